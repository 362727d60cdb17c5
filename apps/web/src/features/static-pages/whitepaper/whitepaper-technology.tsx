import { ShieldCheck } from 'lucide-react';
import { TextList } from '@/components/content/text-list';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n';
import { SECURITY_FEATURES, TECH_BLOCKS, TECH_STACKS, TECH_STATUS_LABEL } from './whitepaper-data';
import { WhitepaperSection } from './whitepaper-section';

const STATUS_VARIANT = { Live: 'success', Proposed: 'secondary', Planned: 'outline' } as const;

export function Technology() {
  const t = useT();
  return (
    <WhitepaperSection id="technology" title={t('Technology')}>
      <p>
        {t(
          'CrowdVault is a set of small Solidity 0.8 contracts on EVM-compatible networks, plus a web app and an API that read the chain but never hold funds. Donations are ordinary token transfers into a campaign’s vault; an indexer picks them up within seconds and pushes them to open pages.',
        )}
      </p>
      <div className="space-y-4">
        {TECH_BLOCKS.map(({ icon: Icon, title, status, text, points }) => (
          <Card key={title} className="p-5 sm:p-6">
            <div className="flex flex-wrap items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold text-foreground">{t(title)}</h3>
              {status && <Badge variant={STATUS_VARIANT[status]}>{t(TECH_STATUS_LABEL[status])}</Badge>}
            </div>
            <p className="mt-3 text-muted-foreground">{t(text)}</p>
            <TextList
              items={points.map((point) => t(point))}
              className="mt-3 list-disc space-y-1.5 ps-5 text-sm text-muted-foreground marker:text-primary"
              itemClassName="break-words"
            />
          </Card>
        ))}
      </div>
      {/* The footer's Security link lands here (scroll-mt: clear of the sticky header). */}
      <h3
        id="security"
        className="flex scroll-mt-24 items-center gap-2 pt-4 text-xl font-semibold text-foreground"
      >
        <ShieldCheck aria-hidden="true" className="size-5 text-primary" /> {t('Security features')}
      </h3>
      <TextList
        items={SECURITY_FEATURES.map((feature) => t(feature))}
        className="grid gap-3 sm:grid-cols-2"
        itemClassName="rounded-lg border bg-card p-3 text-sm"
      />
      <h3 className="pt-4 text-xl font-semibold text-foreground">{t('Tech stacks')}</h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {TECH_STACKS.map(({ icon: Icon, title, items }) => (
          <li key={title}>
            <Card className="h-full p-5">
              <h4 className="flex items-center gap-2 font-semibold text-foreground">
                <Icon aria-hidden="true" className="size-4 text-primary" /> {t(title)}
              </h4>
              <TextList
                items={items.map((item) => t(item))}
                className="mt-3 flex flex-wrap gap-2"
                itemClassName="rounded-md bg-muted px-2 py-1 text-xs font-medium text-foreground"
              />
            </Card>
          </li>
        ))}
      </ul>
    </WhitepaperSection>
  );
}
