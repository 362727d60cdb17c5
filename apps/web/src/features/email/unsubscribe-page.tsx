import { EMAIL_KIND_INFO, unsubscribeQuerySchema } from '@crowdvault/shared/api/email';
import { MailMinus, MailX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/http/api-error';
import { usePageHead } from '@/lib/page-meta';
import { useUnsubscribe } from './api/unsubscribe';

/** `/email/unsubscribe?u&k&s`: the footer link of every mail. Asks before acting (mail scanners
 *  open links), then one click; no sign-in needed. */
export function UnsubscribePage() {
  // Rendered on the server (it reads only its link), kept out of search engines (decision 123).
  usePageHead({ title: 'Unsubscribe', noindex: true });
  const parsed = unsubscribeQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(useSearch())));
  const unsubscribe = useUnsubscribe();
  const settingsLink = (
    <Button asChild variant="outline">
      <Link href="/dashboard/settings">E-mail settings</Link>
    </Button>
  );
  if (!parsed.success) {
    return (
      <div className="container-page py-16">
        <EmptyState icon={MailX} title="This unsubscribe link is not valid" action={settingsLink} />
      </div>
    );
  }
  const label = EMAIL_KIND_INFO[parsed.data.k].label;
  return (
    <div className="container-page py-16">
      {unsubscribe.isSuccess ? (
        <EmptyState
          icon={MailMinus}
          title={<span role="status">You are unsubscribed</span>}
          description={`No more mails of this kind: ${label}. You can turn it back on in your settings.`}
          action={settingsLink}
        />
      ) : (
        <EmptyState
          icon={MailMinus}
          title="Unsubscribe from these e-mails?"
          description={
            unsubscribe.isError
              ? (isApiError(unsubscribe.error) && unsubscribe.error.serverMessage) ||
                'That did not work. Please try again.'
              : `You will no longer get: ${label}.`
          }
          action={
            <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(parsed.data)}>
              {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          }
        />
      )}
    </div>
  );
}
