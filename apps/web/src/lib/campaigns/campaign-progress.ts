import type { CampaignListItem } from '@crowdvault/shared/api/campaign';
import { parseUnits } from '@crowdvault/shared/format';

/** Raised ÷ goal in percent, capped at 100 (SPEC.md §5), computed on the exact decimal strings. */
export function progressPercent(raised: string, goal: string): number {
  try {
    const goalUnits = parseUnits(goal, 18);
    if (goalUnits === 0n) return 0;
    const basisPoints = (parseUnits(raised, 18) * 10_000n) / goalUnits;
    return Math.min(100, Number(basisPoints) / 100);
  } catch {
    return 0;
  }
}

/** 'N days left', '1 day left' or 'Ended' (SPEC.md §2). */
export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft <= 0) return 'Ended';
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}

/** Whole days left as the campaign's vault counts them. `daysLeft` is the wall clock's; an
 *  all-or-nothing vault that failed has passed its deadline on its own chain's clock (decision
 *  090), so no time is left whatever the wall clock says: a deadline seconds ago still rounds up
 *  to a day, and a local chain's clock may be moved ahead. */
export function vaultDaysLeft(campaign: Pick<CampaignListItem, 'daysLeft' | 'fundingState'>): number {
  return campaign.fundingState === 'failed' ? 0 : campaign.daysLeft;
}

/** Whole days since creation, for "Created N days ago". */
export function campaignAgeDays(createdAt: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 86_400_000));
}
