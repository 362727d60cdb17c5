import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPageRenderer, withRenderedRoot } from './render-page';

const ORIGIN = 'https://crowdvault.example';
const SHELL = '<html><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

/** A page renderer on a server entry made of `renderPage` (a function's source; none: no entry
 *  built), sharing a render of a URL for `cacheMs`. Close its `app` at the end. */
async function rendererWith(renderPage: string | null, cacheMs = 0) {
  const app = Fastify({ logger: false });
  const entry = join(await mkdtemp(join(tmpdir(), 'cv-render-')), 'entry-server.js');
  if (renderPage !== null) await writeFile(entry, `export function setServerFetch() {}\n${renderPage}\n`);
  return { app, render: createPageRenderer(app, entry, cacheMs) };
}

describe('server rendering of pages', () => {
  it('puts the markup in #root and the data in a JSON script no text can close', () => {
    const page = withRenderedRoot(SHELL, {
      html: '<h1>Clean water</h1>',
      state: { title: '</script><script>alert(1)</script> $& $1' },
    });
    expect(page).toContain('<div id="root"><h1>Clean water</h1></div>');
    const json = page.match(/<script type="application\/json" id="ssr-state">(.*)<\/script>/)?.[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? '')).toEqual({ title: '</script><script>alert(1)</script> $& $1' });
  });

  it("takes the shell's module preloads out of a rendered page, which fetches its code after painting", () => {
    const shell = SHELL.replace(
      '<body>',
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js">\n<link rel="icon" href="/f.svg"></head><body>',
    );
    const page = withRenderedRoot(shell, { html: '<h1>Clean water</h1>', state: {} });
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="icon" href="/f.svg">');
    expect(page).toContain('<script type="module" src="/a.js"></script>');
  });

  it('sends the page unrendered when the web app was not built for the server', async () => {
    const { app, render } = await rendererWith(null);
    await app.ready();
    expect(await render(SHELL, '/', ORIGIN, 'en')).toBeNull();
    await app.close();
  });

  it('sends the page unrendered when the renderer fails', async () => {
    const { app, render } = await rendererWith(
      'export async function renderPage() { throw new Error("boom"); }',
    );
    expect(await render(SHELL, '/', ORIGIN, 'en')).toBeNull();
    await app.close();
  });

  it('shares one render of a URL among the requests of the same second', async () => {
    const { app, render } = await rendererWith(
      `let renders = 0;
       export async function renderPage(url) {
         renders += 1;
         return { html: '<p>' + url + ' render ' + renders + '</p>', state: null };
       }`,
      1_000,
    );
    const [first, second] = await Promise.all([
      render(SHELL, '/', ORIGIN, 'en'),
      render(SHELL, '/', ORIGIN, 'en'),
    ]);
    expect(first?.html).toContain('<p>/ render 1</p>');
    expect(second).toEqual(first);
    expect((await render(SHELL, '/discover', ORIGIN, 'en'))?.html).toContain('<p>/discover render 2</p>');
    await app.close();
  });

  it("renders each reader's language apart, with lang and dir on <html>", async () => {
    const { app, render } = await rendererWith(
      "export async function renderPage(url, locale) { return { html: '<p>' + url + ' in ' + locale + '</p>', state: null }; }",
      1_000,
    );
    const shell = SHELL.replace('<html>', '<html lang="en">');
    const english = await render(shell, '/', ORIGIN, 'en');
    const arabic = await render(shell, '/', ORIGIN, 'ar');
    const german = await render(shell, '/', ORIGIN, 'de');
    expect(english?.html).toContain('<html lang="en" dir="ltr"><body><div id="root"><p>/ in en</p>');
    // The same URL in another language is its own render, never the cached English one.
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl"><body><div id="root"><p>/ in ar</p>');
    expect(german?.html).toContain('<html lang="de" dir="ltr"><body><div id="root"><p>/ in de</p>');
    await app.close();
  });

  it("writes the page's own head and answers with the status it declared", async () => {
    const { app, render } = await rendererWith(
      "export async function renderPage() { return { html: '<h1>Receipt not found</h1>', state: null, head: { title: 'Receipt </title> not found', status: 404 } }; }",
    );
    const shell = SHELL.replace(
      '<body>',
      '<head><title>CrowdVault</title><meta name="description" content="Shell" /></head><body>',
    );
    const page = await render(shell, '/receipt/1/0xab/2?from=mail', ORIGIN, 'en');
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('<title>Receipt &lt;/title&gt; not found · CrowdVault</title>');
    expect(page?.html.match(/name="description"/g)).toHaveLength(1);
    expect(page?.html).toContain('<meta name="robots" content="noindex" />');
    // A page that is not there names no canonical address.
    expect(page?.html).not.toContain('rel="canonical"');
    await app.close();
  });
});
