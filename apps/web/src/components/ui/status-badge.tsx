import type { ComponentProps } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { Badge } from './badge';

/** The Badge colours a status is shown in. */
export type StatusTone = 'success' | 'warning' | 'secondary' | 'destructive' | 'outline';

/** How a status reads: its English label, marked with `msg` in the caller's table, and its tone. */
export interface StatusLook {
  label: string;
  tone: StatusTone;
}

/** One status as a badge, its label in the reader's language. */
export function StatusBadge({
  label,
  tone,
  ...props
}: StatusLook & Omit<ComponentProps<'span'>, 'children'>) {
  const t = useT();
  return (
    <Badge variant={tone} {...props}>
      {t(label)}
    </Badge>
  );
}
