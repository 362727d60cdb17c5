import type { Campaign, Creator } from '@crowdvault/shared/api/campaign';
import { shortenAddress } from '@crowdvault/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { UserAvatar } from '@/components/ui/user-avatar';
import { configQueryOptions } from '@/lib/config/app-config';
import { chainNameOf } from '@/lib/config/chains';

/** Who runs the campaign: avatar, username, shortened wallet and bio (as set in their settings);
 *  and, when a two-step ownership transfer moved the vault on some network, who owns it there now
 *  (decision 083). */
export function CreatorCard({
  creator,
  vaultOwners = [],
}: {
  creator: Creator;
  vaultOwners?: NonNullable<Campaign['vaultOwners']>;
}) {
  const { data: config } = useQuery({ ...configQueryOptions, enabled: vaultOwners.length > 0 });
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
        {vaultOwners.length > 0 && (
          <div className="flex flex-col gap-1 border-t pt-3" data-testid="vault-owners">
            <p className="text-sm font-medium">Vault owner</p>
            <ul className="flex flex-col gap-0.5 text-sm text-muted-foreground">
              {vaultOwners.map((owner) => (
                <li key={owner.chainId}>
                  <span className="text-foreground">
                    {owner.username ?? shortenAddress(owner.walletAddress)}
                  </span>{' '}
                  <span className="font-mono text-xs" title={owner.walletAddress}>
                    {owner.username && shortenAddress(owner.walletAddress)}
                  </span>{' '}
                  on {chainNameOf(config, owner.chainId)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
