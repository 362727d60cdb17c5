import { AlertCircle, Code2, Loader2, Puzzle, QrCode, ShieldCheck, Smartphone } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { WALLET_DESCRIPTIONS, type WalletKind, type WalletOption } from './wallet-option';

const KIND_ICONS: Record<WalletKind, typeof Puzzle> = {
  extension: Puzzle,
  walletconnect: QrCode,
  coinbase: Smartphone,
  dev: Code2,
};

/** Where the sentence under the list puts its two links. */
const TERMS_MARK = '\uE000';
const PRIVACY_MARK = '\uE001';

export interface WalletModalViewProps {
  /** Null while the configuration loads. */
  options: WalletOption[] | null;
  /** The wallet code is still loading: `options` are those known without it, and wallets it
   *  discovers (browser extensions announcing themselves) are added when it has. */
  discovering?: boolean;
  error: string | null;
  /** The entry being connected, if any; every entry is disabled meanwhile. */
  pendingId: string | null;
  onSelect: (option: WalletOption) => void;
  onCancel: () => void;
}

/** The wallet modal's content as SPEC.md §2 draws it; state lives in WalletModalDialog. */
export function WalletModalView({
  options,
  discovering = false,
  error,
  pendingId,
  onSelect,
  onCancel,
}: WalletModalViewProps) {
  const t = useT();
  // The install hint only when nothing listed can connect: a disabled WalletConnect does not count,
  // a dev account or Coinbase Wallet does.
  const nothingConnects =
    !discovering && options !== null && !options.some((option) => !option.unavailableReason);
  const devOptions = options?.filter((option) => option.kind === 'dev') ?? [];
  const otherOptions = options?.filter((option) => option.kind !== 'dev') ?? [];
  const entry = (option: WalletOption) => (
    <li key={option.id} className="h-full">
      <WalletOptionButton
        option={option}
        pending={pendingId === option.id}
        disabled={pendingId !== null || option.unavailableReason !== undefined}
        onSelect={onSelect}
      />
    </li>
  );
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('Connect Your Wallet')}</DialogTitle>
        <DialogDescription>
          {t(
            'Choose a wallet. You will sign a message to prove the address is yours; it is free and sends no transaction.',
          )}
        </DialogDescription>
      </DialogHeader>

      {error && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <div>
            <p className="font-medium text-destructive">{t('Connection error')}</p>
            <p className="text-foreground">{error}</p>
          </div>
        </div>
      )}

      {nothingConnects && (
        <div className="rounded-lg border border-dashed p-4 text-center">
          <p className="font-medium">{t('No wallets available')}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('Please install a Web3 wallet like MetaMask to continue')}
          </p>
        </div>
      )}

      {options === null ? (
        <p
          className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground"
          role="status"
        >
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {t('Looking for wallets…')}
        </p>
      ) : (
        <>
          {devOptions.length > 0 && (
            // On the local chain the dev accounts are what works without installing anything:
            // they come first, all in view (two columns from small screens up).
            <section aria-labelledby="dev-wallets-heading" className="flex flex-col gap-2">
              <div>
                <h3 id="dev-wallets-heading" className="text-sm font-semibold">
                  {t('Local dev wallets')}
                </h3>
                <p className="text-xs text-muted-foreground">{t(WALLET_DESCRIPTIONS.dev)}</p>
              </div>
              <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('Local dev wallets')}>
                {devOptions.map(entry)}
              </ul>
            </section>
          )}
          {otherOptions.length > 0 && (
            <section aria-labelledby="other-wallets-heading" className="flex flex-col gap-2">
              {devOptions.length > 0 && (
                <h3 id="other-wallets-heading" className="text-sm font-semibold">
                  {t('Other wallets')}
                </h3>
              )}
              <ul className="grid gap-2" aria-label={t('Wallets')}>
                {otherOptions.map(entry)}
              </ul>
            </section>
          )}
          {discovering && (
            <p className="flex items-center gap-2 text-xs text-muted-foreground" role="status">
              <Loader2 className="size-3 animate-spin" aria-hidden />
              {t('Looking for other wallets in this browser…')}
            </p>
          )}
        </>
      )}

      <div className="flex gap-3 rounded-lg bg-muted/60 p-3 text-sm">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{t('Secure connection.')}</span>{' '}
          {t('CrowdVault never sees your private keys. Signing in only proves that you own the address.')}
        </p>
      </div>

      <p className="text-center text-xs text-muted-foreground">
        {/* One sentence for a translator, the two links put where their language puts them. */}
        {t('By connecting a wallet, you agree to our {terms} and {privacy}.', {
          terms: TERMS_MARK,
          privacy: PRIVACY_MARK,
        })
          .split(/([\uE000\uE001])/)
          .map((part, index) =>
            part === TERMS_MARK || part === PRIVACY_MARK ? (
              <Link
                // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never move
                key={index}
                href={part === TERMS_MARK ? '/terms' : '/privacy'}
                onClick={onCancel}
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                {part === TERMS_MARK ? t('Terms of Service') : t('Privacy Policy')}
              </Link>
            ) : (
              part
            ),
          )}
      </p>

      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </DialogFooter>
    </>
  );
}

function WalletOptionButton({
  option,
  pending,
  disabled,
  onSelect,
}: {
  option: WalletOption;
  pending: boolean;
  disabled: boolean;
  onSelect: (option: WalletOption) => void;
}) {
  const t = useT();
  const Icon = KIND_ICONS[option.kind];
  // Dev accounts sit in a grid under their own heading: one short row each, no badges.
  const compact = option.kind === 'dev';
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onSelect(option)}
      className={cn(
        'flex h-full w-full items-center gap-3 rounded-lg border bg-background text-start transition-colors',
        compact ? 'px-3 py-2' : 'p-3',
        'hover:border-primary/50 hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border disabled:hover:bg-background',
      )}
    >
      <span
        className={cn(
          'flex shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground',
          compact ? 'size-8' : 'size-10',
        )}
      >
        {option.icon ? (
          <img src={option.icon} alt="" className="size-7 rounded" />
        ) : (
          <Icon className="size-5" aria-hidden />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{option.name}</span>
        </span>
        <span className="block text-sm text-muted-foreground">
          {t(option.unavailableReason ?? option.description)}
        </span>
        {!compact && <PlatformBadges platforms={option.platforms} className="mt-1.5" />}
      </span>
      {pending && (
        <Loader2 className="size-5 shrink-0 animate-spin text-primary" aria-label={t('Connecting')} />
      )}
    </button>
  );
}

function PlatformBadges({ platforms, className }: { platforms: string[]; className?: string }) {
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {platforms.map((platform) => (
        <Badge key={platform} variant="outline" className="font-normal">
          {platform}
        </Badge>
      ))}
    </span>
  );
}
