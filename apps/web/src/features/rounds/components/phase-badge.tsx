import type { RoundPhase } from '@crowdvault/shared/api/rounds';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';
import { PHASE_LABELS } from '../lib/round-text';

const VARIANT: Record<RoundPhase, 'success' | 'secondary' | 'warning' | 'outline'> = {
  upcoming: 'outline',
  applications: 'secondary',
  donations: 'success',
  counting: 'warning',
  challenge: 'warning',
  final: 'secondary',
  paid: 'success',
};

/** Where a round stands: 'Matching gifts', 'Open to challenge'… */
export function PhaseBadge({ phase }: { phase: RoundPhase }) {
  const t = useT();
  return <Badge variant={VARIANT[phase]}>{t(PHASE_LABELS[phase])}</Badge>;
}
