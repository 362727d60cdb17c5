import type { Campaign } from '@crowdvault/shared/api/campaign';
import { shortenAddress } from '@crowdvault/shared/format';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { configQueryOptions } from '@/lib/config/app-config';
import { chainNameOf } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { lazy } from '@/lib/lazy';

type VaultOwner = NonNullable<Campaign['vaultOwners']>[number];

// Loaded only where the vault moved away from the creator's wallet (rare): it asks whether that
// owner is a Safe and, if so, shows "Managed by a 2-of-3 Safe" with its owners. No wallet code, and
// nothing on the page's first load for the campaigns that never moved (decision 089, issue 30).
const SafeOwnerBadge = lazy(
  () => import('./safe-owner-badge'),
  '@/features/campaign-detail/components/safe-owner-badge#default',
);

/** One vault owner, with the networks where it owns the vault: the server's markup, and what stays
 *  when the owner is a wallet. */
function OwnerLine({ owner, networks }: { owner: VaultOwner; networks: string }) {
  const t = useT();
  return (
    <>
      {sentenceParts(t, msg('{owner} on {networks}'), {
        owner: (
          <>
            <span className="text-foreground">{owner.username ?? shortenAddress(owner.walletAddress)}</span>{' '}
            <span className="font-mono text-xs" title={owner.walletAddress}>
              {owner.username && shortenAddress(owner.walletAddress)}
            </span>
          </>
        ),
        networks,
      })}
    </>
  );
}

/**
 * Who owns the vault where it is not the creator's wallet (a two-step transfer, decision 083, or a
 * Safe named at creation, decision 104): one line per owner, a Safe at the same address on every
 * network named once. The default export of a module of its own: the creator card loads it only
 * for such a campaign, so the others' first load does not carry it (the campaign page's budget).
 */
export default function VaultOwners({ vaultOwners }: { vaultOwners: VaultOwner[] }) {
  const t = useT();
  const format = useFormat();
  const { data: config } = useQuery(configQueryOptions);
  const byOwner = new Map<string, VaultOwner[]>();
  for (const owner of vaultOwners) {
    const key = owner.walletAddress.toLowerCase();
    byOwner.set(key, [...(byOwner.get(key) ?? []), owner]);
  }
  const line = (owners: VaultOwner[]): ReactNode => {
    // In the page's words ("Ethereum und Polygon"): the server renders it in the reader's.
    const networks = format.list(owners.map((owner) => chainNameOf(config, owner.chainId)));
    const plain = <OwnerLine owner={owners[0]!} networks={networks} />;
    return (
      <Suspense fallback={plain}>
        <SafeOwnerBadge owner={owners[0]!} networks={networks} fallback={plain} />
      </Suspense>
    );
  };
  return (
    <div className="flex flex-col gap-1 border-t pt-3" data-testid="vault-owners">
      <p className="text-sm font-medium">{t('Vault owner')}</p>
      <ul className="flex flex-col gap-0.5 text-sm text-muted-foreground">
        {[...byOwner].map(([key, owners]) => (
          <li key={key}>{line(owners)}</li>
        ))}
      </ul>
    </div>
  );
}
