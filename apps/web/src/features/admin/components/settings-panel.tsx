import { type PlatformSettings, updateSettingsSchema } from '@crowdvault/shared/api/admin';
import { LIMITS } from '@crowdvault/shared/constants';
import { Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/auth/use-session';
import { type Format, useFormat } from '@/lib/i18n/format';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { usePlatformSettings, useUpdateSettings } from '../api/settings';
import { DetailSection, FactList } from './detail-section';
import { ListError } from './list-states';
import { WalletAddress } from './wallet-address';

/** updateSettingsSchema's answers (packages/shared, English) in `t`'s language; one it does not
 *  know is shown as written. */
function settingsMessage(message: string, t: Translate, format: Format): string {
  switch (message) {
    case 'Minimum goal must be an amount with at most 2 decimals':
      return t('Minimum goal must be an amount with at most 2 decimals');
    case `Minimum goal must be at least ${LIMITS.goalMin}`:
      return t('Minimum goal must be at least {amount}', {
        amount: format.exactDecimal(String(LIMITS.goalMin)),
      });
    case `Minimum goal must be at most ${LIMITS.goalMax.toLocaleString('en-US')}`:
      return t('Minimum goal must be at most {amount}', { amount: format.count(LIMITS.goalMax) });
    case 'Maximum duration must be a whole number of days':
      return t('Maximum duration must be a whole number of days');
    case 'Maximum duration must be at least 1 day':
      return t('Maximum duration must be at least 1 day');
    case 'Maximum duration must be at most 3650 days':
      return t('Maximum duration must be at most {count} days', { count: format.count(3650) });
    default:
      return message;
  }
}

/** "2.5 %": the fee in basis points as the locale writes a percentage, with the places it has. */
function feePercent(bps: number, format: Format): string {
  const places = bps % 100 === 0 ? 0 : bps % 10 === 0 ? 1 : 2;
  return format.percent(bps / 100, places);
}

/** Settings: the on-chain facts (read-only) and the campaign limits (editable by an ADMIN). */
export function SettingsPanel() {
  const t = useT();
  const format = useFormat();
  const query = usePlatformSettings();
  if (query.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-2" role="status" aria-label={t('Loading settings')}>
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    return <ListError what="settings" query={query} />;
  }
  const { chain } = query.data;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <DetailSection
        title={t('On-chain facts')}
        description={t('Fixed by the deployed contracts; they cannot be changed here.')}
      >
        <FactList
          facts={[
            {
              label: t('Platform fee'),
              value: t('{percent} of each withdrawal', { percent: feePercent(chain.platformFeeBps, format) }),
            },
            { label: t('Chain'), value: `${chain.chainName} (${chain.chainId})` },
            {
              label: t('Treasury'),
              value: <WalletAddress address={chain.treasuryAddress} explorerUrl={null} full />,
            },
            {
              label: t('Campaign factory'),
              value: <WalletAddress address={chain.factoryAddress} explorerUrl={null} full />,
            },
          ]}
        />
      </DetailSection>
      <LimitsForm key={`${query.data.minGoal}-${query.data.maxDurationDays}`} settings={query.data} />
    </div>
  );
}

function LimitsForm({ settings }: { settings: PlatformSettings }) {
  const t = useT();
  const format = useFormat();
  const session = useSession();
  const canEdit = session.isAdmin;
  const update = useUpdateSettings();
  const [minGoal, setMinGoal] = useState(settings.minGoal);
  const [maxDays, setMaxDays] = useState(String(settings.maxDurationDays));
  const [errors, setErrors] = useState<{ minGoal?: string; maxDurationDays?: string }>({});
  const ids = { minGoal: useId(), maxDays: useId(), minGoalError: useId(), maxDaysError: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    const days = maxDays.trim() === '' ? Number.NaN : Number(maxDays);
    const parsed = updateSettingsSchema.safeParse({ minGoal, maxDurationDays: days });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'minGoal') next.minGoal ??= settingsMessage(issue.message, t, format);
        if (field === 'maxDurationDays')
          next.maxDurationDays ??= Number.isInteger(days)
            ? settingsMessage(issue.message, t, format)
            : t('Maximum duration must be a whole number of days');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data);
  }

  return (
    <DetailSection
      title={t('Campaign limits')}
      description={
        canEdit
          ? t('Campaign creation enforces these limits.')
          : t('Campaign creation enforces these limits. Only an admin can change them.')
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.minGoal}>{t('Minimum campaign goal')}</Label>
          <Input
            id={ids.minGoal}
            inputMode="decimal"
            value={minGoal}
            readOnly={!canEdit}
            aria-invalid={errors.minGoal ? true : undefined}
            aria-describedby={errors.minGoal ? ids.minGoalError : undefined}
            onChange={(event) => setMinGoal(event.target.value)}
          />
          {errors.minGoal ? (
            <p id={ids.minGoalError} className="text-sm text-destructive">
              {errors.minGoal}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">
              {t('In the campaign’s stablecoin; at least {amount}.', {
                amount: format.exactDecimal(String(LIMITS.goalMin)),
              })}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.maxDays}>{t('Maximum duration (days)')}</Label>
          <Input
            id={ids.maxDays}
            type="number"
            min={1}
            step={1}
            value={maxDays}
            readOnly={!canEdit}
            aria-invalid={errors.maxDurationDays ? true : undefined}
            aria-describedby={errors.maxDurationDays ? ids.maxDaysError : undefined}
            onChange={(event) => setMaxDays(event.target.value)}
          />
          {errors.maxDurationDays && (
            <p id={ids.maxDaysError} className="text-sm text-destructive">
              {errors.maxDurationDays}
            </p>
          )}
        </div>
        {canEdit ? (
          <Button type="submit" className="self-start" disabled={update.isPending}>
            {update.isPending ? t('Saving...') : t('Save settings')}
          </Button>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Lock className="size-4" aria-hidden />
            {t('Read-only for moderators')}
          </p>
        )}
      </form>
    </DetailSection>
  );
}
