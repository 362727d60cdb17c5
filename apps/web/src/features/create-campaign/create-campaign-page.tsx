import { Link } from 'wouter';
import { PageHeader } from '@/components/layout/page-header';
import { useSession } from '@/lib/auth/use-session';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { usePageMeta } from '@/lib/page-meta';
import { ConnectPrompt } from './components/connect-prompt';
import { CreateCampaignForm } from './components/create-campaign-form';

export function CreateCampaignPage() {
  const t = useT();
  usePageMeta(t('Create Your Campaign'), t('Start a campaign and raise stablecoins into its own vault.'));
  const session = useSession();
  if (session.status !== 'signed-in') {
    return (
      // Centred in the viewport below the header: the page loader before it is a viewport tall, and a
      // shorter page pulled the footer up into view (a layout shift).
      <div className="container-page flex min-h-[calc(100dvh-4rem)] flex-col justify-center py-16">
        <ConnectPrompt connecting={session.status === 'restoring'} />
      </div>
    );
  }
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <PageHeader
        title={t('Create Your Campaign')}
        subtitle={t(
          'Tell your story, set a goal and start raising stablecoins into your own campaign vault. New campaigns are reviewed within 24 hours.',
        )}
      />
      <div className="mt-8">
        {/* A creator still under the generated name: donors would read 'by user_0x…'. */}
        {session.user?.username.startsWith('user_0x') && session.user.status !== 'SUSPENDED' && (
          <p className="mb-6 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm" role="note">
            {sentenceParts(
              t,
              msg(
                'Donors will see your campaign as created by {name}. {link} first, or change it any time later.',
              ),
              {
                name: <span className="font-mono">{session.user.username}</span>,
                link: (
                  <Link href="/dashboard/settings" className="font-medium text-primary underline">
                    {t('Choose a display name')}
                  </Link>
                ),
              },
            )}
          </p>
        )}
        {/* Suspended: the notice above the page says why; no form to fill in and lose. */}
        {session.user?.status === 'SUSPENDED' ? (
          <p className="rounded-xl border bg-card p-6 text-muted-foreground">
            {t('A suspended account cannot create campaigns.')}
          </p>
        ) : (
          <CreateCampaignForm />
        )}
      </div>
    </div>
  );
}
