import type { ChainConfig } from '@crowdvault/shared/api/config';
import { shortenAddress } from '@crowdvault/shared/format';
import { Loader2, ShieldCheck, Users } from 'lucide-react';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { chainById, chainNameOf, listNames, useChains } from '@/lib/config/chains';
import { msg, type Translate, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { type SafeRead, useSafeReads } from '../api/read-safe';
import type { CampaignForm } from '../lib/campaign-form';
import { FormField } from './form-field';
import { FormSection } from './form-section';
import { NewSafeForm } from './new-safe-form';

export type OwnerKind = 'wallet' | 'safe';
type SafeSource = 'existing' | 'new';

const CARD =
  'flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors hover:bg-muted/40 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring';
const SEGMENT =
  'relative flex flex-1 cursor-pointer items-center justify-center rounded-md px-2 py-2 text-center text-[13px] leading-tight font-medium sm:text-sm text-muted-foreground transition-colors has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring';

/**
 * Who owns the campaign's vault (issue 30, decision 104): the creator's wallet (the default, as
 * before) or a Safe: an existing one, read from the chain with its owners and threshold, or one
 * created here. The Safe must be one, with the creator among its owners, on every network the
 * vault takes gifts on (all or nothing: its network; keep: every network served).
 */
export function VaultOwnerSection({
  form,
  creator,
  ownerKind,
  onOwnerKind,
}: {
  form: CampaignForm;
  creator: string;
  ownerKind: OwnerKind;
  onOwnerKind: (kind: OwnerKind) => void;
}) {
  const t = useT();
  const chains = useChains();
  const [model, chainId] = form.watch(['fundingModel', 'chainId']);
  // An all-or-nothing vault lives on its one chain; a 'keep' vault on every served chain.
  const only = model === 'all_or_nothing' ? chainById(chains, chainId) : undefined;
  const vaultChains = model !== 'all_or_nothing' ? chains.chains : only ? [only] : [];
  const [source, setSource] = useState<SafeSource>('existing');
  const name = useId();
  const sourceName = useId();

  const chooseKind = (kind: OwnerKind) => {
    onOwnerKind(kind);
    // My wallet sends no owner; a Safe starts from an empty address to fill in.
    form.setValue('vaultOwner', '', { shouldValidate: false });
    form.clearErrors('vaultOwner');
  };

  return (
    <FormSection
      icon={ShieldCheck}
      title={t('Vault Owner')}
      description={t(
        "Who can take money out of the campaign's vault. You stay the campaign's creator either way.",
      )}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('Vault owner')}</legend>
        <OwnerChoice
          name={name}
          checked={ownerKind === 'wallet'}
          onChoose={() => chooseKind('wallet')}
          title={
            <>
              {t('My wallet')}
              <span className="ms-1.5 text-xs font-normal text-muted-foreground">{t('(default)')}</span>
            </>
          }
        >
          {sentenceParts(t, msg('Your wallet {address} withdraws on its own, with one signature.'), {
            address: (
              <span className="font-mono" dir="ltr">
                {shortenAddress(creator)}
              </span>
            ),
          })}
        </OwnerChoice>
        <OwnerChoice
          name={name}
          checked={ownerKind === 'safe'}
          onChoose={() => chooseKind('safe')}
          title={t('A Safe')}
        >
          {t(
            'A Safe multisig of your team owns the vault: money leaves only when enough of its owners sign. Donors see who they are.',
          )}
        </OwnerChoice>
      </fieldset>
      {ownerKind === 'safe' && (
        <>
          <fieldset className="flex rounded-lg bg-muted p-1">
            <legend className="sr-only">{t('Which Safe')}</legend>
            {(
              [
                ['existing', t('An existing Safe')],
                ['new', t('Create a new Safe')],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={SEGMENT}>
                <input
                  type="radio"
                  name={sourceName}
                  checked={source === value}
                  onChange={() => setSource(value)}
                  // Over the whole segment, unseen: the label is what shows which one is chosen.
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md"
                />
                {label}
              </label>
            ))}
          </fieldset>
          {source === 'existing' ? (
            <ExistingSafe form={form} creator={creator} chains={vaultChains} />
          ) : (
            <NewSafeForm
              creator={creator}
              chains={vaultChains}
              onCreated={(address) => {
                form.setValue('vaultOwner', address, { shouldValidate: true, shouldDirty: true });
                setSource('existing');
              }}
            />
          )}
        </>
      )}
    </FormSection>
  );
}

