import type { Campaign } from '@crowdvault/shared/api/campaign';
import { Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { StaticRegion } from '@/components/layout/static-region';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/i18n';

const TABS = ['story', 'updates', 'donations', 'ledger'] as const;

/** Story (plain text, line breaks kept; never HTML), Updates, Donations and Ledger (the lists the
 *  page hands in; Updates says 'No updates yet' when the page hands in none). */
export function CampaignTabs({
  campaign,
  updates,
  donations,
  ledger,
}: {
  campaign: Campaign;
  updates?: ReactNode;
  donations: ReactNode;
  ledger?: ReactNode;
}) {
  const t = useT();
  // The open tab is in the URL (?tab=updates), so a link, a reload or a notification can open it;
  // the server renders the same tab from the same URL.
  const [params, setParams] = useSearchParams();
  const tabs = ledger ? TABS : TABS.filter((tab) => tab !== 'ledger');
  const asked = params.get('tab');
  const value = tabs.find((tab) => tab === asked) ?? 'story';
  const open = (next: string) =>
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        if (next === 'story') query.delete('tab');
        else query.set('tab', next);
        return query;
      },
      { replace: true },
    );
  return (
    <Tabs value={value} onValueChange={open}>
      <TabsList className="w-full sm:w-auto">
        <TabsTrigger value="story" className="flex-1 sm:flex-none">
          {t('Story')}
        </TabsTrigger>
        <TabsTrigger value="updates" className="flex-1 sm:flex-none">
          {t('Updates')}
        </TabsTrigger>
        <TabsTrigger value="donations" className="flex-1 sm:flex-none">
          {t('Donations')}
        </TabsTrigger>
        {ledger && (
          <TabsTrigger value="ledger" className="flex-1 sm:flex-none">
            {t('Ledger')}
          </TabsTrigger>
        )}
      </TabsList>
      <TabsContent value="story">
        {/* Text that nothing changes once drawn: kept as the server wrote it, never hydrated (issue
            42); a new story mounts afresh under its own key. */}
        <StaticRegion key={campaign.story}>
          <div
            dir="auto"
            className="text-base leading-relaxed break-words whitespace-pre-line"
            data-testid="campaign-story"
          >
            {campaign.story}
          </div>
        </StaticRegion>
      </TabsContent>
      <TabsContent value="updates">
        {updates ?? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-10 text-center">
            <Megaphone className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">{t('No updates yet')}</p>
          </div>
        )}
      </TabsContent>
      <TabsContent value="donations">{donations}</TabsContent>
      {ledger && <TabsContent value="ledger">{ledger}</TabsContent>}
    </Tabs>
  );
}
