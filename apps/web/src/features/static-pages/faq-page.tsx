import { CircleHelp, MessageCircleQuestion, Search, SearchX } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n/i18n';
import { usePageHead } from '@/lib/page-meta';
import { FAQ_CATEGORIES, FAQ_COUNT, type FaqCategory } from './faq-data';
import { filterFaq, translateFaq } from './faq-search';
import { PageHero } from './page-hero';

const ALL = 'all';

/** Every question and its answer, as the page lists them, in its language (schema.org FAQPage). */
function faqJsonLd(categories: readonly FaqCategory[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}

export function FaqPage() {
  const t = useT();
  const locale = useLocale();
  // In the page's language: what it shows and what its search reads (once per language, not per
  // keystroke).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is new each render; the locale is what changes it
  const translated = useMemo(() => translateFaq(FAQ_CATEGORIES, t), [locale]);
  usePageHead({
    title: t('FAQ'),
    description: t(
      'Answers about CrowdVault: the 2.5% fee, custody, wallets, networks, anonymous donations, refunds, campaign review, withdrawals and safety.',
    ),
    jsonLd: [faqJsonLd(translated)],
    breadcrumbs: [{ name: t('FAQ'), path: '/faq' }],
  });
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState(ALL);
  const inputRef = useRef<HTMLInputElement>(null);
  const searchId = useId();

  const inCategory = categoryId === ALL ? translated : translated.filter((c) => c.id === categoryId);
  const results = filterFaq(inCategory, query);
  const resultCount = results.reduce((total, category) => total + category.items.length, 0);

  function clearSearch() {
    setQuery('');
    setCategoryId(ALL);
    inputRef.current?.focus();
  }

  return (
    <>
      <PageHero
        eyebrow={t('Help centre')}
        icon={CircleHelp}
        title={t('Frequently asked questions')}
        description={t(
          '{count, plural, one {# answer about fees, wallets, donations, withdrawals and keeping your funds safe.} other {# answers about fees, wallets, donations, withdrawals and keeping your funds safe.}}',
          { count: FAQ_COUNT },
        )}
      >
        <search className="relative w-full max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            {t('Search the FAQ')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 start-4 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={inputRef}
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('Search questions…')}
            className="h-12 rounded-xl ps-12 text-base shadow-sm"
          />
        </search>
      </PageHero>

      <div className="container-page max-w-4xl py-12">
        <fieldset className="flex flex-wrap justify-center gap-2">
          <legend className="sr-only">{t('Filter by category')}</legend>
          {[{ id: ALL, title: t('All') }, ...translated].map((category) => (
            <button
              key={category.id}
              type="button"
              aria-pressed={categoryId === category.id}
              onClick={() => setCategoryId(category.id)}
              className={cn(
                'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                categoryId === category.id &&
                  'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
              )}
            >
              {category.title}
            </button>
          ))}
        </fieldset>

        <p aria-live="polite" className="mt-6 min-h-5 text-center text-sm text-muted-foreground">
          {query.trim()
            ? t('{count, plural, one {# question matches} other {# questions match}}', { count: resultCount })
            : ''}
        </p>

        {resultCount === 0 ? (
          <Card className="mt-4 flex flex-col items-center px-6 py-12 text-center">
            <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="mt-4 text-xl font-semibold">{t('No results found')}</h2>
            <p className="mt-2 max-w-md text-muted-foreground">
              {t('No question matches “{query}”. Try a different word, or browse all questions.', {
                query: query.trim(),
              })}
            </p>
            <Button className="mt-6" onClick={clearSearch}>
              {t('Clear Search')}
            </Button>
          </Card>
        ) : (
          <Accordion type="single" collapsible className="mt-4 space-y-10">
            {results.map((category) => (
              <section key={category.id} aria-labelledby={`faq-${category.id}`}>
                <h2 id={`faq-${category.id}`} className="mb-3 text-xl font-bold sm:text-2xl">
                  {category.title}
                </h2>
                <Card className="px-5 sm:px-6">
                  {category.items.map((item) => (
                    <AccordionItem key={item.id} value={item.id}>
                      <AccordionTrigger>{item.question}</AccordionTrigger>
                      {/* Every answer in the HTML, closed ones hidden: crawlers read the answers the
                          FAQPage data gives (decision 123). */}
                      <AccordionContent forceMount>{item.answer}</AccordionContent>
                    </AccordionItem>
                  ))}
                </Card>
              </section>
            ))}
          </Accordion>
        )}

        <Card className="mt-12 flex flex-col items-center gap-4 p-8 text-center sm:flex-row sm:text-start">
          <MessageCircleQuestion aria-hidden="true" className="size-10 shrink-0 text-primary" />
          <div className="flex-1">
            <h2 className="text-lg font-semibold">{t('Still have a question?')}</h2>
            <p className="text-sm text-muted-foreground">
              {t('See the step-by-step guide, or read how the protocol works in the whitepaper.')}
            </p>
          </div>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild variant="outline">
              <Link href="/how-it-works">{t('How it works')}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href="/whitepaper">{t('Whitepaper')}</Link>
            </Button>
          </div>
        </Card>
      </div>
    </>
  );
}
