import { PageHeader } from '@/components/layout/page-header';
import { useSession } from '@/lib/auth/use-session';
import { usePageMeta } from '@/lib/page-meta';
import { ConnectPrompt } from './components/connect-prompt';
import { CreateCampaignForm } from './components/create-campaign-form';

export function CreateCampaignPage() {
  usePageMeta('Create Your Campaign', 'Start a campaign and raise stablecoins into its own vault.');
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
        title="Create Your Campaign"
        subtitle="Tell your story, set a goal and start raising stablecoins into your own campaign vault. New campaigns are reviewed within 24 hours."
      />
      <div className="mt-8">
        <CreateCampaignForm />
      </div>
    </div>
  );
}
