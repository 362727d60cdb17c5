import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { ChainConfig } from '@crowdvault/shared/api/config';
import { formatUnits, parseUnits } from '@crowdvault/shared/format';
import { FundingModelBadge } from '@/components/campaign/funding-model-badge';
import {
  allOrNothingNetworkSentence,
  allOrNothingPromise,
  fundingStateSentence,
} from '@/lib/campaigns/funding-model';
import { chainById } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { useLocale, useT } from '@/lib/i18n/i18n';

const isPositive = (amount: string) => /[1-9]/.test(amount);

/** An all-or-nothing campaign's promise, its vault's state, the one network it takes gifts on
 *  (named from `chains`, /api/config's) and, when there are any, what was sent to the vault without
 *  counting (decision 091) and the refunds paid and still owed. Nothing for a campaign that keeps
 *  what it raises. */
export function AllOrNothingStatus({
  campaign,
  chains = [],
}: {
  campaign: Campaign;
  chains?: ChainConfig[];
}) {
  const format = useFormat();
  const t = useT();
  const words = { t, locale: useLocale() };
  const vault = campaign.allOrNothing;
  if (!vault) return null;
  const network = chainById({ chains }, vault.chainId)?.chainName;
  const money = (amount: string) => format.amount(amount, campaign.currency);
  const refunded = formatUnits(
    parseUnits(vault.refunds.claimed, 18) + parseUnits(vault.refunds.pushed, 18),
    18,
  );
  return (
    <section
      aria-label={t('All or nothing')}
      className="flex flex-col gap-1.5 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
      data-testid="all-or-nothing-status"
    >
      <FundingModelBadge fundingModel="all_or_nothing" fundingState={vault.state} className="self-start" />
      <p className="font-medium">{allOrNothingPromise(words, vault.deadline, vault.state)}</p>
      <p className="text-muted-foreground">{fundingStateSentence(words, vault.state, vault.deadline)}</p>
      {network && vault.state !== 'failed' && (
        <p className="text-muted-foreground" data-testid="all-or-nothing-network">
          {allOrNothingNetworkSentence(t, network)}
        </p>
      )}
      {vault.state === 'failed' && (
        <p className="text-muted-foreground" data-testid="refund-figures">
          {t('Refunded so far:')} <span className="font-medium text-foreground">{money(refunded)}</span>
          {isPositive(vault.refunds.outstanding) && (
            <>
              {' · '}
              {t('still owed to donors:')}{' '}
              <span className="font-medium text-foreground">{money(vault.refunds.outstanding)}</span>
            </>
          )}
        </p>
      )}
      {isPositive(vault.uncountedAmount) && (
        <p className="text-xs text-muted-foreground" data-testid="uncounted-amount">
          {t(
            'Also sent straight to the vault, not counted: {amount}. It is not refunded and goes to the creator with the rest.',
            { amount: money(vault.uncountedAmount) },
          )}
        </p>
      )}
    </section>
  );
}
