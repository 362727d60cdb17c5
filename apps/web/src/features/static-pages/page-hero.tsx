import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PageHeroProps {
  eyebrow?: string;
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The top band of every public page: a soft primary gradient, the page's one h1 and a lead. */
export function PageHero({ eyebrow, icon: Icon, title, description, children, className }: PageHeroProps) {
  return (
    <section
      className={cn(
        'relative overflow-hidden border-b bg-linear-to-b from-secondary via-background to-background',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="container-page relative py-16 text-center sm:py-20">
        {eyebrow && (
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border bg-card/80 px-3 py-1 text-xs font-medium text-secondary-foreground shadow-sm">
            {Icon && <Icon aria-hidden="true" className="size-3.5 text-primary" />}
            {eyebrow}
          </p>
        )}
        <h1 className="mx-auto max-w-3xl text-4xl font-bold sm:text-5xl">{title}</h1>
        {description && (
          <p className="mx-auto mt-5 max-w-2xl text-base text-muted-foreground sm:text-lg">{description}</p>
        )}
        {children && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}

interface SectionHeadingProps {
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
}

/** An h2 with an optional lead, used to open each content section. */
export function SectionHeading({ id, title, description, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={cn('mb-10 max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {description && <p className="mt-3 text-muted-foreground">{description}</p>}
    </div>
  );
}

interface PageSectionProps extends SectionHeadingProps {
  id: string;
  /** A full-width muted band (its content in the page's container) rather than a plain section. */
  muted?: boolean;
  children: ReactNode;
}

/** A content section of a public page, opened by its SectionHeading and labelled by it. */
export function PageSection({ id, title, description, muted = false, children }: PageSectionProps) {
  const heading = <SectionHeading id={id} title={title} description={description} />;
  if (!muted) {
    return (
      <section aria-labelledby={id} className="container-page py-20">
        {heading}
        {children}
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className="border-y bg-muted/50 py-20">
      <div className="container-page">
        {heading}
        {children}
      </div>
    </section>
  );
}
