import type { FundingState } from '@crowdvault/shared/constants';
import { msg, type Translate } from '@/lib/i18n/i18n';

// What every campaign page may show of an all-or-nothing vault before anyone acts: the state's
// badge and the donation panel's one-network sentence. Apart from funding-model.ts, whose
// sentences only an all-or-nothing campaign's status and the dashboard load (issue 42: the
// campaign page's first load within 100 KB).

/** An all-or-nothing vault's state as people read it (decision 090: computed by the vault). */
export const FUNDING_STATE_LABELS: Record<FundingState, string> = {
  funding: msg('Funding'),
  succeeded: msg('Succeeded'),
  failed: msg('Failed'),
};

/** Decision 111: an all-or-nothing vault exists on its one network only, so its address elsewhere
 *  takes nothing that can count or come back. */
export function allOrNothingNetworkSentence(t: Translate, network: string): string {
  return t(
    "Gifts count only on {network}, where this campaign's vault lives. Money sent to its address on any other network is not a donation: it is not counted and cannot be refunded.",
    { network },
  );
}
