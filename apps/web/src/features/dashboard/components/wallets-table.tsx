import type { CampaignVault } from '@crowdvault/shared/api/withdrawal';
import { RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useRefreshWalletBalance } from '../api/refresh-wallet-balance';
import { formatChecked } from '../lib/format-checked';
import { formatExact } from '../lib/money';
import { VaultAddress } from './vault-address';
import { WithdrawDialog } from './withdraw-dialog';

function balanceOf(vault: CampaignVault, symbol: string): string {
  return vault.balances.find((balance) => balance.symbol === symbol)?.balance ?? '0';
}

export function WalletsTable({
  vaults,
  symbol,
  explorerUrl,
}: {
  vaults: CampaignVault[];
  symbol: string;
  explorerUrl: string | null;
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
              <TableCell
                className="text-right font-semibold whitespace-nowrap tabular-nums"
                data-testid="vault-balance"
              >
                {formatExact(balanceOf(vault, symbol), symbol)} {symbol}
              </TableCell>
              <TableCell className="hidden text-xs text-muted-foreground lg:table-cell">
                <ul className="flex flex-col gap-0.5">
                  {others.map((balance) => (
                    <li key={balance.symbol} className="whitespace-nowrap tabular-nums">
                      {formatExact(balance.balance, balance.symbol)} {balance.symbol}
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
