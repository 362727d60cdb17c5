import type { ChainConfig } from '@crowdvault/shared/api/config';
import type { CampaignVault, VaultChainBalances } from '@crowdvault/shared/api/withdrawal';
import { ACTIONS_COLUMN, DataTable } from '@/components/data/data-table';
import { WalletRowActions } from '@/components/data/wallet-row-actions';
import { AddressCell } from '@/components/ui/address-cell';
import { Badge } from '@/components/ui/badge';
import { NetworkList } from '@/components/ui/network-list';
import { TableCell, TableRow } from '@/components/ui/table';
import { chainNameOf, listNames } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { safeLabel } from '@/lib/safe/safe-label';
import { useRefreshWalletBalance } from '../api/refresh-wallet-balance';
import { formatChecked } from '../lib/format-checked';
import { isZeroAmount } from '../lib/money';
import { useSafeQueue } from '../use-safe-queue';
import type { WithdrawalRules } from '../use-withdrawal-rules';
import { isSafeManaged } from './safe-proposal-form';
import { SafeProposeDialog } from './safe-propose-dialog';
import { WithdrawDialog } from './withdraw-dialog';

function balanceOf(entry: Pick<VaultChainBalances, 'balances'>, symbol: string): string {
  return entry.balances.find((balance) => balance.symbol === symbol)?.balance ?? '0';
}

/** A balance column's cell: the vault, the token chosen above the table and the served chains. */
interface VaultColumnProps {
  vault: CampaignVault;
  symbol: string;
  chains: ChainConfig[] | undefined;
}

/** The chosen token's balance on each network the vault is on, or that the network could not be
 *  read. */
function NetworkBalances({ vault, symbol, chains }: VaultColumnProps) {
  const t = useT();
  const format = useFormat();
  return (
    <NetworkList entries={vault.chains} chains={chains}>
      {(entry, index) => (
        <span
          // The first network's line keeps the single-chain test id.
          data-testid={index === 0 ? 'vault-balance' : `vault-balance-${entry.chainId}`}
          title={entry.readError ?? undefined}
          className={entry.readError ? 'text-xs font-normal text-muted-foreground' : undefined}
        >
          {entry.readError ? t('Could not be read') : format.exact(balanceOf(entry, symbol), symbol)}
        </span>
      )}
    </NetworkList>
  );
}

/** Beside the chosen token: what else the vault holds, one line per network like the balance
 *  column, only what is not zero — a row of zeros for every token on every network told the
 *  creator nothing and made the rows tall. */
function OtherBalances({ vault, symbol, chains }: VaultColumnProps) {
  const t = useT();
  const format = useFormat();
  return (
    <NetworkList
      entries={vault.chains}
      chains={chains}
      layout="wrap"
      testId={(entry) => `vault-other-balances-${entry.chainId}`}
    >
      {(entry) => {
        const held = entry.balances.filter(
          (balance) => balance.symbol !== symbol && !isZeroAmount(balance.balance),
        );
        return entry.readError ? (
          <span>{t('Could not be read')}</span>
        ) : held.length === 0 ? (
          <span>
            <span aria-hidden>—</span>
            <span className="sr-only">{t('nothing else')}</span>
          </span>
        ) : (
          held.map((balance) => (
            <span key={balance.symbol} className="whitespace-nowrap text-foreground">
              {format.exact(balance.balance, balance.symbol)}
            </span>
          ))
        );
      }}
    </NetworkList>
  );
}

/** Whether the vault contract exists yet, per network: a vault may be deployed on one network
 *  (its first withdrawal there) and not on another. The badge stays short ("Partly deployed"):
 *  naming the networks in it widened the table at 1280 px until Withdraw went behind the scroll
 *  hint; the detail is in its title and read to screen readers. */
function deploymentOf(
  vault: CampaignVault,
  chains: ChainConfig[] | undefined,
  t: Translate,
): { text: string; done: boolean; everywhere: boolean; detail: string | null } {
  const deployed = vault.chains.filter((entry) => entry.deployed);
  const names = (entries: VaultChainBalances[]) =>
    listNames(entries.map((entry) => chainNameOf({ chains }, entry.chainId)));
  if (deployed.length === 0)
    return { text: t('Not yet deployed'), done: false, everywhere: false, detail: null };
  if (deployed.length === vault.chains.length)
    return { text: t('Deployed'), done: true, everywhere: true, detail: null };
  const missing = vault.chains.filter((entry) => !entry.deployed);
  return {
    text: t('Partly deployed'),
    done: true,
    everywhere: false,
    detail: t('deployed on {deployed}; not yet on {missing}', {
      deployed: names(deployed),
      missing: names(missing),
    }),
  };
}

