import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { SafeInfo } from '@crowdvault/shared/api/safe';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { apiGet } from '@/lib/http/api-client';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';

/**
 * "Managed by a 2-of-3 Safe" where the vault's owner is a Safe, read from its chain
 * (`GET /api/safes/{chainId}/{address}`, which answers 400 for anything else): a disclosure that
 * opens on the Safe's address and its owners' addresses. Until the answer, and for an owner that
 * is not a Safe, `fallback` (the plain owner line) stays: the line keeps its height either way.
 * The default export, so the creator card's lazy import costs the page's first load the least.
 */
export default function SafeOwnerBadge({
  owner,
  networks,
  fallback,
}: {
  owner: NonNullable<Campaign['vaultOwners']>[number];
  /** The networks where it owns the vault, named. */
  networks: string;
  fallback: ReactNode;
}) {
  const t = useT();
  const { data: safe } = useQuery({
    queryKey: ['safe-info', owner.chainId, owner.walletAddress.toLowerCase()],
    queryFn: ({ signal }) =>
      apiGet<SafeInfo>(`/safes/${owner.chainId}/${owner.walletAddress}`, { signal, silent: true }).catch(
        () => null,
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!safe) return fallback;
  return (
    <details className="group" data-testid="safe-badge">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-full border border-primary/30 bg-primary/5 px-2.5 py-0.5 text-xs font-medium text-foreground hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ShieldCheck className="size-3.5 text-primary" aria-hidden />
        {t('Managed by a {threshold}-of-{count} Safe', {
          threshold: safe.threshold,
          count: safe.owners.length,
        })}
        <ChevronDown className="size-3 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="mt-2 flex flex-col gap-2 rounded-lg bg-muted p-3 text-xs">
        <p>
          {sentenceParts(
            t,
            msg(
              'Money leaves the vault only when {threshold} of these {count} owners have signed. The Safe {safe} owns the vault on {networks}.',
            ),
            {
              threshold: String(safe.threshold),
              count: String(safe.owners.length),
              safe: <span className="font-mono break-all text-foreground">{safe.address}</span>,
              networks,
            },
          )}
        </p>
        <p className="font-medium text-foreground">{t('Owners')}</p>
        <ul className="flex flex-col gap-1" aria-label={t('Safe owners')}>
          {safe.owners.map((address) => (
            <li key={address} className="font-mono text-[11px] leading-snug break-all text-foreground">
              {address}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
