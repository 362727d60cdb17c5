import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { languageOfUrl } from '@crowdvault/shared/i18n/language-param';
import { dirOf, type Locale } from '@crowdvault/shared/i18n/locales';
import { type PageHead, withHead } from '@crowdvault/shared/page-head';
import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../services/campaigns/ttl-cache';

/** What apps/web/src/entry-server.tsx exports (built into apps/web/dist-ssr). */
interface ServerEntry {
  setServerFetch(serverFetch: typeof fetch): void;
  /** An older build takes no locale and renders English. */
  renderPage(url: string, locale: Locale, timeZone: string): Promise<RenderedPage | null>;
}

interface RenderedPage {
  html: string;
  state: unknown;
  /** What the page declared with usePageHead (decision 123); null from an older build. */
  head?: PageHead | null;
}

/** A rendered page: index.html with the markup in #root and the page's own head, and the status
 *  the page declared (404 for a receipt nobody gave, decision 123). */
export interface RenderedHtml {
  html: string;
  status: number;
}

/** Renders `url` into index.html (`html`) in the reader's `locale` (decision 140) and time zone
 *  (decision 142), its canonical and preview URLs at `origin` (the site's configured origin); null
 *  to send the page as the SPA shell. */
export type RenderPage = (
  html: string,
  url: string,
  origin: string,
  locale: Locale,
  timeZone?: string,
) => Promise<RenderedHtml | null>;

/** Past this the visitor gets the SPA shell at once rather than waiting on a slow render. */
const RENDER_TIMEOUT_MS = 2_000;

/** Where the web build puts its server-side entry, beside the browser build in `webDistDir`. */
export function serverEntryPath(webDistDir: string): string {
  return join(dirname(webDistDir), 'dist-ssr', 'entry-server.js');
}

/**
 * Server rendering of the public pages (decision 055): the web app's own React tree, rendered
 * with the data the page asks for, which it reads from this server's routes in process
 * (`inject`, no socket, no sign-in: what a visitor sees). The module is loaded on first use and
 * again when a new build replaces it; without it (web app not built for the server, tests)
 * every page goes out as the SPA shell, as before. A rendered page is shared for `cacheMs` by
 * every request for the same URL (LIST_CACHE_MS, a second by default, as the list pages' data is,
 * decision 026): a render costs tens of milliseconds of CPU, a busy page would pay it per view.
 */
export function createPageRenderer(app: FastifyInstance, entryPath: string, cacheMs = 0): RenderPage {
  let loaded: { version: number; entry: Promise<ServerEntry> } | null = null;
  // ~50 KB a page: a bounded few megabytes.
  const rendered = new TtlCache<RenderedPage | null>(cacheMs, 200);

  const serverFetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
  };

  async function load(): Promise<ServerEntry | null> {
    const info = await stat(entryPath).catch(() => null);
    if (!info) return null;
    if (loaded?.version !== info.mtimeMs) {
      const entry = import(`${pathToFileURL(entryPath).href}?v=${info.mtimeMs}`).then(
        (module: ServerEntry) => {
          module.setServerFetch(serverFetch);
          return module;
        },
      );
      loaded = { version: info.mtimeMs, entry };
    }
    return loaded.entry;
  }

  // Loading the module takes a few hundred milliseconds: done once the server is up, not on the
  // first visitor's time.
  app.addHook('onReady', async () => {
    void load().catch((error: unknown) => app.log.warn({ err: error }, 'could not load the page renderer'));
  });

  return async (html, url, origin, locale, timeZone = 'UTC') => {
    if (!html.includes(ROOT_ELEMENT)) return null;
    try {
      const entry = await load();
      if (!entry) return null;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
      });
      const version = loaded?.version;
      const render = () => entry.renderPage(url, locale, timeZone);
      const page = await Promise.race([
        rendered.getOrLoad(`${version} ${locale} ${timeZone} ${url}`, render),
        timeout,
      ]).finally(() => clearTimeout(timer));
      if (!page) return null;
      const pathname = new URL(url, 'http://x').pathname;
      const withPage = withLanguage(withRenderedRoot(html, page), locale);
      return {
        html: page.head ? withHead(withPage, page.head, origin, pathname, languageOfUrl(url)) : withPage,
        status: page.head?.status ?? 200,
      };
    } catch (error) {
      app.log.warn({ err: error, url }, 'server rendering failed; sending the page unrendered');
      return null;
    }
  };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The markup goes into #root and the data it was rendered from into a JSON script, which the
 *  browser never executes (the CSP allows no inline script); `<` is escaped so no text in the
 *  data can close the element. The shell's module preloads are taken out: a rendered page paints
 *  from its HTML, and the web app's boot file fetches the code after that paint (decision 055);
 *  fetched beside the HTML, it would share a phone's bandwidth with the page. */
export function withRenderedRoot(html: string, page: { html: string; state: unknown }): string {
  const state = JSON.stringify(page.state).replaceAll('<', '\\u003c');
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `<script type="application/json" id="ssr-state">${state}</script>\n  </body>`);
}

/** `lang` and `dir` on `<html>`: the page's language, for screen readers, hyphenation and fonts,
 *  and Arabic's right-to-left layout (decision 140). */
export function withLanguage(html: string, locale: Locale): string {
  return html.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${dirOf(locale)}">`);
}
