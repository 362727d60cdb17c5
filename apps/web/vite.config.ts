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

/** Asks for the entry script (boot.ts, which starts the app after the first paint of a
 *  server-rendered page) at low priority (issue 15): the page paints from the server's HTML
 *  (decision 055) and a module script runs only once that is parsed, so the first paint does not
 *  wait on it. Lighthouse's simulated FCP counts a high-priority request that finished before the
 *  first paint as one the paint waited on; at low priority it is seen as what it is. */
function lowPriorityScripts(): Plugin {
  return {
    name: 'crowdvault-low-priority-scripts',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" '),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), inlineStylesheet(), lowPriorityScripts()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.PORT ?? 3000), proxy: { '/api': apiTarget } },
  // The server-side build (entry-server.tsx, decision 055) carries its libraries with it, React's
  // production build included, whatever NODE_ENV the server runs under.
  ssr: { noExternal: true },
  // It is one file, so the server can load a new build beside the old one (render-page.ts).
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, rolldownOptions: { output: { codeSplitting: false } } }
    : { outDir: 'dist', sourcemap: false },
  ...(isSsrBuild
    ? { publicDir: false, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
}));