/** The address field of an existing Safe, and what its chains say of it as soon as it is whole. */
function ExistingSafe({
  form,
  creator,
  chains,
}: {
  form: CampaignForm;
  creator: string;
  chains: ChainConfig[];
}) {
  const t = useT();
  const address = form.watch('vaultOwner');
  const read = useSafeReads(
    address,
    chains.map((chain) => chain.chainId),
  );
  const problem = safeProblem(read, creator, chains, t);
  const names = listNames(chains.map((chain) => chain.chainName));
  return (
    <>
      <FormField
        label={t('Safe address')}
        error={form.formState.errors.vaultOwner?.message ?? problem ?? undefined}
        hint={t('A Safe on {names} with your wallet among its owners.', { names })}
      >
        <Input
          {...form.register('vaultOwner')}
          placeholder="0x..."
          spellCheck={false}
          autoComplete="off"
          className="font-mono text-xs sm:text-sm"
        />
      </FormField>
      {read.status === 'reading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {t('Reading the Safe...')}
        </p>
      )}
      {read.status === 'read' && !problem && <SafeSummary read={read} names={names} />}
    </>
  );
}

/** One way to own the vault, as a radio card: its title and what it means. */
function OwnerChoice({
  name,
  checked,
  onChoose,
  title,
  children,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <label className={CARD}>
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <span className="flex flex-col gap-1">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{children}</span>
      </span>
    </label>
  );
}

/** "2 of 3 owners: 0x…, 0x…, 0x…" as the first chain shows it (a Safe may differ per chain; the
 *  server checks each). */
function SafeSummary({ read, names }: { read: Extract<SafeRead, { status: 'read' }>; names: string }) {
  const t = useT();
  const [safe] = read.safes;
  if (!safe) return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm"
      data-testid="safe-summary"
    >
      <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">
          {t('{count} of {owners, plural, one {# owner} other {# owners}}:', {
            count: safe.threshold,
            owners: safe.owners.length,
          })}{' '}
          <span className="font-mono font-normal" dir="ltr">
            {safe.owners.map((owner, index) => (
              // Each address whole: the list wraps between addresses, never inside one.
              <Fragment key={owner}>
                {index > 0 && ', '}
                <span className="whitespace-nowrap">{shortenAddress(owner)}</span>
              </Fragment>
            ))}
          </span>
        </p>
        <p className="text-muted-foreground">
          {t(
            'Safe {version} on {names}. Withdrawals need {count, plural, one {# signature} other {# signatures}}.',
            { version: safe.version, names, count: safe.threshold },
          )}
        </p>
      </div>
    </div>
  );
}

/** Why this Safe cannot own the vault: the server's refusal, or the creator missing from its owners
 *  on some chain (the server's own sentence for it). */
function safeProblem(read: SafeRead, creator: string, chains: ChainConfig[], t: Translate): string | null {
  if (read.status === 'refused') return read.message;
  if (read.status !== 'read') return null;
  const missing = read.safes.find(
    (safe) => !safe.owners.some((owner) => owner.toLowerCase() === creator.toLowerCase()),
  );
  if (!missing) return null;
  // CREATE_CAMPAIGN_MESSAGES.vaultOwnerNotYours's sentence, in the reader's language.
  return t('Your wallet {wallet} is not an owner of this Safe on {chain}: name a Safe you are an owner of', {
    wallet: creator,
    chain: chainNameOf({ chains }, missing.chainId),
  });
}
