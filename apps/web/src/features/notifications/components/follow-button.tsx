import { Bell, BellOff, Rss } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { useLocale, useT } from '@/lib/i18n/i18n';
import { useFollowState, useSetFollowing } from '../api/follow';

/** Follow / Following on a campaign page, and its Atom feed for readers outside the app. A visitor
 *  gets the wallet modal first, then follows. The campaign's owner gets the feed only: they hear of
 *  their own campaign where they run it (the dashboard), not as a follower. */
export function FollowButton({ campaignId, isOwner = false }: { campaignId: number; isOwner?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const session = useSession();
  const state = useFollowState(campaignId);
  const setFollowing = useSetFollowing(campaignId);
  const following = state.data?.following ?? false;
  return (
    <div className="flex items-center gap-1">
      {!isOwner && (
        <Button
          variant={following ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={session.status === 'signed-in' ? following : undefined}
          disabled={setFollowing.isPending || (session.status === 'signed-in' && state.isPending)}
          onClick={() =>
            session.status === 'signed-in'
              ? setFollowing.mutate(!following)
              : openWalletModal({ onConnected: () => setFollowing.mutate(true) })
          }
        >
          {following ? <BellOff aria-hidden /> : <Bell aria-hidden />}
          {following ? t('Unfollow') : t('Follow')}
        </Button>
      )}
      <Button asChild variant="ghost" size="icon" className="size-8 text-muted-foreground">
        <a
          href={`/api/campaigns/${campaignId}/feed.atom${locale === 'en' ? '' : `?lang=${locale}`}`}
          aria-label={t('Atom feed of this campaign')}
          title={t('Atom feed')}
        >
          <Rss aria-hidden />
        </a>
      </Button>
    </div>
  );
}
