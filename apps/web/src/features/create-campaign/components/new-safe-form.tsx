import type { ChainConfig } from '@crowdvault/shared/api/config';
import { Loader2, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { listNames } from '@/lib/config/chains';
import { useT } from '@/lib/i18n/i18n';
import { hasIssues, newSafeIssues } from '../lib/new-safe';
import { FormField } from './form-field';

/** A Safe holds at most this many owners here: enough for a board, and a form that fits a phone. */
const MAX_OWNERS = 10;

type Progress = { chain: ChainConfig; index: number } | null;

/**
 * "Create a new Safe": the owners (the creator first, fixed, since only a Safe they own may be
 * named; the others added and removed) and the threshold, checked before the wallet is asked; then
 * the Safe is created from the creator's wallet with protocol-kit on each of `chains`, loaded only
 * now, and its address handed to `onCreated`.
 */
export function NewSafeForm({
  creator,
  chains,
  onCreated,
}: {
  creator: string;
  chains: ChainConfig[];
  onCreated: (address: string) => void;
}) {
  const t = useT();
  const [owners, setOwners] = useState<string[]>([creator, '']);
  const [threshold, setThreshold] = useState(2);
  const [checked, setChecked] = useState(false);
  const [progress, setProgress] = useState<Progress>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const issues = newSafeIssues(owners, threshold, t);
  const shown = checked ? issues : { owners: new Map<number, string>(), threshold: null };
  const names = listNames(chains.map((chain) => chain.chainName));
  const busy = progress !== null;

  const setOwner = (index: number, value: string) =>
    setOwners((current) => current.map((owner, at) => (at === index ? value : owner)));

  const create = async () => {
    setChecked(true);
    setFailure(null);
    if (hasIssues(issues) || chains.length === 0) return;
    setProgress({ chain: chains[0]!, index: 0 });
    try {
      const { deploySafe } = await import('../lib/deploy-safe');
      const address = await deploySafe({
        owners: owners.map((owner) => owner.trim()),
        threshold,
        chains,
        from: creator,
        onStep: (chain, index) => setProgress({ chain, index }),
      });
      onCreated(address);
    } catch (error) {
      const { parseChainError } = await import('@/lib/wallet/parse-chain-error');
      const parsed = parseChainError(error);
      setFailure(
        parsed.kind === 'unknown' && error instanceof Error && error.message.length < 200
          ? error.message
          : parsed.description,
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-muted/20 p-4" data-testid="new-safe-form">
      <p className="text-sm text-muted-foreground">
        {t(
          "Your wallet creates the Safe on {names} and pays the gas: one transaction on each network. You are its first owner; add your team's wallets.",
          { names },
        )}
      </p>
      {owners.map((owner, index) => (
        <FormField
          // Rows are only appended or removed; the index names the field ("Owner 2").
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          label={index === 0 ? t('Owner 1 (you)') : t('Owner {number}', { number: index + 1 })}
          error={shown.owners.get(index)}
          render={(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                value={owner}
                readOnly={index === 0}
                onChange={(event) => setOwner(index, event.target.value)}
                placeholder="0x..."
                spellCheck={false}
                autoComplete="off"
                className="font-mono text-xs read-only:bg-muted/40 sm:text-sm"
              />
              {index > 0 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('Remove owner {number}', { number: index + 1 })}
                  disabled={busy}
                  onClick={() => setOwners((current) => current.filter((_, at) => at !== index))}
                >
                  <X aria-hidden />
                </Button>
              )}
            </div>
          )}
        />
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy || owners.length >= MAX_OWNERS}
          onClick={() => setOwners((current) => [...current, ''])}
        >
          <Plus aria-hidden />
          {t('Add owner')}
        </Button>
      </div>
      <FormField
        label={t('Signatures needed')}
        error={shown.threshold ?? undefined}
        hint={t('How many owners must sign before money leaves the vault.')}
        render={(control) => (
          <NativeSelect
            {...control}
            className="sm:max-w-xs"
            value={String(threshold)}
            onChange={(event) => setThreshold(Number(event.target.value))}
            disabled={busy}
          >
            {Array.from({ length: Math.max(owners.length, threshold) }, (_, at) => at + 1).map((count) => (
              <option key={count} value={count}>
                {t('{count} of {owners, plural, one {# owner} other {# owners}}', {
                  count,
                  owners: owners.length,
                })}
              </option>
            ))}
          </NativeSelect>
        )}
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <div>
        <Button type="button" onClick={create} disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          {progress
            ? t('Creating on {network} ({step} of {steps})...', {
                network: progress.chain.chainName,
                step: progress.index + 1,
                steps: chains.length,
              })
            : t('Create Safe')}
        </Button>
      </div>
    </div>
  );
}
