import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineIcons } from './inline-icons';
import { poCatalogue } from './po-catalogue';
import { precompress } from './precompress';

// In dev, Vite proxies the API to the Fastify server (API_PORT, default 3001).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** Puts the stylesheet into index.html (issue 15): with the page's text in the HTML (decision 055)
 *  the first paint waits on nothing else, where a linked stylesheet (~11 KB brotli) is one more
 *  round trip that also shares the phone's bandwidth with the scripts fetched at the same time.
 *  The CSP allows inline styles (decision 015); fonts stay files, referenced by absolute URL.
 *  Vite also lists the stylesheet among the dependencies of every lazy chunk that imports from the
 *  entry, and its preload helper would add it as a <link> when one loads, downloading the same
 *  ~12 KB a second time (issue 28): each such mention is replaced by the chunk's own file, already
 *  loaded when its dynamic imports run, so the helper's indexes into the list stay as they were. */
function inlineStylesheet(): Plugin {
  return {
    name: 'crowdvault-inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which writes the dependency lists into the chunks.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const stylesheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const file of stylesheets)
            chunk.code = chunk.code.replaceAll(`"${file}"`, `"${chunk.fileName}"`);
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const inlined = html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
          },
        );
        // Inter's latin face, asked for with the page rather than once the stylesheet has been
        // applied: it is drawn only if it is there at first paint (fonts.css, font-display: optional).
        const latin = Object.keys(context.bundle ?? {}).find((file) =>
          /^assets\/inter-latin-wght-normal-[^/]+\.woff2$/.test(file),
        );
        if (!latin) return inlined;
        return inlined.replace(
          '</title>',
          `</title>\n    <link rel="preload" href="/${latin}" as="font" type="font/woff2" crossorigin />`,
        );
      },
    },
  };
}

/** protocol-kit (loaded only to create a Safe, decision 104) finds a chain by id among all of
 *  viem's 700-odd chains (`import * as allChains from 'viem/chains'`), which put every one of them
 *  in its chunk and brought back ox's `node:worker_threads` warning that known-chains.ts exists to
 *  avoid. For an id it does not find it defines a plain chain itself, so SPEC.md's networks are
 *  all it needs: its `viem/chains` resolves to ours. */
function safeKitChains(): Plugin {
  const knownChains = fileURLToPath(new URL('../../packages/shared/src/known-chains.ts', import.meta.url));
  return {
    name: 'crowdvault-safe-kit-chains',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'viem/chains' && importer?.includes('/@safe-global/') ? knownChains : null;
    },
  };
}

/** Puts boot.ts in front of the app (issue 15, decision 055): index.html's entry script makes way
 *  for the small boot file, asked for at low priority, which names the entry and its module
 *  preloads in its data attributes and fetches them once a server-rendered page has painted
 *  (boot.ts says why). The shell keeps the preloads, with one for the entry itself, so a page the
 *  browser renders fetches its code beside the boot file, not a round trip after it; the server
 *  takes them out of a page it renders (render-page.ts). main.tsx stays the static entry, so the
 *  chunks are the same as without the boot step. */
/** The pages the server renders (decisions 055 and 123, RENDERED_PAGE_NAMES on the server), by the
 *  name boot.ts knows them by (pageOf; a static page's is its path): the boot file fetches the
 *  page's own chunks beside the entry instead of after it (issue 28). */
const RENDERED_PAGES = {
  home: 'src/features/home/home-page.tsx',
  discover: 'src/features/discover/discover-page.tsx',
  campaign: 'src/app/pages/campaign-detail-page.tsx',
  ledger: 'src/features/transparency/campaign-ledger-page.tsx',
  receipt: 'src/features/receipts/receipt-page.tsx',
  unsubscribe: 'src/features/email/unsubscribe-page.tsx',
  transparency: 'src/features/transparency/transparency-page.tsx',
  about: 'src/features/static-pages/about-page.tsx',
  'how-it-works': 'src/features/static-pages/how-it-works-page.tsx',
  faq: 'src/features/static-pages/faq-page.tsx',
  token: 'src/features/static-pages/token-page.tsx',
  whitepaper: 'src/features/static-pages/whitepaper-page.tsx',
  terms: 'src/features/static-pages/terms-page.tsx',
  privacy: 'src/features/static-pages/privacy-page.tsx',
};

/** The texts group (withTexts in app/routes.tsx) each rendered page loads beside its code: the boot
 *  file modulepreloads the reader's catalogue chunks of the shell and of this group beside the
 *  entry (decision 142), instead of once main.tsx runs. A page not named here gets the shell's. */
const RENDERED_PAGE_TEXTS: Partial<Record<keyof typeof RENDERED_PAGES, string>> = {
  home: 'home',
  discover: 'home',
  campaign: 'campaign',
  ledger: 'pages',
  receipt: 'pages',
  unsubscribe: 'pages',
  transparency: 'pages',
  about: 'about',
  'how-it-works': 'guide',
  faq: 'faq',
  token: 'token',
  whitepaper: 'whitepaper',
  terms: 'legal',
  privacy: 'legal',
};

/** Pages of a signed-in user, by the name boot.ts knows them by (data-session-<name>): opened with a
 *  stored session, the boot file fetches these modules (and, through them, what they import)
 *  beside the entry, instead of once the entry has run and checked the session (issue 40). */
const SESSION_PAGES = {
  dashboard: ['src/app/pages/dashboard-page.tsx', 'src/app/pages/dashboard-prefetch.ts'],
};

