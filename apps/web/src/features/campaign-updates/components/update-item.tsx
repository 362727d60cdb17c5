import type { CampaignUpdate } from '@crowdvault/shared/api/updates';
import { Image as ImageIcon, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { isOwnMedia } from '@/lib/media/own-media';
import { useChangeUpdate } from '../api/campaign-updates';
import { UpdateBody } from './update-body';
import { UpdateDialog } from './update-dialog';

/** One update: title, when (and 'edited'), optional image, text; Edit and Delete for its owner.
 *  `isTarget`: the update a link opened (a notification), outlined and focusable. */
export function UpdateItem({
  update,
  isOwner,
  elementId,
  isTarget = false,
}: {
  update: CampaignUpdate;
  isOwner: boolean;
  elementId?: string;
  isTarget?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const change = useChangeUpdate(update.campaignId);
  const format = useFormat();
  const t = useT();
  return (
    <article
      id={elementId}
      tabIndex={isTarget ? -1 : undefined}
      className={cn(
        // Clear of the sticky header when scrolled to.
        'flex scroll-mt-24 flex-col gap-3 rounded-xl border bg-card p-5 outline-none',
        isTarget && 'border-primary ring-2 ring-primary/30',
      )}
      aria-label={update.title}
    >
      <header className="flex flex-col gap-1">
        <h3 dir="auto" className="text-base font-semibold break-words">
          {update.title}
        </h3>
        <p className="text-xs text-muted-foreground">
          <time dateTime={update.createdAt}>{format.dateTime(update.createdAt)}</time>
          {update.editedAt && (
            <span title={t('Edited {when}', { when: format.dateTime(update.editedAt) })}>
              {` · ${t('edited')}`}
            </span>
          )}
        </p>
      </header>
      {update.imageUrl &&
        (isOwnMedia(update.imageUrl) ? (
          <img
            src={update.imageUrl}
            alt=""
            loading="lazy"
            className="max-h-80 w-full rounded-lg object-cover"
          />
        ) : (
          // The page loads images from CrowdVault only (CSP img-src 'self', decision 096): an
          // image on another host would show broken, and would tell that host who reads the
          // update. The reader may still open it.
          <a
            href={update.imageUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ImageIcon className="size-4" aria-hidden />
            {t('View the attached image (opens another site)')}
          </a>
        ))}
      <UpdateBody body={update.body} />
      {isOwner && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            {t('Edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive"
            disabled={change.isPending}
            onClick={() => {
              if (window.confirm(t('Delete the update “{title}”?', { title: update.title })))
                change.mutate({ kind: 'delete', updateId: update.id });
            }}
          >
            <Trash2 aria-hidden />
            {t('Delete')}
          </Button>
          {editing && (
            <UpdateDialog
              campaignId={update.campaignId}
              update={update}
              open={editing}
              onOpenChange={setEditing}
            />
          )}
        </div>
      )}
    </article>
  );
}
