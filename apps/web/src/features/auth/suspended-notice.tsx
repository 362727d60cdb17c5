import { MODERATION_REASON_LABELS } from '@crowdvault/shared/moderation';
import { ShieldAlert } from 'lucide-react';
import { useSession } from '@/lib/auth/use-session';
import { cn } from '@/lib/cn';

/** "Fraud or scam: copies another campaign", or just the label without text. */
function reasonText(reason: { code: keyof typeof MODERATION_REASON_LABELS; text: string }): string {
  const label = MODERATION_REASON_LABELS[reason.code];
  return reason.text ? `${label}: ${reason.text}` : label;
}

/** Tells a suspended user so, with the moderator's reason, from the moment they sign in: before,
 *  they learnt it from a refusal after filling a whole campaign form. Nothing for anyone else. */
export function SuspendedNotice({ className }: { className?: string }) {
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
        <p className="font-semibold">Your account is suspended</p>
        {user.suspensionReason && <p>Reason: {reasonText(user.suspensionReason)}</p>}
        <p className="text-muted-foreground">
          Until a moderator lifts it you can browse and see your dashboard, but not create, edit or withdraw
          from campaigns, post updates or report campaigns.
        </p>
      </div>
    </div>
  );
}
