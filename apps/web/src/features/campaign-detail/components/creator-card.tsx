import type { Creator } from '@crowdvault/shared/api/campaign';
import { shortenAddress } from '@crowdvault/shared/format';
import { UserRound } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Who runs the campaign: username, shortened wallet and bio. */
export function CreatorCard({ creator }: { creator: Creator }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">Campaign Creator</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <UserRound className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold">{creator.username}</p>
            <p className="font-mono text-xs text-muted-foreground" title={creator.walletAddress}>
              {shortenAddress(creator.walletAddress)}
            </p>
          </div>
        </div>
        {creator.bio && <p className="text-sm leading-relaxed text-muted-foreground">{creator.bio}</p>}
      </CardContent>
    </Card>
  );
}
