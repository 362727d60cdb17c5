import { ShieldAlert } from 'lucide-react';
import { useSession } from '@/lib/auth/use-session';
import { cn } from '@/lib/cn';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { MODERATION_REASON_TEXTS } from '@/lib/moderation-reasons';

/** "Fraud or scam: copies another campaign", or just the label without text (the moderator's
 *  words stay as written). */
function reasonText(
  reason: { code: keyof typeof MODERATION_REASON_TEXTS; text: string },
  t: Translate,
): string {
  const label = t(MODERATION_REASON_TEXTS[reason.code]);
  return reason.text ? `${label}: ${reason.text}` : label;
}

/** Tells a suspended user so, with the moderator's reason, from the moment they sign in: before,
 *  they learnt it from a refusal after filling a whole campaign form. Nothing for anyone else. */
export function SuspendedNotice({ className }: { className?: string }) {
  const t = useT();
  const { user } = useSession();
  if (user?.status !== 'SUSPENDED') return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm',
        className,
      )}
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t('Your account is suspended')}</p>
        {user.suspensionReason && (
          <p>{t('Reason: {reason}', { reason: reasonText(user.suspensionReason, t) })}</p>
        )}
        <p className="text-muted-foreground">
          {t(
            'Until a moderator lifts it you can browse and see your dashboard, but not create, edit or withdraw from campaigns, post updates or report campaigns.',
          )}
        </p>
      </div>
    </div>
  );
}
