import type { Campaign, Creator } from '@crowdvault/shared/api/campaign';
import { shortenAddress } from '@crowdvault/shared/format';
import { Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';

// With its texts (the campaign-parts group, decision 140): only a campaign whose vault moved loads it.
const VaultOwners = lazy(
  withTexts('campaign-parts', () => import('./vault-owners')),
  '@/features/campaign-detail/components/vault-owners#default',
);

/** Who runs the campaign: avatar, username, shortened wallet and bio (as set in their settings);
 *  and, when the vault's owner on some network is not the creator's wallet (a two-step transfer,
 *  decision 083, or a Safe named at creation, decision 104), who owns it there now. */
export function CreatorCard({
  creator,
  vaultOwners = [],
}: {
  creator: Creator;
  vaultOwners?: NonNullable<Campaign['vaultOwners']>;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t('Campaign Creator')}</CardTitle>
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
          <p
            dir="auto"
            className="text-sm leading-relaxed whitespace-pre-line break-words text-muted-foreground"
          >
            {creator.bio}
          </p>
        )}
        {vaultOwners.length > 0 && (
          <Suspense fallback={null}>
            <VaultOwners vaultOwners={vaultOwners} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
