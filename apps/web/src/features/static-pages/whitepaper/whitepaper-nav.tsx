import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { WHITEPAPER_NAV } from './whitepaper-data';

/** Highlights the section nearest the top of the viewport. */
function useActiveSection() {
  const [active, setActive] = useState<string>(WHITEPAPER_NAV[0].id);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const first = visible.sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (first) setActive(first.target.id);
      },
      { rootMargin: '-20% 0px -70% 0px' },
    );
    for (const { id } of WHITEPAPER_NAV) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);
  return active;
}

/** Sticky in-page navigation: a scrollable strip on phones, a sidebar from lg up. */
export function WhitepaperNav() {
  const active = useActiveSection();
  const listRef = useRef<HTMLOListElement>(null);

  // On phones the strip scrolls sideways; keep the current section's link in view.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>(`a[href="#${active}"]`);
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: link.offsetLeft - 16, behavior: 'smooth' });
  }, [active]);

  return (
    <nav
      aria-label="Whitepaper sections"
      className="sticky top-16 z-10 -mx-4 min-w-0 border-b bg-background/95 px-4 backdrop-blur sm:-mx-6 sm:px-6 lg:top-24 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:px-0 lg:backdrop-blur-none"
    >
      <p className="hidden text-xs font-semibold uppercase tracking-wide text-muted-foreground lg:mb-3 lg:block">
        Contents
      </p>
      <ol
        ref={listRef}
        className="relative flex gap-1 overflow-x-auto py-2 lg:flex-col lg:overflow-visible lg:border-l lg:py-0"
      >
        {WHITEPAPER_NAV.map((item, index) => (
          <li key={item.id} className="shrink-0">
            <a
              href={`#${item.id}`}
              aria-current={active === item.id ? 'location' : undefined}
              className={cn(
                'block whitespace-nowrap rounded-lg px-3 py-1.5 text-sm text-muted-foreground transition-colors hover:text-foreground lg:-ml-px lg:rounded-none lg:border-l-2 lg:border-transparent lg:py-2',
                active === item.id &&
                  'bg-secondary font-medium text-secondary-foreground lg:border-primary lg:bg-transparent lg:text-primary',
              )}
            >
              <span className="mr-1.5 tabular-nums opacity-60">{index + 1}.</span>
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
