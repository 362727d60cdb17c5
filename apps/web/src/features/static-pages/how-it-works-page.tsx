import { ArrowRight, Check, HandHeart, Lightbulb, Rocket } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { CREATOR_STEPS, DONOR_STEPS, type Step } from './how-it-works-data';
import { PageHero } from './page-hero';

export function HowItWorksPage() {
  const t = useT();
  usePageMeta(
    t('How It Works'),
    t(
      'How CrowdVault works for campaign creators and donors: connect a wallet, sign in, create or donate, and withdraw with a 2.5% fee taken by the vault.',
    ),
  );
  return (
    <>
      <PageHero
        eyebrow={t('How it works')}
        icon={Lightbulb}
        title={t('From wallet to withdrawal in a few steps')}
        description={t(
          'Every campaign has its own smart-contract vault. Donors send to it directly; creators withdraw from it directly. Here is what each side does.',
        )}
      />
      <section className="container-page py-12 sm:py-16">
        <Tabs defaultValue="creators" className="mx-auto max-w-4xl">
          <div className="flex justify-center">
            <TabsList aria-label={t('Choose your role')} className="w-full sm:w-auto">
              <TabsTrigger value="creators" className="flex-1 sm:flex-none">
                <Rocket aria-hidden="true" className="hidden sm:block" />
                <span>{t('For Campaign Creators')}</span>
              </TabsTrigger>
              <TabsTrigger value="donors" className="flex-1 sm:flex-none">
                <HandHeart aria-hidden="true" className="hidden sm:block" />
                <span>{t('For Donors')}</span>
              </TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="creators">
            <StepList
              title={t('Raise funds for your campaign')}
              lead={t('Six steps from your first visit to money in your wallet.')}
              steps={CREATOR_STEPS}
            />
            <FeeSplit />
            <Cta href="/create" label={t('Start a fundraiser')} />
          </TabsContent>
          <TabsContent value="donors">
            <StepList
              title={t('Support a campaign')}
              lead={t(
                "Give with your wallet connected, or anonymously by sending to the campaign's address.",
              )}
              steps={DONOR_STEPS}
            />
            <Cta href="/discover" label={t('Explore campaigns')} />
          </TabsContent>
        </Tabs>
      </section>
    </>
  );
}

function StepList({ title, lead, steps }: { title: string; lead: string; steps: readonly Step[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <div className="mb-8 text-center">
        <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
        <p className="mt-2 text-muted-foreground">{lead}</p>
      </div>
      <ol className="relative space-y-4">
        {steps.map(({ icon: Icon, title: stepTitle, text, points }, index) => (
          <li key={stepTitle}>
            <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:gap-5 sm:p-6">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground sm:size-11">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-wide text-primary">
                  {t('Step {number}', { number: format.count(index + 1) })}
                </p>
                <h3 className="mt-0.5 text-lg font-semibold">{t(stepTitle)}</h3>
                <p className="mt-1 text-muted-foreground">{t(text)}</p>
                {points && (
                  <ul className="mt-3 space-y-1.5">
                    {points.map((point) => (
                      <li key={point} className="flex gap-2 text-sm">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                        <span>{t(point)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </>
  );
}

const FEE_PARTS = [
  { label: msg('To you (97.5%)'), dot: 'bg-accent', amount: '975' },
  { label: msg('Platform fee (2.5%)'), dot: 'bg-primary', amount: '25' },
] as const;

function FeeSplit() {
  const t = useT();
  const format = useFormat();
  return (
    <Card className="mt-8 p-6">
      <h3 className="text-lg font-semibold">
        {t('Where a {amount} withdrawal goes', { amount: format.amount('1000', 'USDT', 0) })}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(
          'The vault splits every withdrawal in the same transaction, so the fee is visible on the block explorer.',
        )}
      </p>
      <div
        className="mt-4 flex h-4 overflow-hidden rounded-full bg-muted"
        role="img"
        aria-label={t('97.5% to the creator, 2.5% to the treasury')}
      >
        <div className="w-[97.5%] bg-accent" />
        <div className="w-[2.5%] bg-primary" />
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {FEE_PARTS.map((part) => (
          <div key={part.label} className="rounded-lg border p-3">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${part.dot}`} />
              {` ${t(part.label)}`}
            </dt>
            <dd className="text-xl font-bold">{format.amount(part.amount, 'USDT')}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Cta({ href, label }: { href: string; label: string }) {
  return (
    <div className="mt-10 flex justify-center">
      <Button asChild size="lg">
        <Link href={href}>
          {label} <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
