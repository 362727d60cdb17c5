import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/http/api-error';
import { usePageHead } from '@/lib/page-meta';
import { useVerifyEmail } from './api/verify-email';

/** `/verify-email?token=…`: where the link of a verification mail leads. Works signed out (the
 *  link may be opened on another device). */
export function VerifyEmailPage() {
  usePageHead({ title: 'Confirm your e-mail address', noindex: true });
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
      <Link href="/dashboard/settings">Open your settings</Link>
    </Button>
  );
  return (
    <div className="container-page py-16">
      {verify.isSuccess ? (
        <EmptyState
          icon={MailCheck}
          headingLevel="h2"
          title={<span role="status">Your address is verified</span>}
          description={`${verify.data.email} now gets the mails you chose in your settings.`}
          action={settingsLink}
        />
      ) : verify.isError || !token ? (
        <EmptyState
          icon={MailX}
          title="This link did not work"
          description={
            (isApiError(verify.error) && verify.error.serverMessage) || 'This verification link is not valid.'
          }
          action={settingsLink}
        />
      ) : (
        <Skeleton className="mx-auto h-64 max-w-xl" role="status" aria-label="Verifying" />
      )}
    </div>
  );
}
