import { unsubscribeQuerySchema } from '@crowdvault/shared/api/email';
import { MailMinus, MailX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/http/api-error';
import { useT } from '@/lib/i18n/i18n';
import { usePageHead } from '@/lib/page-meta';
import { useUnsubscribe } from './api/unsubscribe';
import { EMAIL_KIND_LABELS } from './email-kind-labels';

/** `/email/unsubscribe?u&k&s`: the footer link of every mail. Asks before acting (mail scanners
 *  open links), then one click; no sign-in needed. */
export function UnsubscribePage() {
  const t = useT();
  // Rendered on the server (it reads only its link), kept out of search engines (decision 123).
  usePageHead({ title: t('Unsubscribe'), noindex: true });
  const parsed = unsubscribeQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(useSearch())));
  const unsubscribe = useUnsubscribe();
  const settingsLink = (
    <Button asChild variant="outline">
      <Link href="/dashboard/settings">{t('E-mail settings')}</Link>
    </Button>
  );
  if (!parsed.success) {
    return (
      <div className="container-page py-16">
        <EmptyState icon={MailX} title={t('This unsubscribe link is not valid')} action={settingsLink} />
      </div>
    );
  }
  const label = t(EMAIL_KIND_LABELS[parsed.data.k]);
  return (
    <div className="container-page py-16">
      {unsubscribe.isSuccess ? (
        <EmptyState
          icon={MailMinus}
          title={<span role="status">{t('You are unsubscribed')}</span>}
          description={t('No more mails of this kind: {label}. You can turn it back on in your settings.', {
            label,
          })}
          action={settingsLink}
        />
      ) : (
        <EmptyState
          icon={MailMinus}
          title={t('Unsubscribe from these e-mails?')}
          description={
            unsubscribe.isError
              ? (isApiError(unsubscribe.error) && unsubscribe.error.serverMessage) ||
                t('That did not work. Please try again.')
              : t('You will no longer get: {label}.', { label })
          }
          action={
            <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(parsed.data)}>
              {unsubscribe.isPending ? t('Unsubscribing...') : t('Unsubscribe')}
            </Button>
          }
        />
      )}
    </div>
  );
}
