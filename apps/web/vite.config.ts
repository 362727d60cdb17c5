import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';

// In dev, Vite proxies the API to the Fastify server (API_PORT, default 3001).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** Preloads the Latin Inter file the text of every page is set in (issue 15): it downloads with
 *  the stylesheet instead of after it, so the text does not repaint late in its own font. */
function preloadTextFont(): Plugin {
  return {
    name: 'crowdvault-preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((name) =>
          /inter-latin-wght-normal-[^/]*\.woff2$/.test(name),
        );
        if (!font) return [];
        const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), preloadTextFont()],
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
