import type { WithdrawalPlan } from '@crowdvault/shared/api/withdrawal';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Fuel, Loader2, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { getAddress } from 'viem';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { configQueryOptions } from '@/lib/config/app-config';
import { chainNameOf } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import type { WithdrawMethod } from '../use-withdraw';

function Row({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-2', strong && 'border-t pt-3')}>
      <dt className={cn('text-sm text-muted-foreground', strong && 'font-medium text-foreground')}>{term}</dt>
      <dd className={cn('text-end text-sm tabular-nums', strong && 'text-base font-semibold')}>{children}</dd>
    </div>
  );
}

/** The server's exact split of a planned withdrawal and the recipient, shown before the creator
 *  signs anything; then the two ways to carry it out. */
export function WithdrawalReview({
  plan,
  pending,
  onBack,
  onConfirm,
}: {
  plan: WithdrawalPlan;
  pending: WithdrawMethod | null;
  onBack: () => void;
  onConfirm: (method: WithdrawMethod) => void;
}) {
  const symbol = plan.token.symbol;
  const busy = pending !== null;
  const { data: config } = useQuery(configQueryOptions);
  const t = useT();
  const format = useFormat();
  return (
    <section className="flex flex-col gap-4" aria-label={t('Review withdrawal')}>
      <dl className="rounded-lg border bg-muted/30 px-4 py-2" data-testid="withdrawal-review">
        <Row term={t('Amount')}>{format.exact(plan.amount, symbol)}</Row>
        <Row term={t('Platform fee (2.5%)')}>{format.exact(plan.fee, symbol)}</Row>
        <Row term={t('You receive')} strong>
          {format.exact(plan.payout, symbol)}
        </Row>
      </dl>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">{t('Recipient')}</p>
        <p className="font-mono text-xs break-all sm:text-sm" data-testid="withdrawal-recipient">
          {getAddress(plan.recipientAddress)}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">{t('Network')}</p>
        <p className="text-sm" data-testid="withdrawal-network">
          {chainNameOf(config, plan.chainId)}
        </p>
      </div>
      {!plan.vaultDeployed && (
        <p className="rounded-lg bg-secondary px-3 py-2 text-xs text-secondary-foreground">
          {t(
            "This is the vault's first withdrawal: withdrawing directly sends two transactions (deploy the vault, then withdraw). Gasless deploys it for you.",
          )}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button onClick={() => onConfirm('direct')} disabled={busy}>
          {pending === 'direct' ? <Loader2 className="animate-spin" aria-hidden /> : <Fuel aria-hidden />}
          {pending === 'direct' ? t('Processing...') : t('Withdraw Directly')}
        </Button>
        <Button variant="secondary" onClick={() => onConfirm('gasless')} disabled={busy}>
          {pending === 'gasless' ? <Loader2 className="animate-spin" aria-hidden /> : <PenLine aria-hidden />}
          {pending === 'gasless' ? t('Processing...') : t('Withdraw Gasless')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {t(
          'Directly: your wallet sends the transaction and pays the network fee. Gasless: you only sign; the platform submits it and pays the network fee.',
        )}
      </p>
      <Button variant="ghost" size="sm" className="self-start" onClick={onBack} disabled={busy}>
        <ArrowLeft aria-hidden />
        {t('Edit details')}
      </Button>
    </section>
  );
}