function deferredEntry(): Plugin {
  return {
    name: 'crowdvault-deferred-entry',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const boot = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'boot',
        );
        if (!boot) return html;
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('index.html has no entry script for boot.ts to start');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
          (match) => match[1],
        );
        // Each server-rendered page's own chunk and the chunks it imports, beyond the entry's.
        const chunks = Object.values(context.bundle ?? {}).filter((file) => file.type === 'chunk');
        const closure = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
            closure(imported, into);
          }
          return into;
        };
        const pages = Object.entries(RENDERED_PAGES).map(([name, module]) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
          if (!page) throw new Error(`${module} is not a chunk of the build; update RENDERED_PAGES`);
          const files = [...closure(page.fileName, new Set())]
            .map((file) => `/${file}`)
            .filter((file) => file !== entry[1] && !preloads.includes(file));
          // The page's texts group first (`@home`), for the boot file to find its catalogue chunk.
          const texts = RENDERED_PAGE_TEXTS[name as keyof typeof RENDERED_PAGES];
          return ` data-page-${name}="${[texts && `@${texts}`, ...files].filter(Boolean).join(' ')}"`;
        });
        // Each locale's catalogue chunks of the shell and of the rendered pages' groups
        // (`data-texts-de="shell=/assets/web-….js home=/assets/web-….js"`, po-catalogue.ts).
        const wantedTexts = new Set(['shell', ...Object.values(RENDERED_PAGE_TEXTS)]);
        const texts = new Map<string, string[]>();
        for (const chunk of chunks) {
          const match = /\/locales\/([^/]+)\/web\.po\?texts=(\w+)$/.exec(chunk.facadeModuleId ?? '');
          if (!match?.[1] || !match[2] || !wantedTexts.has(match[2])) continue;
          texts.set(match[1], [...(texts.get(match[1]) ?? []), `${match[2]}=/${chunk.fileName}`]);
        }
        for (const [locale, files] of texts)
          pages.push(` data-texts-${locale.toLowerCase()}="${files.sort().join(' ')}"`);
        for (const [name, modules] of Object.entries(SESSION_PAGES)) {
          const files = modules.map((module) => {
            const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
            if (!chunk) throw new Error(`${module} is not a chunk of the build; update SESSION_PAGES`);
            return `/${chunk.fileName}`;
          });
          pages.push(` data-session-${name}="${files.join(' ')}"`);
        }
        return html.replace(
          entry[0],
          () =>
            `<link rel="modulepreload" crossorigin href="${entry[1]}">\n    ` +
            `<script type="module" fetchpriority="low" crossorigin src="/${boot.fileName}" ` +
            `data-app="${entry[1]}" data-preload="${preloads.join(' ')}"${pages.join('')}></script>`,
        );
      },
    },
  };
}

/** The app is built on Preact 11's compat layer (issue 42, decision 133): a public page's script
 *  is ~56 KB gzipped lighter than on React 19. React's names resolve to the web app's own Preact
 *  11, on the server as in the browser. Only Coinbase's wallet SDK keeps the Preact 10 it depends
 *  on (its own import of `preact`). The server renders through src/preact-static.ts, which stands
 *  in for `react-dom/static`. `RENDERER=react` builds on React, to measure one beside the other. */
const PREACT = process.env.RENDERER !== 'react';
function preactRuntime(): Plugin {
  // The Preact the web app depends on (11), wherever npm put it.
  const preactDir = dirname(createRequire(import.meta.url).resolve('preact/package.json'));
  const preact = (file: string) => join(preactDir, file);
  // Aliases, not a resolver hook: Vite's dependency optimizer (`npm run dev`) applies them too, so a
  // library's `react` is Preact there as in the build.
  const aliases = [
    { find: /^react$/, replacement: fileURLToPath(new URL('./src/preact-react.ts', import.meta.url)) },
    { find: /^react-dom$/, replacement: preact('compat/dist/compat.mjs') },
    { find: /^react-dom\/client$/, replacement: preact('compat/client.mjs') },
    { find: /^react\/jsx-runtime$/, replacement: preact('jsx-runtime/dist/jsxRuntime.mjs') },
    { find: /^react\/jsx-dev-runtime$/, replacement: preact('jsx-runtime/dist/jsxRuntime.mjs') },
    {
      find: /^react-dom\/static$/,
      replacement: fileURLToPath(new URL('./src/preact-static.ts', import.meta.url)),
    },
  ];
  const fromWeb = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
  return {
    name: 'crowdvault-preact-runtime',
    enforce: 'pre',
    config: () => ({ resolve: { alias: aliases } }),
    // Preact itself, asked for by the server's renderer (preact-render-to-string sits beside
    // Coinbase's Preact 10): ours (11). Coinbase's SDK keeps the Preact 10 it is built against.
    async resolveId(source, importer) {
      if ((source === 'preact' || source.startsWith('preact/')) && !importer?.includes('/@coinbase/'))
        return this.resolve(source, fromWeb, { skipSelf: true });
      return null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    ...(PREACT ? [preactRuntime()] : []),
    // Fast Refresh drives React's own renderer; on Preact an edited module reloads the page instead.
    react(PREACT ? { refreshExclude: /./ } : {}),
    tailwindcss(),
    poCatalogue(),
    inlineIcons(),
    precompress(),
    inlineStylesheet(),
    deferredEntry(),
    safeKitChains(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.PORT ?? 3000), proxy: { '/api': apiTarget } },
  // The server-side build (entry-server.tsx, decision 055) carries its libraries with it, React's
  // production build included, whatever NODE_ENV the server runs under.
  ssr: { noExternal: true },
  // It is one file, so the server can load a new build beside the old one (render-page.ts).
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, rolldownOptions: { output: { codeSplitting: false } } }
    : {
        outDir: 'dist',
        sourcemap: false,
        // boot.ts is built beside the app's entry and put in front of it (deferredEntry).
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
          },
        },
      },
  ...(isSsrBuild
    ? { publicDir: false, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
}));
