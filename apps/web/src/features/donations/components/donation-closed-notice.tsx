import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { DonationAvailability } from '../lib/donation-availability';

type Closed = Extract<DonationAvailability, { open: false }>;

const TONES = {
  info: { icon: CheckCircle2, className: 'border-border bg-muted/60' },
  warning: { icon: Info, className: 'border-warning/50 bg-warning/10' },
  danger: { icon: AlertTriangle, className: 'border-destructive/40 bg-destructive/10' },
} as const;

/** Why a campaign takes no donations, and the disabled button that stands in for Donate. */
export function DonationClosedNotice({ availability }: { availability: Closed }) {
  const { icon: Icon, className } = TONES[availability.tone];
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className={cn('flex gap-3 rounded-lg border p-4', className)}>
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{availability.title}</p>
          <p className="text-sm text-muted-foreground">{availability.description}</p>
        </div>
      </div>
      <Button disabled size="lg" className="w-full">
        {availability.button}
      </Button>
    </div>
  );
}
