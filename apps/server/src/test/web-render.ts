import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALES } from '@crowdvault/shared/i18n/locales';
import { serverEntryPath } from '../web/render-page';

const WEB = fileURLToPath(new URL('../../../web/', import.meta.url));
const KEY = 'crowdvault.test-server-entry';

/** index.html as the web build shapes it, for what the server writes into: the shell's title and
 *  description, an empty #root, the entry script. */
export const RENDER_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>CrowdVault — Crowdfunding, Decentralized</title>
    <meta name="description" content="Raise and give stablecoins with non-custodial campaign vaults. 2.5% fee, no middlemen." />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/app.js"></script>
  </body>
</html>`;

interface ServerEntry {
  setServerFetch(serverFetch: typeof fetch): void;
  renderPage(url: string, locale?: string, timeZone?: string): Promise<unknown>;
}

let loading: Promise<{ entry: ServerEntry; close(): Promise<void> }> | null = null;

/** The web app's real server entry (apps/web/src/entry-server.tsx), loaded from its sources by
 *  Vite (no build needed, ~10 s once per worker), for server tests of rendered pages. */
function loadEntry() {
  loading ??= (async () => {
    // Vite is the web app's dependency, not the server's: loaded from there, typed as used here.
    const vite = (await import(pathToFileURL(join(WEB, 'node_modules/vite/dist/node/index.js')).href)) as {
      createServer(config: object): Promise<{
        ssrLoadModule(url: string): Promise<Record<string, unknown>>;
        close(): Promise<void>;
      }>;
    };
    const { poCatalogue } = await import(pathToFileURL(join(WEB, 'po-catalogue.ts')).href);
    const { default: react } = (await import(
      pathToFileURL(join(WEB, 'node_modules/@vitejs/plugin-react/dist/index.js')).href
    )) as { default: () => unknown };
    const server = await vite.createServer({
      configFile: false,
      root: WEB,
      logLevel: 'warn',
      plugins: [react(), poCatalogue()],
      resolve: { alias: { '@': join(WEB, 'src') } },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      server: { middlewareMode: true, hmr: false, watch: null, ws: false },
      appType: 'custom',
      // A zod of its own (with a registry of its own, below) for the web app's modules.
      ssr: { noExternal: ['zod'] },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    // The web app's modules register their payload schemas by id in zod's global registry, which
    // zod keeps on globalThis. The shared package evaluated again here registered each id a second
    // time in the registry the server's OpenAPI document is built from, and every later file of
    // this worker (files share one module graph, decision 056) failed with 'Duplicate schema id'.
    // Vite's copy of zod makes its own registry while the server's is set aside.
    const zodGlobal = globalThis as { __zod_globalRegistry?: unknown };
    const serverRegistry = zodGlobal.__zod_globalRegistry;
    delete zodGlobal.__zod_globalRegistry;
    try {
      return await loadModules(server);
    } finally {
      zodGlobal.__zod_globalRegistry = serverRegistry;
    }
  })();
  return loading;
}

async function loadModules(server: {
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}) {
  const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as unknown as ServerEntry;
  // The pages are lazy: loaded now, not within a test's first render, which Vite's transform of
  // a page's modules on a busy machine took past the server's 2 s render deadline.
  const pages = (await readdir(join(WEB, 'src'), { recursive: true })).filter((file) =>
    /-page\.tsx$/.test(file),
  );
  for (const file of pages) await server.ssrLoadModule(`/src/${file}`);
  // And every locale's texts (each group compiled from its web.po, decision 140), for the same reason.
  const i18n = (await server.ssrLoadModule('/src/lib/i18n/i18n.ts')) as {
    loadI18n(locale: string): Promise<unknown>;
  };
  for (const locale of LOCALES) await i18n.loadI18n(locale);
  return { entry, close: () => server.close() };
}

/**
 * Makes the test app (built on `webDistDir`) render its pages with the web app's real React tree:
 * a realistic index.html, and at the server entry's path a module handing over to the entry Vite
 * loaded. Call before `createTestApp`. The entry keeps one fetch function (the last app's), so one
 * app per file renders.
 */
export async function useRealPageRenderer(webDistDir: string): Promise<void> {
  const { entry } = await loadEntry();
  (globalThis as Record<string, unknown>)[KEY] = entry;
  await writeFile(join(webDistDir, 'index.html'), RENDER_INDEX_HTML);
  const path = serverEntryPath(webDistDir);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(
    path,
    [
      `const entry = () => globalThis[${JSON.stringify(KEY)}];`,
      'export function setServerFetch(serverFetch) { entry().setServerFetch(serverFetch); }',
      'export function renderPage(url, locale, timeZone) { return entry().renderPage(url, locale, timeZone); }',
    ].join('\n'),
  );
}
