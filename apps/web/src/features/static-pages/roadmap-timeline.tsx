import { CircleCheck, CircleDashed, Lightbulb, LoaderCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { phaseLabel, ROADMAP, type RoadmapStatus } from './roadmap-data';

const STATUS_ICON = {
  completed: CircleCheck,
  current: LoaderCircle,
  proposed: Lightbulb,
  upcoming: CircleDashed,
};
const STATUS_BADGE = {
  completed: 'success',
  current: 'default',
  proposed: 'outline',
  upcoming: 'outline',
} as const;

/** The roadmap as a list of phases; each phase title is an h3 under the caller's h2. */
export function RoadmapTimeline({ className }: { className?: string }) {
  const t = useT();
  return (
    <ol className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-5', className)}>
      {ROADMAP.map((phase) => {
        const Icon = STATUS_ICON[phase.status];
        return (
          <li
            key={phase.period}
            data-status={phase.status}
            className={cn(
              'flex flex-col rounded-xl border bg-card p-5 shadow-sm',
              phase.status === 'current' && 'border-primary ring-2 ring-primary/20',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-foreground">{t(phase.period)}</h3>
              <Icon aria-hidden="true" className={cn('size-5', statusColour(phase.status))} />
            </div>
            <Badge variant={STATUS_BADGE[phase.status]} className="mt-2 self-start">
              {t(phaseLabel(phase))}
            </Badge>
            <ul className="mt-4 space-y-2 text-sm text-muted-foreground">
              {phase.items.map((item) => {
                const text = typeof item === 'string' ? item : item.text;
                const proposed = typeof item !== 'string';
                return (
                  <li key={text} className="flex gap-2">
                    <span
                      aria-hidden="true"
                      className={cn(
                        'mt-2 size-1.5 shrink-0 rounded-full bg-primary/60',
                        proposed && 'border border-muted-foreground bg-transparent',
                      )}
                    />
                    <span>
                      {t(text)}
                      {proposed && <span className="ms-1.5 text-xs italic">{t('(proposed, not done)')}</span>}
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

function statusColour(status: RoadmapStatus) {
  if (status === 'completed') return 'text-success';
  if (status === 'current') return 'text-primary';
  return 'text-muted-foreground';
}
