import type { CampaignVault } from '@crowdvault/shared/api/withdrawal';
import { useQuery } from '@tanstack/react-query';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { useSession } from '@/lib/auth/use-session';
import { configQueryOptions } from '@/lib/config/app-config';
import { chainNameOf, explorerFor } from '@/lib/config/chains';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { safeLabel } from '@/lib/safe/safe-label';
import { useMyWallets } from '../api/get-my-wallets';
import { useSafeProposals } from '../api/get-safe-proposals';
import { useSafeQueue } from '../use-safe-queue';
import { LoadError } from './load-error';
import { type SafeChain, safeChainsOf } from './safe-proposal-form';
import { SafeProposalItem } from './safe-proposal-item';
import { SafeProposeDialog } from './safe-propose-dialog';
import { TableSkeleton } from './table-skeleton';

/** How many settled proposals (executed, rejected, replaced, stale) each campaign keeps in view. */
const SETTLED_SHOWN = 3;

function SafeQueue({
  vault,
  entry,
  queue,
}: {
  vault: CampaignVault;
  entry: SafeChain;
  queue: ReturnType<typeof useSafeQueue>;
}) {
  const t = useT();
  const { address } = useSession();
  const { data: config } = useQuery(configQueryOptions);
  const proposals = useSafeProposals(entry.chainId, entry.safe.address);
  const explorerUrl = explorerFor(config, entry.chainId);
  const mine = proposals.data?.filter((tx) => tx.campaignId === vault.campaignId) ?? [];
  const live = mine.filter((tx) => tx.status.startsWith('AWAITING') || tx.status === 'EXECUTING');
  const settled = mine.filter((tx) => !live.includes(tx)).slice(0, SETTLED_SHOWN);
  return (
    <section
      className="flex flex-col gap-4 border-t px-6 py-5 max-sm:px-4"
      aria-labelledby={`safe-${vault.campaignId}-${entry.chainId}`}
      data-testid={`safe-queue-${vault.campaignId}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`safe-${vault.campaignId}-${entry.chainId}`} className="font-semibold break-words">
            {vault.title}
          </h3>
          <p className="text-xs text-muted-foreground">
            {sentenceParts(t, msg('{safe} {address} on {network}'), {
              safe: safeLabel(entry.safe),
              address: <ExplorerLink explorerUrl={explorerUrl} kind="address" value={entry.safe.address} />,
              network: chainNameOf(config, entry.chainId),
            })}
          </p>
        </div>
        <SafeProposeDialog vault={vault} queue={queue} />
      </div>
      {proposals.isPending ? (
        <TableSkeleton rows={1} />
      ) : !proposals.data ? (
        <LoadError what={msg('Proposals')} onRetry={() => void proposals.refetch()} />
      ) : live.length + settled.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No withdrawal proposed yet.')}</p>
      ) : (
        <ul
          className="flex flex-col divide-y"
          aria-label={t('Proposals for {title}', { title: vault.title })}
        >
          {[...live, ...settled].map((tx) => (
            <SafeProposalItem
              key={tx.safeTxHash}
              tx={tx}
              me={address ?? ''}
              explorerUrl={explorerUrl}
              pending={queue.pending}
              onAction={(action, target) => {
                const run = {
                  sign: queue.sign,
                  reject: queue.reject,
                  direct: queue.executeDirectly,
                  relayer: queue.executeGasless,
                }[action];
                void run(target);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Safe withdrawals: for each campaign whose vault a Safe the signed-in wallet is an owner of holds,
 *  its queue of proposals and a way to propose one. Nothing when there is none. */
export function SafeWithdrawals() {
  const t = useT();
  const wallets = useMyWallets();
  const queue = useSafeQueue();
  const managed = (wallets.data ?? []).flatMap((vault) =>
    safeChainsOf(vault).map((entry) => ({ vault, entry })),
  );
  if (managed.length === 0) return null;
  return (
    <Card className="overflow-hidden lg:col-span-2" data-testid="safe-withdrawals">
      <CardHeader className="max-sm:p-4">
        <h2 className="text-lg leading-tight font-semibold">{t('Safe Withdrawals')}</h2>
        <CardDescription>
          {t(
            'Campaigns a Safe you are an owner of manages. A withdrawal runs once enough owners have signed it.',
          )}
        </CardDescription>
      </CardHeader>
      {managed.map(({ vault, entry }) => (
        <SafeQueue key={`${vault.campaignId}-${entry.chainId}`} vault={vault} entry={entry} queue={queue} />
      ))}
    </Card>
  );
}
