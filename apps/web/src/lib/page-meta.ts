import { languageOfUrl } from '@crowdvault/shared/i18n/language-param';
import {
  documentTitle,
  HEAD_TAG_SELECTOR,
  type HeadTag,
  headTags,
  jsonForScript,
  type PageHead,
  SITE_LOGO_IMAGE,
} from '@crowdvault/shared/page-head';
import { createContext, useContext, useEffect, useRef } from 'react';
import { isHydrating } from './hydration';
import { useT } from './i18n/i18n';

export type { PageHead } from '@crowdvault/shared/page-head';

/** Where the server render (entry-server.tsx) collects the head the page declares; absent in the
 *  browser, which applies the head to the document instead. */
export interface HeadCollector {
  head: PageHead | null;
}
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/**
 * Declares the page's head (decision 123): its title, description, canonical path, preview image,
 * status and structured data. The one place a page says it: the server writes it into the HTML it
 * sends (entry-server.tsx collects it while rendering), and in the browser it is applied to the
 * document once the page has committed, on every client navigation.
 */
export function usePageHead(declared: PageHead) {
  const t = useT();
  // What a page leaves out, in the reader's language: the site's description and its logo's alt
  // (the server's English otherwise, in a German preview).
  const head: PageHead = {
    ...declared,
    description:
      declared.description ??
      t('Raise and give stablecoins with non-custodial campaign vaults. 2.5% fee, no middlemen.'),
    image: declared.image ?? { ...SITE_LOGO_IMAGE, alt: t('CrowdVault logo') },
  };
  const collector = useContext(HeadCollectorContext);
  // During the server render: the last page to declare (the innermost) wins.
  if (collector) collector.head = head;
  const key = jsonForScript(head);
  // The head the document has from this mount: on a page the server drew, the server's (the same
  // declaration, written into the HTML), so adopting it writes nothing — rewriting every tag of a
  // campaign's head took ~13 ms of hydration's task at 4× CPU (issue 42). A later change (new data,
  // another language) is applied.
  const written = useRef<string | null>(null);
  if (written.current === null && typeof document !== 'undefined' && isHydrating()) written.current = key;
  useEffect(() => {
    if (written.current === key) return;
    written.current = key;
    applyHead(JSON.parse(key) as PageHead);
  }, [key]);
}

/** Sets the document title and meta description for the current route (`usePageHead` with only
 *  those two). */
export function usePageMeta(title: string, description?: string) {
  usePageHead({ title, description });
}

let origin: string | null = null;

/** The site's origin for canonical URLs: the one the server wrote (the configured PUBLIC_URL),
 *  else the page's own. */
function siteOrigin(): string {
  if (origin) return origin;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  origin = canonical ? new URL(canonical).origin : window.location.origin;
  return origin;
}

function applyHead(head: PageHead) {
  const site = siteOrigin();
  document.title = documentTitle(head);
  const language = languageOfUrl(window.location.search);
  const fresh = headTags(head, site, window.location.pathname, language).map(element);
  for (const old of document.head.querySelectorAll(HEAD_TAG_SELECTOR)) old.remove();
  document.head.append(...fresh);
}

function element(tag: HeadTag): HTMLElement {
  if (tag.kind === 'meta') {
    const meta = document.createElement('meta');
    meta.setAttribute(tag.attr, tag.key);
    meta.content = tag.content;
    return meta;
  }
  if (tag.kind === 'link') {
    const link = document.createElement('link');
    link.rel = tag.rel;
    if (tag.hreflang) link.hreflang = tag.hreflang;
    link.href = tag.href;
    return link;
  }
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = tag.json;
  return script;
}
