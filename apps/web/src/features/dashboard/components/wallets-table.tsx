import type { ChainConfig } from '@crowdvault/shared/api/config';
import type { CampaignVault, VaultChainBalances } from '@crowdvault/shared/api/withdrawal';
import { RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { networkName } from '@/lib/config/network-name';
import { useRefreshWalletBalance } from '../api/refresh-wallet-balance';
import { formatChecked } from '../lib/format-checked';
import { formatExact } from '../lib/money';
import { VaultAddress } from './vault-address';
import { WithdrawDialog } from './withdraw-dialog';

function balanceOf(entry: Pick<VaultChainBalances, 'balances'>, symbol: string): string {
  return entry.balances.find((balance) => balance.symbol === symbol)?.balance ?? '0';
}

/** One line per network the vault is on (the primary first): the chosen token's balance there, or
 *  that the network could not be read. The network is named only when there are several. */
function NetworkBalances({
  vault,
  symbol,
  chains,
}: {
  vault: CampaignVault;
  symbol: string;
  chains: ChainConfig[] | undefined;
}) {
  const named = vault.chains.length > 1;
  return (
    <ul className="flex flex-col gap-0.5 max-md:items-end md:items-end">
      {vault.chains.map((entry, index) => (
        <li key={entry.chainId} className="flex items-baseline justify-end gap-2 whitespace-nowrap">
          {named && (
            <span className="text-xs font-normal text-muted-foreground">
              {networkName(chains, entry.chainId)}
            </span>
          )}
          <span
            // The first network's line keeps the single-chain test id.
            data-testid={index === 0 ? 'vault-balance' : `vault-balance-${entry.chainId}`}
            title={entry.readError ?? undefined}
            className={entry.readError ? 'text-xs font-normal text-muted-foreground' : undefined}
          >
            {entry.readError
              ? 'Could not be read'
              : `${formatExact(balanceOf(entry, symbol), symbol)} ${symbol}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function WalletsTable({
  vaults,
  symbol,
  explorerUrl,
  chains,
}: {
  vaults: CampaignVault[];
  symbol: string;
  explorerUrl: string | null;
  /** /api/config's chains, to name each balance's network. */
  chains?: ChainConfig[];
}) {
  const refresh = useRefreshWalletBalance();
  return (
    <Table aria-label="Campaign wallets" className="max-md:block">
      <TableHeader className="max-md:hidden">
        <TableRow className="hover:bg-transparent">
          <TableHead>Campaign</TableHead>
          <TableHead>Wallet Address</TableHead>
          <TableHead className="text-right">Balance ({symbol})</TableHead>
          <TableHead className="hidden lg:table-cell">Other Balances</TableHead>
          <TableHead className="hidden md:table-cell">Last Updated</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-md:block">
        {vaults.map((vault) => {
          const refreshing = refresh.isPending && refresh.variables === vault.campaignId;
          const others = vault.balances.filter((balance) => balance.symbol !== symbol);
          return (
            <TableRow
              key={vault.campaignId}
              data-testid={`vault-row-${vault.campaignId}`}
              // Phones: each row is a small card (title; address and balance; actions).
              className="max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:p-4 max-md:[&>td]:p-0!"
            >
              <TableCell className="max-md:col-span-2 md:max-w-56 md:min-w-36">
                <p className="line-clamp-2 font-medium">{vault.title}</p>
                <Badge variant={vault.deployed ? 'success' : 'outline'} className="mt-1">
                  {vault.deployed ? 'Deployed' : 'Not yet deployed'}
                </Badge>
              </TableCell>
              <TableCell className="max-md:min-w-0">
                <VaultAddress address={vault.walletAddress} explorerUrl={explorerUrl} />
              </TableCell>
              <TableCell className="text-right font-semibold tabular-nums">
                <NetworkBalances vault={vault} symbol={symbol} chains={chains} />
              </TableCell>
              <TableCell className="hidden text-xs text-muted-foreground lg:table-cell">
                <ul className="flex flex-col gap-0.5">
                  {others.map((balance) => (
                    <li key={balance.symbol} className="tabular-nums">
                      <span className="whitespace-nowrap">
                        {formatExact(balance.balance, balance.symbol)} {balance.symbol}
                      </span>
                      {/* On its own line: beside the amount it widened the table at 1280 px until
                          the Withdraw button went behind the scroll hint. */}
                      {vault.chains.length > 1 && (
                        <span className="block whitespace-nowrap">
                          on {networkName(chains, vault.chainId)}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell className="hidden text-xs whitespace-nowrap text-muted-foreground md:table-cell">
                {formatChecked(vault.lastChecked)}
              </TableCell>
              <TableCell className="max-md:col-span-2">
                <div className="flex items-center justify-end gap-1.5">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Refresh balance of ${vault.title}`}
                    title="Refresh balance"
                    disabled={refreshing}
                    onClick={() => refresh.mutate(vault.campaignId)}
                  >
                    <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden />
                  </Button>
                  <WithdrawDialog vault={vault} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
