import type { ReactNode } from 'react';

/** One numbered whitepaper section; scroll-margin keeps its heading clear of the sticky header. */
export function WhitepaperSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-32 border-b py-12 first:pt-0 lg:scroll-mt-24"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6 space-y-4 text-muted-foreground leading-relaxed">{children}</div>
    </section>
  );
}
