import type { Creator } from '@crowdvault/shared/api/campaign';
import { shortenAddress } from '@crowdvault/shared/format';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { UserAvatar } from '@/components/ui/user-avatar';

/** Who runs the campaign: avatar, username, shortened wallet and bio (as set in their settings). */
export function CreatorCard({ creator }: { creator: Creator }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">Campaign Creator</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <UserAvatar url={creator.avatarUrl} name={creator.username} />
          <div className="min-w-0">
            <p className="truncate font-semibold">{creator.username}</p>
            <p className="font-mono text-xs text-muted-foreground" title={creator.walletAddress}>
              {shortenAddress(creator.walletAddress)}
            </p>
          </div>
        </div>
        {creator.bio && (
          <p className="text-sm leading-relaxed whitespace-pre-line break-words text-muted-foreground">
            {creator.bio}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
