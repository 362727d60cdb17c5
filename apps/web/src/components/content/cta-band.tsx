import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

interface CtaLink {
  href: string;
  label: ReactNode;
}

interface CtaBandProps {
  id: string;
  title: string;
  lead: string;
  primary: CtaLink;
  secondary: CtaLink;
  /** The section's own spacing (where it sits on its page). */
  className: string;
  /** 'page': a band across a page; 'inset': inside a narrower column (the whitepaper's). */
  size?: 'page' | 'inset';
}

const BOX = {
  page: 'rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12',
  inset: 'rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-10',
} as const;

/** The closing call to action of a public page: a primary band, a heading, a lead and two links. */
export function CtaBand({ id, title, lead, primary, secondary, className, size = 'page' }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={BOX[size]}>
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-primary-foreground/85">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="secondary" className="w-full sm:w-auto">
            <Link href={primary.href}>{primary.label}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="w-full border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 sm:w-auto"
          >
            <Link href={secondary.href}>{secondary.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
