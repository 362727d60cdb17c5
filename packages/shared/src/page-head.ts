/**
 * A page's head (decision 123): its title, description, canonical URL, link-preview tags (Open
 * Graph, Twitter) and structured data (JSON-LD). A page declares it once (`usePageHead` in the web
 * app); the server writes it into the HTML it sends (rendered pages) and the browser applies it on
 * every client navigation, both from `headTags` here, so the two cannot drift. Zod-free and
 * React-free: the server, the server render and every page's chunk import it.
 */
import { LANGUAGE_PARAM } from './i18n/language-param';
import { LOCALES, type Locale } from './i18n/locales';

export const SITE_NAME = 'CrowdVault';
export const DEFAULT_TITLE = 'CrowdVault — Crowdfunding, Decentralized';
export const DEFAULT_DESCRIPTION =
  'Raise and give stablecoins with non-custodial campaign vaults. 2.5% fee, no middlemen.';

/** A page's preview where it names none: the site's logo. The web app gives its alt in the
 *  reader's language (lib/page-meta.ts). */
export const SITE_LOGO_IMAGE: PageImage = {
  url: '/icons/icon-512.png',
  alt: `${SITE_NAME} logo`,
  width: 512,
  height: 512,
  type: 'image/png',
};

/** A JSON-LD object (schema.org). */
export type JsonLd = Record<string, unknown>;

export interface PageImage {
  /** Absolute, or a path on the site (made absolute with the site's origin). */
  url: string;
  alt: string;
  width?: number;
  height?: number;
  type?: string;
  /** Drawn in the language its URL names (`?lang=`): a page in a named language links the image
   *  in that language (the campaign's preview card). */
  speaksPageLanguage?: boolean;
}

export interface PageHead {
  /** The page's own title, without the site's name; '' for the home page. */
  title: string;
  description?: string;
  /** The canonical path (`/campaign/7`), when not the page's own path without its query. */
  path?: string;
  /** The link-preview image; the site's card when none. */
  image?: PageImage;
  /** `og:type`: `website` unless said otherwise. */
  type?: 'website' | 'article';
  /** The HTTP status the server answers the page with (404 for a receipt or campaign it does not
   *  know); also marks the page `noindex` and gives it no canonical URL. */
  status?: number;
  /** Kept out of search engines (`noindex`), e.g. one-time pages. */
  noindex?: boolean;
  /** Structured data, beside the organisation every page carries. */
  jsonLd?: JsonLd[];
  /** The trail of pages above this one, for a BreadcrumbList (home is added first). */
  breadcrumbs?: { name: string; path: string }[];
}

/** The document title a head gives. */
export function documentTitle(head: Pick<PageHead, 'title'>): string {
  return head.title ? `${head.title} · ${SITE_NAME}` : DEFAULT_TITLE;
}

/** One tag of the head: a `<meta>` (by `name` or `property`), a `<link>` or a JSON-LD script. */
export type HeadTag =
  | { kind: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: string; href: string; hreflang?: string }
  | { kind: 'json-ld'; json: string };

/** A path or URL made absolute against the site's origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

/** The organisation behind the site, on every page (schema.org Organization). */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    description: DEFAULT_DESCRIPTION,
  };
}

/** The tags of `head` for a page at `pathname` of the site at `origin`, in the order they are
 *  written: description, canonical, language alternates, robots, Open Graph, Twitter, JSON-LD. The
 *  title is apart (`documentTitle`). `language` is the `?lang=` the URL names (decision 142): the
 *  page in that language, its own canonical URL; without it the page speaks the reader's language
 *  and is the `x-default`. */
