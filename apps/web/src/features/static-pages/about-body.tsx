import { ArrowRight, Check, Heart, X } from 'lucide-react';
import { CtaBand } from '@/components/content/cta-band';
import { IconCardList } from '@/components/content/icon-card-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n';
import { AUDIENCES, DIFFERENCES, VALUES } from './about-data';
import { AboutStats } from './about-stats';
import { PageHero, PageSection } from './page-hero';

/** The About page as the server draws it, kept as drawn in the browser (about-page.tsx). */
export function AboutBody() {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('About CrowdVault')}
        icon={Heart}
        title={t('Crowdfunding without the middlemen')}
        description={t(
          'CrowdVault lets anyone raise stablecoins for a cause, a project or a community. Donations go straight into a smart-contract vault that belongs to the campaign — never to us.',
        )}
      />

      <section aria-labelledby="about-stats" className="container-page -mt-10 relative">
        <h2 id="about-stats" className="sr-only">
          {t('CrowdVault in numbers')}
        </h2>
        <AboutStats />
      </section>

      <section aria-labelledby="mission" className="container-page py-20">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id="mission" className="text-2xl font-bold sm:text-3xl">
              {t('Our mission')}
            </h2>
            <p className="mt-4 text-muted-foreground">
              {t(
                'Raising money online still means handing it to someone else first. Platforms hold donations for days, take 8–12% along the way and decide who may take part. We think the money should go where the donor sends it, at a fair price, for anyone with an internet connection.',
              )}
            </p>
            <p className="mt-4 text-muted-foreground">
              {t(
                'CrowdVault replaces the middleman with open code. Each campaign gets its own vault contract; donors send USDT, USDC or DAI to it from their own wallet; only the creator can withdraw; the vault takes the 2.5% platform fee automatically at that moment. Our moderators review every campaign within 24 hours so that what you see is worth your trust.',
              )}
            </p>
          </div>
          <IconCardList
            items={VALUES.map((value) => ({ ...value, title: t(value.title), text: t(value.text) }))}
            className="grid gap-4 sm:grid-cols-2"
          />
        </div>
      </section>

      <PageSection
        id="difference"
        title={t('How CrowdVault is different')}
        description={t('The same idea as any fundraiser — the plumbing is what changes.')}
        muted
      >
        <div className="grid gap-6 md:grid-cols-3">
          {DIFFERENCES.map(({ icon: Icon, title, crowdvault, traditional, text }) => (
            <Card key={title} className="flex flex-col">
              <CardHeader>
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <CardTitle className="mt-2">{t(title)}</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4">
                <p className="text-sm text-muted-foreground">{t(text)}</p>
                <ul className="mt-auto space-y-2 rounded-lg border bg-background p-3 text-sm">
                  <Comparison who="CrowdVault" text={t(crowdvault)} />
                  <Comparison who="Traditional" text={t(traditional)} />
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </PageSection>

      <PageSection
        id="audiences"
        title={t('Built for web3 builders and their communities')}
        description={t(
          'Whether you are funding a product, an artwork or a neighbourhood project, the rules are the same for everyone.',
        )}
      >
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {AUDIENCES.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span className="text-sm font-medium sm:text-base">{t(label)}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand
        id="about-cta"
        title={t('Ready to start?')}
        lead={t('Launch a campaign in minutes, or find a cause worth backing.')}
        primary={{
          href: '/create',
          label: (
            <>
              {t('Start a fundraiser')} <ArrowRight aria-hidden="true" />
            </>
          ),
        }}
        secondary={{ href: '/discover', label: t('Explore campaigns') }}
        className="container-page pb-20"
      />
    </>
  );
}

/** One side of a difference: CrowdVault's way (a check) or the traditional one (a cross, muted). */
function Comparison({ who, text }: { who: 'CrowdVault' | 'Traditional'; text: string }) {
  const t = useT();
  const ours = who === 'CrowdVault';
  const Icon = ours ? Check : X;
  return (
    <li className={ours ? 'flex items-start gap-2' : 'flex items-start gap-2 text-muted-foreground'}>
      <Icon
        aria-hidden="true"
        className={ours ? 'mt-0.5 size-4 shrink-0 text-success' : 'mt-0.5 size-4 shrink-0 text-destructive'}
      />
      <span>
        <span className="font-medium">{ours ? t('CrowdVault:') : t('Traditional:')}</span> {text}
      </span>
    </li>
  );
}
