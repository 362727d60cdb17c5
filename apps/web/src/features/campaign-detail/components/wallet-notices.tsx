import { Clock, Info, ShieldCheck } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n';

// The wallet card's words for a campaign that invites no transfer (awaiting review, rejected, not
// taking donations, all or nothing): a part of their own, with their texts (the campaign-parts
// group, decision 140), so an open campaign's first load carries none of them. The server draws
// them for such a campaign, and the page hydrates once they are in.

/** Who can take money out of the vault: the creator, or the owner the creator card names below it
 *  (a Safe named at creation, decision 104, or an address a transfer moved it to, decision 083). */
export type Withdrawer = 'creator' | 'vault-owner';

export type WalletNoticeKind = 'awaiting-approval' | 'rejected' | 'closed' | 'all-or-nothing';

/** Why the card offers no QR code or copy button, and what a transfer sent anyway would do. */
export function WalletNotice({ kind, who }: { kind: WalletNoticeKind; who: Withdrawer }) {
  const t = useT();
  const creator = who === 'creator';
  if (kind === 'all-or-nothing') {
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="wallet-all-or-nothing">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        {t(
          "Only donations made with the Donate button count toward the goal and can be refunded. Money sent straight to the vault's address does not count and is not refunded: it goes to the creator with the rest.",
        )}
      </p>
    );
  }
  let text: string;
  if (kind === 'closed') {
    text = creator
      ? t(
          'This campaign is not taking donations now, so its wallet is not offered for transfers. The chain cannot refuse one: anything sent to this address anyway stays in the vault, cannot be refunded by CrowdVault, and only the creator can withdraw it.',
        )
      : t(
          "This campaign is not taking donations now, so its wallet is not offered for transfers. The chain cannot refuse one: anything sent to this address anyway stays in the vault, cannot be refunded by CrowdVault, and only the vault's owner named below can withdraw it (for a Safe, its owners together).",
        );
  } else if (kind === 'rejected') {
    text = creator
      ? t(
          'This campaign was not approved, so its wallet is not offered for transfers. The chain cannot refuse one: anything sent to its vault anyway stays there, cannot be refunded by CrowdVault, and only the creator can withdraw it.',
        )
      : t(
          "This campaign was not approved, so its wallet is not offered for transfers. The chain cannot refuse one: anything sent to its vault anyway stays there, cannot be refunded by CrowdVault, and only the vault's owner named below can withdraw it (for a Safe, its owners together).",
        );
  } else {
    text = creator
      ? t(
          'The wallet address appears once this campaign is approved. The chain cannot refuse a transfer: anything sent to its vault before then stays there, counts as a donation to this campaign, cannot be refunded by CrowdVault, and only the creator can withdraw it.',
        )
      : t(
          "The wallet address appears once this campaign is approved. The chain cannot refuse a transfer: anything sent to its vault before then stays there, counts as a donation to this campaign, cannot be refunded by CrowdVault, and only the vault's owner named below can withdraw it (for a Safe, its owners together).",
        );
  }
  return (
    <p
      className="flex items-start gap-2 text-sm text-muted-foreground"
      data-testid={kind === 'closed' ? 'wallet-closed' : 'wallet-awaiting-approval'}
    >
      <Clock className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      {text}
    </p>
  );
}

/** An all-or-nothing vault's terms, under its address. */
export function AllOrNothingVaultLine({ who }: { who: Withdrawer }) {
  const t = useT();
  return (
    <p className="flex items-start gap-2 text-xs text-muted-foreground">
      <ShieldCheck className="mt-0.5 size-3.5 shrink-0 text-accent" aria-hidden />
      {who === 'creator'
        ? t(
            'A smart-contract vault: only the creator can withdraw, only once the goal is reached in time, and 2.5% goes to the platform at withdrawal. If the goal is missed, every donor can take back what they gave.',
          )
        : t(
            'A smart-contract vault: only its owner named below can withdraw (for a Safe, its owners together), only once the goal is reached in time, and 2.5% goes to the platform at withdrawal. If the goal is missed, every donor can take back what they gave.',
          )}
    </p>
  );
}
