import { formatDate } from '@crowdvault/shared/i18n/format';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { msg, useLocale, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { PageHero } from './page-hero';

/** Each text is English, marked for the catalogue (`msg`); the page shows it through `t`. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

/** ISO date of the current version of the Terms and the Privacy Policy. */
export const LEGAL_LAST_UPDATED = '2026-11-22';

interface LegalPageProps {
  icon: LucideIcon;
  title: string;
  summary: string;
  sections: readonly LegalSection[];
  related: { href: string; label: string };
}

/** Shared layout of the Terms and the Privacy Policy: hero, contents list, numbered sections. Drawn
 *  by the server and kept as drawn in the browser (a StaticRegion in the page). */
export function LegalPage({ icon, title, summary, sections, related }: LegalPageProps) {
  const t = useT();
  // A day, not a moment: the same date in every time zone.
  const lastUpdated = formatDate(`${LEGAL_LAST_UPDATED}T00:00:00Z`, useLocale(), {
    timeZone: 'UTC',
    long: true,
  });
  return (
    <>
      <PageHero eyebrow={t('Legal')} icon={icon} title={t(title)} description={t(summary)}>
        <p className="text-sm text-muted-foreground">
          {sentenceParts(t, msg('Last updated: {date}'), {
            date: <time dateTime={LEGAL_LAST_UPDATED}>{lastUpdated}</time>,
          })}
        </p>
      </PageHero>
      <div className="container-page grid grid-cols-1 gap-8 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:py-16">
        <nav aria-label={t('Contents')} className="lg:sticky lg:top-24 lg:self-start">
          <Card className="p-5">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t('Contents')}
            </p>
            <ol className="mt-3 space-y-1.5 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-muted-foreground hover:text-primary">
                    {index + 1}. {t(section.title)}
                  </a>
                </li>
              ))}
            </ol>
          </Card>
        </nav>
        <div className="min-w-0 max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="scroll-mt-24 border-b py-8 first:pt-0 last:border-0"
            >
              <h2 className="text-xl font-bold sm:text-2xl">
                {index + 1}. {t(section.title)}
              </h2>
              <div className="mt-4 space-y-3 leading-relaxed text-muted-foreground">
                {section.body.map((block) =>
                  typeof block === 'string' ? (
                    <p key={block}>{t(block)}</p>
                  ) : (
                    <ul key={block.list.join('|')} className="list-disc space-y-1.5 ps-5 marker:text-primary">
                      {block.list.map((item) => (
                        <li key={item}>
                          <LegalListItem text={t(item)} />
                        </li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          ))}
          <p className="mt-8 text-sm text-muted-foreground">
            {sentenceParts(t, msg('See also the {document} and the {faq}.'), {
              document: (
                <Link href={related.href} className="font-medium text-primary hover:underline">
                  {t(related.label)}
                </Link>
              ),
              faq: (
                <Link href="/faq" className="font-medium text-primary hover:underline">
                  {t('FAQ')}
                </Link>
              ),
            })}
          </p>
        </div>
      </div>
    </>
  );
}

/** "Label: text" items get a bold label, so long lists scan easily. */
function LegalListItem({ text }: { text: string }) {
  const match = /^([^:]{2,40}): (.+)$/.exec(text);
  if (!match) return text;
  return (
    <>
      <span className="font-medium text-foreground">{match[1]}:</span> {match[2]}
    </>
  );
}
