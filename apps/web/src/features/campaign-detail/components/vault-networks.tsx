import type { ChainConfig } from '@crowdvault/shared/api/config';
import { ExternalLink, Network, SearchX } from 'lucide-react';
import { explorerHref } from '@/components/ui/explorer-link';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';

/** Where the vault address holds (the same address on every served network, decision 060) and
 *  where to look it up: a link per network with an explorer, named as the chain registry names it
 *  ('View on Etherscan' on Ethereum, as SPEC.md §2 words it; 'View on Basescan' on Base), and a
 *  plain sentence for networks without one (local chains), instead of a dead link. */
export function VaultNetworks({
  address,
  chains,
  transfers = true,
}: {
  address: string;
  chains: ChainConfig[];
  /** False for an all-or-nothing vault, whose Donations tab lists only what it counted. */
  transfers?: boolean;
}) {
  const withExplorer = chains.filter((chain) => chain.explorerUrl);
  const without = chains.filter((chain) => !chain.explorerUrl);
  const t = useT();
  const format = useFormat();
  // In the page's words ("Ethereum, Polygon und Local L2"): the server renders it in the reader's.
  const names = (list: ChainConfig[]) => format.list(list.map((chain) => chain.chainName));
  return (
    <div className="flex flex-col gap-2">
      {chains.length > 1 && (
        <p className="flex items-start gap-2 text-xs text-muted-foreground" data-testid="vault-networks">
          <Network className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden />
          <span>
            {sentenceParts(
              t,
              msg('The same address on every supported network: {networks}. Send on any of them.'),
              {
                networks: <strong className="font-medium">{names(chains)}</strong>,
              },
            )}
          </span>
        </p>
      )}
      {withExplorer.map((chain) => (
        <a
          key={chain.chainId}
          href={explorerHref(chain.explorerUrl, 'address', address) ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          {chains.length === 1
            ? t('View on {explorer}', { explorer: chain.explorerName })
            : t('View on {explorer} ({network})', { explorer: chain.explorerName, network: chain.chainName })}
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      ))}
      {without.length > 0 && (
        // With an icon like the card's other notes, so its text lines up with theirs.
        <p className="flex items-start gap-2 text-xs text-muted-foreground" data-testid="no-explorer">
          <SearchX className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          <span>
            {transfers
              ? t(
                  '{count, plural, one {{networks} has no block explorer: the Donations tab lists every transfer to this address.} other {{networks} have no block explorer: the Donations tab lists every transfer to this address.}}',
                  { count: without.length, networks: names(without) },
                )
              : t(
                  '{count, plural, one {{networks} has no block explorer: the Donations tab lists every donation to this vault.} other {{networks} have no block explorer: the Donations tab lists every donation to this vault.}}',
                  { count: without.length, networks: names(without) },
                )}
          </span>
        </p>
      )}
    </div>
  );
}
