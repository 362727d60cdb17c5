import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/** The CrowdVault mark: a vault door whose dial doubles as a rising bar chart. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <circle cx="16" cy="16" r="9.5" fill="none" strokeWidth="2" className="stroke-primary-foreground/35" />
      <rect x="11" y="16.5" width="2.6" height="5" rx="1.3" className="fill-primary-foreground" />
      <rect x="14.7" y="13" width="2.6" height="8.5" rx="1.3" className="fill-primary-foreground" />
      <rect x="18.4" y="10" width="2.6" height="11.5" rx="1.3" className="fill-accent" />
    </svg>
  );
}

/** The mark and the word "CrowdVault", linking home. `wordmarkClassName` lets a crowded header hide
 *  the word on phones (the link keeps its name through aria-label). */
export function Logo({ className, wordmarkClassName }: { className?: string; wordmarkClassName?: string }) {
  const t = useT();
  return (
    <Link
      href="/"
      aria-label={t('CrowdVault home')}
      className={cn('flex items-center gap-2.5 rounded-lg text-foreground', className)}
    >
      <LogoMark />
      <span className={cn('text-lg font-bold tracking-tight', wordmarkClassName)}>
        Crowd<span className="text-primary">Vault</span>
      </span>
    </Link>
  );
}