export function headTags(
  head: PageHead,
  origin: string,
  pathname: string,
  language: Locale | null = null,
): HeadTag[] {
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const failed = head.status !== undefined && head.status >= 400;
  const base = absoluteUrl(origin, head.path ?? pathname);
  const inLanguage = (locale: Locale) => `${base}?${LANGUAGE_PARAM}=${encodeURIComponent(locale)}`;
  const url = language ? inLanguage(language) : base;
  const title = head.title || DEFAULT_TITLE;
  const image = head.image ?? SITE_LOGO_IMAGE;
  const imageUrl = absoluteUrl(
    origin,
    language && image.speaksPageLanguage
      ? `${image.url}?${LANGUAGE_PARAM}=${encodeURIComponent(language)}`
      : image.url,
  );
  const meta = (attr: 'name' | 'property', key: string, content: string): HeadTag => ({
    kind: 'meta',
    attr,
    key,
    content,
  });
  const tags: HeadTag[] = [meta('name', 'description', description)];
  if (!failed) tags.push({ kind: 'link', rel: 'canonical', href: url });
  if (!failed && !head.noindex) {
    for (const locale of LOCALES) {
      tags.push({ kind: 'link', rel: 'alternate', hreflang: locale, href: inLanguage(locale) });
    }
    tags.push({ kind: 'link', rel: 'alternate', hreflang: 'x-default', href: base });
  }
  if (failed || head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
  );
  if (!failed) tags.push(meta('property', 'og:url', url));
  tags.push(meta('property', 'og:image', imageUrl));
  if (image.type) tags.push(meta('property', 'og:image:type', image.type));
  if (image.width) tags.push(meta('property', 'og:image:width', String(image.width)));
  if (image.height) tags.push(meta('property', 'og:image:height', String(image.height)));
  tags.push(
    meta('property', 'og:image:alt', image.alt),
    // A large card for a wide picture; the square logo reads better small.
    meta(
      'name',
      'twitter:card',
      image.width !== undefined && image.width === image.height ? 'summary' : 'summary_large_image',
    ),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
  );
  const data: JsonLd[] = [
    organizationJsonLd(origin),
    ...(head.jsonLd ?? []).map((json) => withAbsoluteUrls(json, origin) as JsonLd),
  ];
  if (head.breadcrumbs?.length && !failed) {
    const trail = [{ name: 'Home', path: '/' }, ...head.breadcrumbs];
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(origin, crumb.path),
      })),
    });
  }
  for (const json of data) tags.push({ kind: 'json-ld', json: jsonForScript(json) });
  return tags;
}

/** The JSON-LD properties that hold a URL. */
const URL_KEYS = new Set(['@id', 'url', 'target', 'image', 'item', 'logo']);

/** The URLs of the JSON-LD that are paths on the site (`/campaign/7#campaign`), made absolute:
 *  pages declare paths, the origin is the server's configuration. Text (a title, a description)
 *  is never touched, whatever it starts with. */
function withAbsoluteUrls(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withAbsoluteUrls(item, origin));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      URL_KEYS.has(key) && typeof item === 'string' && item.startsWith('/') && !item.startsWith('//')
        ? origin + item
        : withAbsoluteUrls(item, origin),
    ]),
  );
}

/** JSON for the body of a `<script type="application/ld+json">`: `<` is escaped (as `\u003c`,
 *  the same string to a JSON parser) so no text in it can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Escapes text for an HTML attribute or element body. */
export function escapeHtmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The elements of a head, as the browser finds them to replace them on the next page. */
export const HEAD_TAG_SELECTOR =
  'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], ' +
  'meta[property^="og:"], ' +
  'meta[name^="twitter:"], script[type="application/ld+json"]';

/** The tags as HTML, every value escaped; the server puts them before `</head>`. */
export function headTagsHtml(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.kind === 'meta') {
        return `<meta ${tag.attr}="${tag.key}" content="${escapeHtmlText(tag.content)}" />`;
      }
      if (tag.kind === 'link') {
        const hreflang = tag.hreflang ? ` hreflang="${escapeHtmlText(tag.hreflang)}"` : '';
        return `<link rel="${tag.rel}"${hreflang} href="${escapeHtmlText(tag.href)}" />`;
      }
      return `<script type="application/ld+json">${tag.json}</script>`;
    })
    .join('\n    ');
}

/** `html` (the web app's index.html) with the head's title and tags: the shell's own title and
 *  description are replaced, the rest added before `</head>`. Every replacement is a function: a
 *  string replacement would expand `$&` and `$'` in a title (issue 26, item 2). */
export function withHead(
  html: string,
  head: PageHead,
  origin: string,
  pathname: string,
  language: Locale | null = null,
): string {
  const tags = headTagsHtml(headTags(head, origin, pathname, language));
  let page = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtmlText(documentTitle(head))}</title>`)
    .replace(/\s*<meta name="description" content="[^"]*"\s*\/?>/, () => '');
  if (page.includes('</head>')) return page.replace('</head>', () => `    ${tags}\n  </head>`);
  page = page.replace(/<body/, () => `<head>\n    ${tags}\n  </head>\n<body`);
  return page;
}
