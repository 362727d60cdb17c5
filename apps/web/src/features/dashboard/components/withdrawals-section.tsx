import type { CampaignVault } from '@crowdvault/shared/api/withdrawal';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/auth/use-session';
import { configQueryOptions } from '@/lib/config/app-config';
import { msg, useT } from '@/lib/i18n/i18n';
import { useMyWallets } from '../api/get-my-wallets';
import { useMyWithdrawals } from '../api/get-my-withdrawals';
import { useWithdraw } from '../use-withdraw';
import { useWithdrawalRules } from '../use-withdrawal-rules';
import { LoadError } from './load-error';
import { Placeholders } from './placeholders';
import { SafeWithdrawals } from './safe-withdrawals';
import { TableSkeleton } from './table-skeleton';
import { holdsFunds, WithdrawForm } from './withdraw-form';
import { WithdrawalHistory } from './withdrawal-history';

/** The vaults the single-owner form offers: those the wallet owns itself on some network. A
 *  Safe-owned vault is left out (its owners withdraw it under Safe Withdrawals) unless the wallet
 *  also owns it alone on a network where it holds something: listed for its networks with no
 *  Safe, it read "0.00 available" beside the Safe's money (issue 40). */
export function directVaults(vaults: CampaignVault[]): CampaignVault[] {
  return vaults.filter((vault) => {
    const direct = vault.chains.filter((entry) => entry.safe === null);
    if (direct.length === vault.chains.length) return true;
    return holdsFunds({ ...vault, chains: direct.filter((entry) => !entry.readError) });
  });
}

function RequestWithdrawal() {
  const t = useT();
  const { address } = useSession();
  const wallets = useMyWallets();
  const { withdrawDirectly, withdrawGasless, pending } = useWithdraw();
  const rules = useWithdrawalRules();
  if (wallets.isPending) {
    return (
      <Placeholders count={3} className="flex flex-col gap-4" itemClassName="h-16">
        <Skeleton className="h-10" />
      </Placeholders>
    );
  }
  if (!wallets.data) return <LoadError what={msg('Your campaigns')} onRetry={() => void wallets.refetch()} />;
  const direct = directVaults(wallets.data);
  const bySafe = wallets.data.filter((vault) => !direct.includes(vault));
  // Said where a Safe owner looks for them: these are withdrawn from the Safe Withdrawals card.
  const safeNote = bySafe.length > 0 && (
    <p className="text-sm text-muted-foreground" data-testid="safe-owned-note">
      {bySafe.length === 1
        ? t('{title} is owned by a Safe: its owners withdraw it under Safe Withdrawals, not here.', {
            title: bySafe[0]!.title,
          })
        : t(
            '{count, plural, other {# of your campaigns are owned by a Safe: their owners withdraw them under Safe Withdrawals, not here.}}',
            { count: bySafe.length },
          )}
    </p>
  );
  if (direct.length === 0 || !address) {
    return (
      safeNote || (
        <p className="text-sm text-muted-foreground">
          {t('Create a campaign to receive and withdraw funds.')}
        </p>
      )
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {safeNote}
      <WithdrawForm
        kind="request"
        vaults={direct}
        ownAddress={address}
        pending={pending}
        rules={rules}
        onWithdraw={(plan, method) => (method === 'direct' ? withdrawDirectly(plan) : withdrawGasless(plan))}
      />
    </div>
  );
}

/** Withdrawals: the request form on the left, the history on the right (stacked on phones). */
export function WithdrawalsSection() {
  const t = useT();
  const withdrawals = useMyWithdrawals();
  const { data: config } = useQuery(configQueryOptions);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <SafeWithdrawals />
      <Card>
        <CardHeader className="max-sm:p-4">
          <h2 className="text-lg leading-tight font-semibold">{t('Request a Withdrawal')}</h2>
          <CardDescription>
            {t(
              'The vault pays the recipient and sends the 2.5% platform fee to the treasury in one transaction.',
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="max-sm:px-4 max-sm:pb-4">
          <RequestWithdrawal />
        </CardContent>
      </Card>
      <Card className="overflow-hidden">
        <CardHeader className="max-sm:p-4">
          <h2 className="text-lg leading-tight font-semibold">{t('Withdrawal History')}</h2>
        </CardHeader>
        <div className="border-t">
          {withdrawals.isPending ? (
            <TableSkeleton rows={3} />
          ) : !withdrawals.data ? (
            <div className="p-6">
              <LoadError what={msg('Withdrawal history')} onRetry={() => void withdrawals.refetch()} />
            </div>
          ) : (
            <WithdrawalHistory withdrawals={withdrawals.data} chains={config?.chains} />
          )}
        </div>
      </Card>
    </div>
  );
}
