import { MoveHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

interface Overflow {
  /** Wider than its box: it scrolls sideways. */
  scrollable: boolean;
  /** Some of it is still out of view at the end (the right, or the left in right-to-left text). */
  more: boolean;
}

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the screen, and then
 * says so (issue 20, item 7): on a phone a clipped table looked complete. While it scrolls, a line
 * under it says 'Scroll sideways to see more' and a shade on the right edge marks the part out of
 * view (gone at the end); the box takes keyboard focus, so arrow keys scroll it too. When
 * everything fits, it is a plain box.
 */
export function HorizontalScroll({
  children,
  label,
  className,
  boxClassName,
}: {
  children: ReactNode;
  /** Names the scrolling region for assistive technology, e.g. the table's subject. */
  label: string;
  className?: string;
  /** Classes for the scrolling box itself (border, background). */
  boxClassName?: string;
}) {
  const t = useT();
  const box = useRef<HTMLElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ scrollable: false, more: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () => {
      const scrollable = element.scrollWidth > element.clientWidth + 1;
      // Right to left, scrollLeft runs from 0 down to minus the overflow (decision 142).
      const more = scrollable && Math.abs(element.scrollLeft) + element.clientWidth < element.scrollWidth - 1;
      setOverflow((previous) =>
        previous.scrollable === scrollable && previous.more === more ? previous : { scrollable, more },
      );
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, []);

  return (
    <div className={cn('min-w-0', className)}>
      <div className="relative">
        {/* A section is a named region (a landmark) only while it has a label: while it scrolls,
            when it also takes keyboard focus so arrow keys can scroll it. */}
        <section
          ref={box}
          className={cn('w-full overflow-x-auto', boxClassName)}
          tabIndex={overflow.scrollable ? 0 : undefined}
          aria-label={overflow.scrollable ? label : undefined}
        >
          {children}
        </section>
        {overflow.more && (
          <div
            aria-hidden
            data-scroll-shade
            className="pointer-events-none absolute inset-y-0 end-0 w-8 rounded-e-xl bg-gradient-to-l from-foreground/15 rtl:bg-gradient-to-r to-transparent"
          />
        )}
      </div>
      {overflow.scrollable && (
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-muted-foreground">
          <MoveHorizontal className="size-3.5" aria-hidden />
          {t('Scroll sideways to see more')}
        </p>
      )}
    </div>
  );
}
