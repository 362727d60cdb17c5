import { Megaphone, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';
import { useCampaignUpdates } from './api/campaign-updates';
import { UpdateDialog } from './components/update-dialog';
import { UpdateItem } from './components/update-item';

/** The update a link names (`?update=12`, a notification's target): once the list has it, scrolled
 *  to and focused, once per link, so the reader lands on it and a screen reader reads it first. */
function useUpdateInUrl(loaded: boolean): number | null {
  const [params] = useSearchParams();
  const target = Number(params.get('update')) || null;
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded || target === null || shown.current === target) return;
    const element = document.getElementById(updateElementId(target));
    if (!element) return;
    shown.current = target;
    // After the frame: the page's own scroll to the top on navigation runs after this effect.
    const frame = requestAnimationFrame(() => {
      element.scrollIntoView({ block: 'start' });
      element.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [loaded, target]);
  return target;
}

const updateElementId = (id: number) => `update-${id}`;

/** The campaign page's Updates tab: the owner's updates, newest first; the owner also posts,
 *  edits and deletes them here, where they see what backers will see. */
export function CampaignUpdatesSection({ campaignId, isOwner }: { campaignId: number; isOwner: boolean }) {
  const t = useT();
  const updates = useCampaignUpdates(campaignId);
  const [posting, setPosting] = useState(false);
  const target = useUpdateInUrl(updates.isSuccess);
  return (
    <div className="flex flex-col gap-4">
      {isOwner && (
        <Button className="self-start" onClick={() => setPosting(true)}>
          <Plus aria-hidden />
          {t('Post update')}
        </Button>
      )}
      {posting && <UpdateDialog campaignId={campaignId} open={posting} onOpenChange={setPosting} />}
      {updates.isPending ? (
        <Skeleton className="h-32 rounded-xl" role="status" aria-label={t('Loading updates')} />
      ) : updates.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-10 text-center">
          <p className="text-sm text-muted-foreground">{t('Updates could not be loaded.')}</p>
          <Button variant="outline" size="sm" onClick={() => void updates.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : updates.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-10 text-center">
          <Megaphone className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">{t('No updates yet')}</p>
        </div>
      ) : (
        <ol className="flex flex-col gap-4" aria-label={t('Campaign updates')}>
          {updates.data.map((update) => (
            <li key={update.id}>
              <UpdateItem
                update={update}
                isOwner={isOwner}
                elementId={updateElementId(update.id)}
                isTarget={update.id === target}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
