import type { CampaignVault } from '@crowdvault/shared/api/withdrawal';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw, WalletCards } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { configQueryOptions } from '@/lib/config/app-config';
import { primaryChain } from '@/lib/config/chains';
import { msg, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { useMyWallets } from '../api/get-my-wallets';
import { useWithdrawalRules } from '../use-withdrawal-rules';
import { CreateCampaignButton } from './create-campaign-button';
import { LoadError } from './load-error';
import { TableSkeleton } from './table-skeleton';
import { TokenSelect } from './token-select';
import { WalletsTable } from './wallets-table';

/** The symbols the selector offers: the deployment's tokens, then its native coin; before the
 *  config arrives, whatever the vaults hold. */
function tokenChoices(
  config: { tokens: { symbol: string }[]; nativeCurrency: { symbol: string } } | undefined,
  vaults: CampaignVault[] | undefined,
): string[] {
  if (config) return [...config.tokens.map((token) => token.symbol), config.nativeCurrency.symbol];
  return [...new Set(vaults?.flatMap((vault) => vault.balances.map((balance) => balance.symbol)) ?? [])];
}

/** Campaign Wallets: one row per own campaign vault, balances read from the chain. */
export function WalletsSection() {
  const t = useT();
  const wallets = useMyWallets();
  const rules = useWithdrawalRules();
  const { data: config } = useQuery(configQueryOptions);
  const tokens = tokenChoices(config, wallets.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const symbol = chosen ?? (tokens.includes('USDT') ? 'USDT' : (tokens[0] ?? ''));

  const refreshAll = async () => {
    const result = await wallets.refetch();
    if (result.isError) {
      console.warn('Could not refresh the wallet balances', result.error);
      toast({
        title: t('Error'),
        description: t('Failed to refresh wallet balances.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {t('Each campaign has its own vault contract. Balances are read from the chain.')}
        </p>
        <div className="flex items-center gap-2">
          <TokenSelect tokens={tokens} value={symbol} onChange={setChosen} />
          <Button
            variant="outline"
            onClick={() => void refreshAll()}
            disabled={wallets.isFetching || !wallets.data}
          >
            <RefreshCw className={wallets.isFetching ? 'animate-spin' : undefined} aria-hidden />
            {t('Refresh All')}
          </Button>
        </div>
      </div>
      {wallets.isPending ? (
        <Card>
          <TableSkeleton rows={3} />
        </Card>
      ) : wallets.isError && !wallets.data ? (
        <LoadError what={msg('Campaign wallets')} onRetry={() => void wallets.refetch()} />
      ) : wallets.data.length === 0 ? (
        <EmptyState
          icon={WalletCards}
          title={t('No campaign wallets found')}
          description={t('Each campaign you create gets its own vault. Create one to start raising funds.')}
          action={<CreateCampaignButton />}
        />
      ) : (
        <Card className="overflow-hidden">
          <WalletsTable
            vaults={wallets.data}
            symbol={symbol}
            explorerUrl={primaryChain(config)?.explorerUrl ?? null}
            chains={config?.chains}
            rules={rules}
          />
        </Card>
      )}
    </div>
  );
}
