import type { FundingModel, FundingState } from '@crowdvault/shared/constants';
import { Badge } from '@/components/ui/badge';
import { FUNDING_STATE_LABELS } from '@/lib/campaigns/funding-state-words';
import { useT } from '@/lib/i18n/i18n';

const VARIANT = { funding: 'warning', succeeded: 'success', failed: 'destructive' } as const;

/** 'All or nothing · Funding' (or Succeeded / Failed) for an all-or-nothing campaign; nothing for
 *  one that keeps what it raises, today's default. */
export function FundingModelBadge({
  fundingModel,
  fundingState,
  className,
}: {
  fundingModel: FundingModel;
  fundingState: FundingState | null;
  className?: string;
}) {
  const t = useT();
  if (fundingModel !== 'all_or_nothing') return null;
  return (
    <Badge
      variant={fundingState ? VARIANT[fundingState] : 'outline'}
      className={className}
      data-testid="funding-model-badge"
    >
      {t('All or nothing')}
      {fundingState && ` · ${t(FUNDING_STATE_LABELS[fundingState])}`}
    </Badge>
  );
}