export function WalletsTable({
  vaults,
  symbol,
  explorerUrl,
  chains,
  rules,
}: {
  vaults: CampaignVault[];
  symbol: string;
  explorerUrl: string | null;
  /** /api/config's chains, to name each balance's network. */
  chains?: ChainConfig[];
  /** What each all-or-nothing campaign lets its creator withdraw now (useWithdrawalRules). */
  rules?: WithdrawalRules;
}) {
  const t = useT();
  const refresh = useRefreshWalletBalance();
  const safeQueue = useSafeQueue();
  return (
    <DataTable
      label={t('Campaign wallets')}
      columns={[
        t('Campaign'),
        t('Wallet Address'),
        { header: t('Balance ({symbol})', { symbol }), className: 'text-end' },
        { header: t('Other Balances'), className: 'hidden lg:table-cell' },
        { header: t('Last Updated'), className: 'hidden md:table-cell' },
        ACTIONS_COLUMN,
      ]}
      stackBelow="md"
    >
      {vaults.map((vault) => {
        const refreshing = refresh.isPending && refresh.variables === vault.campaignId;
        const deployment = deploymentOf(vault, chains, t);
        const rule = rules?.(vault.campaignId) ?? null;
        const ruleId = `withdraw-rule-${vault.campaignId}`;
        const safe = vault.chains.find((entry) => entry.safe !== null)?.safe ?? null;
        return (
          <TableRow
            key={vault.campaignId}
            data-testid={`vault-row-${vault.campaignId}`}
            // Phones: each row is a small card (title; address and balance; actions).
            className="max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:p-4 max-md:[&>td]:p-0!"
          >
            <TableCell className="max-md:col-span-2 md:max-w-56 md:min-w-36">
              <p className="line-clamp-2 font-medium">{vault.title}</p>
              <div className="mt-1 flex flex-wrap gap-1">
                <Badge
                  variant={deployment.done ? 'success' : 'outline'}
                  title={deployment.detail ? `${deployment.text} (${deployment.detail})` : undefined}
                >
                  {deployment.text}
                  {deployment.detail && <span className="sr-only"> ({deployment.detail})</span>}
                </Badge>
                {safe && (
                  <Badge variant="outline" title={safe.address} data-testid="vault-safe">
                    {safeLabel(safe)}
                  </Badge>
                )}
              </div>
              {!deployment.everywhere && (
                // A vault is deployed by its first withdrawal (decision 002): "Not yet deployed"
                // beside a balance read as if the money were stuck.
                <p className="mt-1 text-xs text-muted-foreground" data-testid="vault-not-deployed">
                  {t(
                    'The money is safe at this address: the first withdrawal on a network creates the vault contract there.',
                  )}
                </p>
              )}
              {rule && (
                <p id={ruleId} className="mt-1 text-xs text-muted-foreground" data-testid="withdraw-rule">
                  {rule.reason}
                </p>
              )}
            </TableCell>
            <TableCell className="max-md:min-w-0">
              <AddressCell
                address={vault.walletAddress}
                explorerUrl={explorerUrl}
                copiedMessage={t('Wallet address copied to clipboard')}
                className="gap-1.5"
              />
            </TableCell>
            <TableCell className="text-end font-semibold tabular-nums">
              <NetworkBalances vault={vault} symbol={symbol} chains={chains} />
            </TableCell>
            <TableCell className="hidden text-xs text-muted-foreground lg:table-cell">
              <OtherBalances vault={vault} symbol={symbol} chains={chains} />
            </TableCell>
            <TableCell className="hidden text-xs whitespace-nowrap text-muted-foreground md:table-cell">
              {formatChecked(vault.lastChecked)}
            </TableCell>
            <WalletRowActions
              title={vault.title}
              refreshing={refreshing}
              onRefresh={() => refresh.mutate(vault.campaignId)}
            >
              {/* Where a Safe owns the vault on a network, its withdrawals are proposed to the
                      Safe's owners; where the wallet does, withdrawn directly. */}
              {safe && <SafeProposeDialog vault={vault} queue={safeQueue} />}
              {!isSafeManaged(vault) && <WithdrawDialog vault={vault} rule={rule} ruleId={ruleId} />}
            </WalletRowActions>
          </TableRow>
        );
      })}
    </DataTable>
  );
}
