import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';

// The drawer (Radix Dialog, its focus trap and scroll lock: ~10 KB gzipped) loads when the menu
// is first opened, not with every page (issue 15).
const MobileNavSheet = lazy(
  () => import('./mobile-nav-sheet').then((m) => ({ default: m.MobileNavSheet })),
  '@/app/layout/mobile-nav-sheet#MobileNavSheet',
);

/** The small-screen menu button and its side drawer. */
export function MobileNav({ className }: { className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={t('Open menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn('[&_svg]:size-5', className)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileNavSheet
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
