import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';

// In dev, Vite proxies the API to the Fastify server (API_PORT, default 3001).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** Puts the stylesheet into index.html (issue 15): with the page's text in the HTML (decision 055)
 *  the first paint waits on nothing else, where a linked stylesheet (~11 KB brotli) is one more
 *  round trip that also shares the phone's bandwidth with the scripts fetched at the same time.
 *  The CSP allows inline styles (decision 015); fonts stay files, referenced by absolute URL. */
function inlineStylesheet(): Plugin {
  return {
    name: 'crowdvault-inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
          },
        );
      },
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
        return html.replace(
          entry[0],
          () =>
            `<link rel="modulepreload" crossorigin href="${entry[1]}">\n    ` +
            `<script type="module" fetchpriority="low" crossorigin src="/${boot.fileName}" ` +
            `data-app="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`,
        );
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), inlineStylesheet(), deferredEntry()],
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
