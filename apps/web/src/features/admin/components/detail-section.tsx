import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled card inside a campaign detail tab. */
export function DetailSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </Card>
  );
}

/** Label / value pairs, two columns on wide screens. */
export function FactList({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="flex min-w-0 flex-col gap-1">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{fact.label}</dt>
          <dd className="min-w-0 text-sm break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
