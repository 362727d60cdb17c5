import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/http/api-error';
import { useT } from '@/lib/i18n/i18n';
import { usePageHead } from '@/lib/page-meta';
import { useVerifyEmail } from './api/verify-email';

/** `/verify-email?token=…`: where the link of a verification mail leads. Works signed out (the
 *  link may be opened on another device). */
export function VerifyEmailPage() {
  const t = useT();
  usePageHead({ title: t('Confirm your e-mail address'), noindex: true });
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once: a second POST of the same token would answer "already used".
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const settingsLink = (
    <Button asChild>
      <Link href="/dashboard/settings">{t('Open your settings')}</Link>
    </Button>
  );
  return (
    <div className="container-page py-16">
      {verify.isSuccess ? (
        <EmptyState
          icon={MailCheck}
          headingLevel="h2"
          title={<span role="status">{t('Your address is verified')}</span>}
          description={t('{email} now gets the mails you chose in your settings.', {
            email: verify.data.email,
          })}
          action={settingsLink}
        />
      ) : verify.isError || !token ? (
        <EmptyState
          icon={MailX}
          title={t('This link did not work')}
          description={
            (isApiError(verify.error) && verify.error.serverMessage) ||
            t('This verification link is not valid.')
          }
          action={settingsLink}
        />
      ) : (
        <Skeleton className="mx-auto h-64 max-w-xl" role="status" aria-label={t('Verifying')} />
      )}
    </div>
  );
}
