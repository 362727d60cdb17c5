import { useQuery } from '@tanstack/react-query';
import { RefreshCw, WalletMinimal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { configQueryOptions } from '@/lib/config/app-config';
import { primaryChain } from '@/lib/config/chains';
import { useT } from '@/lib/i18n/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminWallets } from '../api/get-admin-wallets';
import { useRefreshAllWallets } from '../api/refresh-wallets';
import { usePageOffset } from '../lib/use-page-offset';
import { AdminWalletsTable } from './admin-wallets-table';
import { FilterSelect } from './filter-select';
import { ListToolbar } from './list-toolbar';
import { PagedList } from './paged-list';
import { WalletDetailsDialog } from './wallet-details-dialog';

const PAGE_SIZE = 25;
function FoundLine({ total }: { total: number }) {
  const t = useT();
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {t('{count, plural, one {# wallet found} other {# wallets found}}', { count: total })}
    </p>
  );
}

/** Wallet Management (SPEC.md §2): every vault, paged, balances read from the chain per page. */
export function WalletManagement() {
  const t = useT();
  const { data: config } = useQuery(configQueryOptions);
  const symbols = config
    ? [...config.tokens.map((token) => token.symbol), config.nativeCurrency.symbol]
    : ['USDT'];
  const [symbol, setSymbol] = useState<string>('USDT');
  const [searchText, setSearchText] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const search = useDebouncedValue(searchText.trim());
  const [offset, setOffset] = usePageOffset([search]);
  const query = useAdminWallets({ search, limit: PAGE_SIZE, offset });
  const page = { offset, limit: PAGE_SIZE, onOffsetChange: setOffset };
  const refreshAll = useRefreshAllWallets();
  // A vault has one address on every chain (decision 060): its link goes to the primary's explorer.
  const explorerUrl = primaryChain(config)?.explorerUrl ?? null;
  const openWallet = query.data?.items.find((wallet) => wallet.campaignId === openId) ?? null;

  return (
    <section aria-label={t('Wallets')} className="flex flex-col gap-4">
      <ListToolbar
        search={{
          label: t('Search by campaign name or wallet address'),
          placeholder: t('Search by campaign name or wallet address...'),
          value: searchText,
          onChange: setSearchText,
        }}
        filtersClassName="flex gap-3"
      >
        <FilterSelect
          label={t('Balance currency')}
          value={symbol}
          options={symbols.map((value) => ({ value, label: value }))}
          onChange={setSymbol}
          className="w-28 sm:w-28"
        />
        <Button
          variant="outline"
          className="flex-1 sm:flex-none"
          disabled={refreshAll.isPending}
          onClick={() => refreshAll.mutate()}
        >
          <RefreshCw className={refreshAll.isPending ? 'animate-spin' : undefined} aria-hidden />
          {refreshAll.isPending ? t('Refreshing...') : t('Refresh All')}
        </Button>
      </ListToolbar>
      <PagedList
        query={query}
        what="wallets"
        page={page}
        empty={{
          icon: WalletMinimal,
          title: t('No wallets found'),
          description: t('Try another campaign name or address.'),
        }}
        summary={(total) => <FoundLine total={total} />}
      >
        {(wallets) => (
          <AdminWalletsTable
            wallets={wallets}
            symbol={symbol}
            explorerUrl={explorerUrl}
            chains={config?.chains}
            onOpen={setOpenId}
          />
        )}
      </PagedList>
      <WalletDetailsDialog
        wallet={openWallet}
        explorerUrl={explorerUrl}
        chains={config?.chains}
        onOpenChange={(open) => !open && setOpenId(null)}
      />
    </section>
  );
}
