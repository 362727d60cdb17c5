import { shortenAddress, shortenHash } from '@crowdvault/shared/format';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

export type ExplorerKind = 'tx' | 'address';

/** The explorer page of a transaction or an address, or null when the chain has no explorer
 *  (the local chain). Every page that shows a hash or an address links it through here. */
export function explorerHref(explorerUrl: string | null | undefined, kind: ExplorerKind, value: string) {
  if (!explorerUrl) return null;
  return `${explorerUrl.replace(/\/+$/, '')}/${kind}/${value}`;
}

/** A transaction hash or an address, shortened, linked to the chain's explorer when it has one;
 *  the full value is in the title either way. Always left to right, so `0x…` is never shown
 *  reversed inside Arabic text (decision 142). */
export function ExplorerLink({
  explorerUrl,
  kind,
  value,
  className,
}: {
  explorerUrl: string | null | undefined;
  kind: ExplorerKind;
  value: string;
  className?: string;
}) {
  const t = useT();
  const text = kind === 'tx' ? shortenHash(value) : shortenAddress(value);
  const href = explorerHref(explorerUrl, kind, value);
  if (!href) {
    return (
      <span dir="ltr" className={cn('font-mono', className)} title={value}>
        {text}
      </span>
    );
  }
  return (
    <a
      dir="ltr"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('rounded font-mono hover:underline', className)}
      title={t('{value} (opens the block explorer)', { value })}
    >
      {text}
    </a>
  );
}
