import type { Campaign } from '@crowdvault/shared/api/campaign';
import { youtubeVideoId } from '@crowdvault/shared/youtube';
import { CampaignCover } from '@/components/campaign/campaign-cover';
import { useT } from '@/lib/i18n/i18n';
import { CampaignGallery } from './campaign-gallery';

/** The campaign's cover (or its gradient), its gallery and, when given, its video through the
 *  privacy-enhanced embed, which sets no cookies until the visitor plays it. */
export function CampaignMedia({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const videoId = campaign.youtubeUrl ? youtubeVideoId(campaign.youtubeUrl) : null;
  return (
    <div className="flex flex-col gap-4">
      {(campaign.cover || !videoId) && (
        <div className="aspect-[2/1] overflow-hidden rounded-xl border bg-muted">
          <CampaignCover
            campaign={campaign}
            sizes="(min-width: 1024px) 760px, 100vw"
            priority
            iconClassName="size-20"
          />
        </div>
      )}
      <CampaignGallery title={campaign.title} images={campaign.gallery} />
      {videoId && (
        <div className="aspect-video overflow-hidden rounded-xl border bg-muted">
          <iframe
            className="h-full w-full"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`}
            title={t('Video: {title}', { title: campaign.title })}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      )}
    </div>
  );
}
