import { HandHeart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

/** Below the wide layout the donation panel comes after the story, the updates and the donations:
 *  a bar fixed to the bottom of the screen offers Donate from the first screen and takes the donor
 *  to the panel, its amount field focused. It hides once the panel is in view or scrolled past,
 *  so it never covers the panel or the footer. Fixed, it moves nothing when it shows or hides. */
export function DonateBar({ panelId }: { panelId: string }) {
  const t = useT();
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setReached(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, [panelId]);

  const jump = () => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    // The amount when the form shows (after the One-time / Monthly choice); else the panel's first
    // control (anonymous, thank-you).
    const target =
      panel.querySelector<HTMLElement>('input[inputmode="decimal"]') ??
      panel.querySelector<HTMLElement>('button, a[href], input');
    target?.focus({ preventScroll: true });
  };

  return (
    <div
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
      // An attribute rather than a class list merged again once the panel is reached (lib/cn.ts).
      hidden={reached}
      data-testid="donate-bar"
    >
      <Button size="lg" className="w-full" onClick={jump}>
        <HandHeart aria-hidden />
        {t('Donate')}
      </Button>
    </div>
  );
}
