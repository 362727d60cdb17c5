import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCampaignUpdates } from './api/campaign-updates';
import { UpdateDialog } from './components/update-dialog';
import { UpdateItem } from './components/update-item';

/** The campaign page's Updates tab: the owner's updates, newest first; the owner also posts,
 *  edits and deletes them here, where they see what backers will see. */
export function CampaignUpdatesSection({ campaignId, isOwner }: { campaignId: number; isOwner: boolean }) {
  const updates = useCampaignUpdates(campaignId);
  const [posting, setPosting] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      {isOwner && (
        <Button className="self-start" onClick={() => setPosting(true)}>
          <Plus aria-hidden />
          Post update
        </Button>
      )}
      {posting && <UpdateDialog campaignId={campaignId} open={posting} onOpenChange={setPosting} />}
      {updates.isPending ? (
        <Skeleton className="h-32 rounded-xl" role="status" aria-label="Loading updates" />
      ) : updates.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-10 text-center">
          <p className="text-sm text-muted-foreground">Updates could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void updates.refetch()}>
            Try again
          </Button>
        </div>
      ) : updates.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-10 text-center">
          <Megaphone className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">No updates yet</p>
        </div>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Campaign updates">
          {updates.data.map((update) => (
            <li key={update.id}>
              <UpdateItem update={update} isOwner={isOwner} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
