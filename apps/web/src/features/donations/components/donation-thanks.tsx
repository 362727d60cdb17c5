import { Bell, CircleCheck, ReceiptText, X } from 'lucide-react';
import { Link } from 'wouter';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import type { DonationDone } from '../use-donate';

/** Heads the panel after a donation went through, above the cleared form: what was given, its
 *  receipt, and that the donor now follows the campaign (a recorded donation follows it, decision
 *  053). The toast has already announced the success; this stays until dismissed or the next
 *  donation, so the receipt is one click away. */
export function DonationThanks({ done, onDismiss }: { done: DonationDone; onDismiss?: () => void }) {
  const format = useFormat();
  const t = useT();
  return (
    <section
      aria-label={t('Donation received')}
      className="relative flex flex-col gap-2 rounded-lg border border-success/30 bg-success/10 p-3 pe-9 text-sm"
      data-testid="donation-thanks"
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
        <span>{t('Thank you! You gave {amount}.', { amount: format.amount(done.amount, done.symbol) })}</span>
      </p>
      {done.receipt ? (
        <Link
          href={done.receipt}
          className="flex items-center gap-2 self-start font-medium text-primary hover:underline"
        >
          <ReceiptText className="size-4 shrink-0" aria-hidden />
          {t('View receipt')}
        </Link>
      ) : (
        <p className="text-muted-foreground">
          {t('Your receipt will be in My Donations as soon as the donation is recorded.')}
        </p>
      )}
      {done.following && (
        <p className="flex items-center gap-2" data-testid="now-following">
          <Bell className="size-4 shrink-0 text-primary" aria-hidden />
          {t('You now follow this campaign')}
        </p>
      )}
      {onDismiss && (
        <button
          type="button"
          aria-label={t('Close')}
          onClick={onDismiss}
          className="absolute top-2 end-2 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </section>
  );
}
