import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { WHITEPAPER_NAV } from './whitepaper-data';

/** The section being read: the last one whose top has passed a line a third of the way down the
 *  viewport, and the last one once the page is scrolled to its end (a short last section never
 *  reaches that line, so an observer-only version left 'Roadmap' unlit on phones). */
export function sectionInView(
  tops: readonly { id: string; top: number }[],
  viewportHeight: number,
  atEnd: boolean,
): string | undefined {
  if (atEnd) return tops.at(-1)?.id;
  const line = viewportHeight / 3;
  let current = tops[0]?.id;
  for (const { id, top } of tops) if (top <= line) current = id;
  return current;
}

/** Highlights the section being read, on every scroll (once per frame). */
function useActiveSection() {
  const [active, setActive] = useState<string>(WHITEPAPER_NAV[0].id);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = WHITEPAPER_NAV.flatMap(({ id }) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const atEnd = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      const next = sectionInView(tops, window.innerHeight, atEnd);
      if (next) setActive(next);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return active;
}

/** Sticky in-page navigation: a scrollable strip on phones, a sidebar from lg up. */
export function WhitepaperNav() {
  const t = useT();
  const active = useActiveSection();
  const listRef = useRef<HTMLOListElement>(null);

  // On phones the strip scrolls sideways; keep the current section's link in view.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>(`a[href="#${active}"]`);
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    // Its start 16px in from the strip's start: the left in English, the right in Arabic (where the
    // strip scrolls to negative offsets from its right edge).
    const rtl = getComputedStyle(list).direction === 'rtl';
    const left = rtl ? link.offsetLeft + link.offsetWidth + 16 - list.clientWidth : link.offsetLeft - 16;
    list.scrollTo({ left, behavior: 'smooth' });
  }, [active]);

  return (
    <nav
      aria-label={t('Whitepaper sections')}
      className="sticky top-16 z-10 -mx-4 min-w-0 border-b bg-background/95 px-4 backdrop-blur sm:-mx-6 sm:px-6 lg:top-24 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:px-0 lg:backdrop-blur-none"
    >
      <p className="hidden text-xs font-semibold uppercase tracking-wide text-muted-foreground lg:mb-3 lg:block">
        {t('Contents')}
      </p>
      <ol
        ref={listRef}
        className="relative flex gap-1 overflow-x-auto py-2 lg:flex-col lg:overflow-visible lg:border-s lg:py-0"
      >
        {WHITEPAPER_NAV.map((item, index) => (
          <li key={item.id} className="shrink-0">
            <a
              href={`#${item.id}`}
              aria-current={active === item.id ? 'location' : undefined}
              className={cn(
                'block whitespace-nowrap rounded-lg px-3 py-1.5 text-sm text-muted-foreground transition-colors hover:text-foreground lg:-ms-px lg:rounded-none lg:border-s-2 lg:border-transparent lg:py-2',
                active === item.id &&
                  'bg-secondary font-medium text-secondary-foreground lg:border-primary lg:bg-transparent lg:text-primary',
              )}
            >
              <span className="me-1.5 tabular-nums">{index + 1}.</span>
              {t(item.label)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
