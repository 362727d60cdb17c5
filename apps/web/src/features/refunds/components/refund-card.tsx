import type { DonorRefund, DonorRefundToken } from '@crowdvault/shared/api/refund';
import { CheckCircle2, Loader2, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import type { ClaimMethod } from '../use-claim-refund';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const isPositive = (amount: string) => /[1-9]/.test(amount);

export interface RefundCardProps {
  refund: DonorRefund;
  /** The vault's chain's explorer, for the refund transactions; null on a local chain. */
  explorerUrl: string | null;
  pending: ClaimMethod | null;
  /** `to`: where a gasless refund goes when the donor names another address. */
  onClaim: (method: ClaimMethod, to?: string) => void;
}

/** "Claim your refund": exactly what the vault gives back per token, then the two ways to take it
 *  (gasless first: one signature, the platform pays the gas), or what was already paid. */
export function RefundCard({ refund, explorerUrl, pending, onClaim }: RefundCardProps) {
  const t = useT();
  const claimable = refund.tokens.filter((token) => isPositive(token.claimable));
  const paid = refund.tokens.filter((token) => token.refund);
  const open = claimable.length > 0 && refund.transaction !== null;
  return (
    <Card id="refund" data-testid="refund-card" className="scroll-mt-24">
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Undo2 className="size-4 text-primary" aria-hidden />
          {open ? t('Claim your refund') : t('Your refund')}
        </CardTitle>
        <CardDescription>
          {open
            ? t(
                'The goal was not reached in time, so the vault gives back exactly what you gave, per token, with no fee.',
              )
            : t('The vault has paid back everything this wallet gave.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col divide-y rounded-lg border" aria-label={t('Your refund by token')}>
          {refund.tokens.map((token) => (
            <RefundLine key={token.tokenAddress} token={token} explorerUrl={explorerUrl} />
          ))}
        </ul>
        {open ? (
          <ClaimActions pending={pending} onClaim={onClaim} donor={refund.donorAddress} />
        ) : (
          paid.length > 0 && (
            <p className="flex items-center gap-2 text-sm text-success">
              <CheckCircle2 className="size-4" aria-hidden />
              {t('Paid back in full')}
            </p>
          )
        )}
      </CardContent>
    </Card>
  );
}

function RefundLine({ token, explorerUrl }: { token: DonorRefundToken; explorerUrl: string | null }) {
  const t = useT();
  const format = useFormat();
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3 text-sm">
      {/* Exact to the smallest unit: a refund is all the donor gave, nothing rounded away. */}
      <span className="font-semibold tabular-nums">{format.exact(token.contributed, token.symbol)}</span>
      {token.refund ? (
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {token.refund.method === 'pushed' ? t('Refunded to you') : t('Refunded')}
          <ExplorerLink explorerUrl={explorerUrl} kind="tx" value={token.refund.transactionHash} />
        </span>
      ) : isPositive(token.claimable) ? (
        <span className="text-xs text-muted-foreground">{t('to claim')}</span>
      ) : (
        <span className="text-xs text-muted-foreground">{t('Refunded')}</span>
      )}
    </li>
  );
}

/** The two ways to claim, and "another address" for a donor whose own cannot receive (a contract
 *  that reverts, a blacklisted address): only the signed claim can name one (decision 090). */
function ClaimActions({
  donor,
  pending,
  onClaim,
}: {
  donor: string;
  pending: ClaimMethod | null;
  onClaim: (method: ClaimMethod, to?: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [elsewhere, setElsewhere] = useState(false);
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = pending !== null;

  const claimGasless = () => {
    if (elsewhere) {
      if (!ADDRESS.test(to.trim())) {
        setError(t('Enter the 0x address that should receive your refund.'));
        return;
      }
      setError(null);
      onClaim('gasless', to.trim());
      return;
    }
    onClaim('gasless', donor);
  };

  return (
    <div className="flex flex-col gap-3">
      <Button size="lg" className="w-full" onClick={claimGasless} disabled={busy}>
        {pending === 'gasless' && <Loader2 className="animate-spin" aria-hidden />}
        {pending === 'gasless' ? t('Claiming...') : t('Claim without gas')}
      </Button>
      <p className="-mt-1 text-xs text-muted-foreground">
        {t('One signature in your wallet; the platform sends it and pays the network fee.')}
      </p>
      {!elsewhere && (
        <>
          <Button variant="outline" className="w-full" onClick={() => onClaim('direct')} disabled={busy}>
            {pending === 'direct' && <Loader2 className="animate-spin" aria-hidden />}
            {pending === 'direct' ? t('Claiming...') : t('Claim with my wallet')}
          </Button>
          <p className="-mt-1 text-xs text-muted-foreground">
            {t('Your wallet sends the claim itself and pays the network fee.')}
          </p>
        </>
      )}
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-elsewhere`}
          className="mt-0.5"
          checked={elsewhere}
          onCheckedChange={(value) => setElsewhere(value === true)}
        />
        {/* Two lines on a phone: a label's usual leading-none would crowd them. */}
        <Label htmlFor={`${id}-elsewhere`} className="leading-snug font-normal">
          {t('Send my refund to another address (if this wallet cannot receive tokens)')}
        </Label>
      </div>
      {elsewhere && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-to`}>{t('Refund to')}</Label>
          <Input
            id={`${id}-to`}
            className="font-mono text-xs"
            placeholder="0x..."
            autoComplete="off"
            spellCheck={false}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
