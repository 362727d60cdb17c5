// Bundle budget of the public pages: builds the web app and prints the gzipped JavaScript that
// `/`, `/discover` and `/campaign/:id` load for a visitor with no wallet (the boot file, the entry
// chunk it starts and the route's lazy page chunk, each with its static imports, and the texts of
// the reader's locale: the shell's and the page's group's, decision 140; the largest locale's
// counts against the budget, every locale's with --locales), and how much of it is
// wallet code (wagmi, viem and their helpers), with brotli sizes and the largest packages of each
// route (--modules) and each chunk it loads with its largest modules (--chunks). Usage: node bench/bundle/run.mjs [--json] [--modules] [--chunks] [--locales]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Issue 42: 100 KB gzipped per public page (issue 15 set 150; RENDERER=react builds show the
 *  difference the runtime makes). */
const BUDGET_KB = 100;
const WEB_DIR = resolve(import.meta.dirname, '../../apps/web');
const ROUTES = {
  '/': { page: 'src/features/home/home-page.tsx', texts: 'home' },
  '/discover': { page: 'src/features/discover/discover-page.tsx', texts: 'home' },
  '/campaign/:id': { page: 'src/app/pages/campaign-detail-page.tsx', texts: 'campaign' },
  // Static pages (decision 140): About's body is kept as the server drew it, its code and texts
  // never loaded on a server-rendered visit; How it works and the FAQ hydrate with their texts.
  '/about': { page: 'src/features/static-pages/about-page.tsx', texts: 'about' },
  '/how-it-works': { page: 'src/features/static-pages/how-it-works-page.tsx', texts: 'guide' },
  '/faq': { page: 'src/features/static-pages/faq-page.tsx', texts: 'faq' },
  '/terms': { page: 'src/features/static-pages/terms-page.tsx', texts: 'legal' },
};
/** The six locales (packages/shared/src/i18n/locales.ts). */
const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ar'];
/** Packages that only wallet features need; none of them may reach a visitor's bundle. */
const WALLET_CODE =
  /node_modules\/(wagmi|@wagmi|viem|ox|abitype|@noble|@scure|@coinbase|@walletconnect|@reown|mipd|isows)\//;

const require = createRequire(join(WEB_DIR, 'package.json'));
const { build } = await import(pathToFileURL(require.resolve('vite')).href);

const outDir = await mkdtemp(join(tmpdir(), 'cv-bundle-'));
/** chunk file → { total rendered bytes, wallet rendered bytes, bytes per package } (minified). */
const composition = new Map();
const packageOf = (id) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  return match ? match[1] : id.includes('/packages/shared/') ? '@crowdvault/shared' : 'app';
};
const collect = {
  name: 'bundle-composition',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      let total = 0;
      let wallet = 0;
      const packages = new Map();
      for (const [id, info] of Object.entries(chunk.modules)) {
        total += info.renderedLength;
        if (WALLET_CODE.test(id)) wallet += info.renderedLength;
        packages.set(packageOf(id), (packages.get(packageOf(id)) ?? 0) + info.renderedLength);
      }
      const modules = Object.entries(chunk.modules).map(([id, info]) => [id, info.renderedLength]);
      composition.set(chunk.fileName, { total, wallet, packages, modules });
    }
  },
};

try {
  await build({
    root: WEB_DIR,
    configFile: join(WEB_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [collect],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipped = new Map();
  const brotlied = new Map();
  const brotliOf = async (file) => {
    if (!brotlied.has(file)) {
      const bytes = await readFile(join(outDir, file));
      brotlied.set(
        file,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      );
    }
    return brotlied.get(file);
  };
  const sizeOf = async (file) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(await readFile(join(outDir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  /** The chunk of `key` and every chunk it imports statically, transitively. */
  const staticClosure = (key, into = new Set()) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return into;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) staticClosure(imported, into);
    return into;
  };

  /** A chunk's three largest source modules, so a reader can tell what a hashed file holds. */
  const chunkSummary = (file) =>
    [...(composition.get(file)?.modules ?? [])]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([id]) => id.replace(/^.*\/(node_modules|src)\//, ''))
      .join(', ');

  const rows = [];
  /** The texts chunk of `group` in `locale` (lib/i18n/i18n.ts's TEXTS). */
  const textsFile = (locale, group) => {
    const entry = manifest[`src/locales/${locale}/web.po?texts=${group}`];
    if (!entry) throw new Error(`no texts chunk for ${group} in ${locale}; update ROUTES`);
    return entry.file;
  };
  for (const [route, { page, texts }] of Object.entries(ROUTES)) {
    if (!manifest[page]) throw new Error(`${page} is not a chunk of the build; update ROUTES`);
    // boot.ts starts the app (index.html's entry, main.tsx) once the page has painted: a visitor
    // loads both, and the route's page chunk.
    const files = staticClosure(page, staticClosure('src/boot.ts', staticClosure('index.html')));
    let bytes = 0;
    let brotliBytes = 0;
    let walletBytes = 0;
    const packages = new Map();
    for (const file of files) {
      const size = await sizeOf(file);
      const { total, wallet, packages: inChunk } = composition.get(file) ?? { total: 0, wallet: 0 };
      for (const [name, length] of inChunk ?? []) packages.set(name, (packages.get(name) ?? 0) + length);
      bytes += size;
      brotliBytes += await brotliOf(file);
      // Gzip does not split by module; a chunk's wallet share is taken pro rata of its source.
      walletBytes += total > 0 ? (size * wallet) / total : 0;
    }
    const largest = [...packages].sort((a, b) => b[1] - a[1]).slice(0, 10);
    // The reader's texts: the shell's and the page's group's, in each locale.
    const textsKB = {};
    const textsBrotliKB = {};
    for (const locale of LOCALES) {
      const parts = [textsFile(locale, 'shell'), textsFile(locale, texts)];
      textsKB[locale] = (await sizeOf(parts[0])) / 1024 + (await sizeOf(parts[1])) / 1024;
      textsBrotliKB[locale] = (await brotliOf(parts[0])) / 1024 + (await brotliOf(parts[1])) / 1024;
    }
    const [largestLocale] = LOCALES.toSorted((a, b) => textsKB[b] - textsKB[a]);
    rows.push({
      route,
      chunks: files.size + 2,
      codeKB: bytes / 1024,
      textsKB,
      largestLocale,
      gzipKB: bytes / 1024 + textsKB[largestLocale],
      brotliKB: brotliBytes / 1024 + textsBrotliKB[largestLocale],
      walletKB: walletBytes / 1024,
      largestKB: largest.map(([name, length]) => [name, Math.round(length / 1024)]),
      filesKB: await Promise.all(
        [...files].map(async (file) => [`${file} ${chunkSummary(file)}`, (await sizeOf(file)) / 1024]),
      ),
    });
  }
  const walletChunks = [...composition].filter(([, { wallet }]) => wallet > 0);
  let walletTotal = 0;
  for (const [file] of walletChunks) walletTotal += await sizeOf(file);

  if (process.argv.includes('--json')) {
    console.info(
      JSON.stringify({ budgetKB: BUDGET_KB, routes: rows, walletChunksGzipKB: walletTotal / 1024 }, null, 2),
    );
  } else {
    console.info(
      `Gzipped JavaScript a visitor with no wallet loads, in the locale whose texts are largest ` +
        `(budget ${BUDGET_KB} KB per route):`,
    );
    for (const row of rows) {
      const verdict = row.gzipKB <= BUDGET_KB ? 'ok' : 'OVER BUDGET';
      const share = ((row.walletKB / row.gzipKB) * 100).toFixed(1);
      console.info(
        `  ${row.route.padEnd(14)} ${row.gzipKB.toFixed(1).padStart(7)} KB (brotli ${row.brotliKB.toFixed(1)} KB) in ` +
          `${String(row.chunks).padStart(2)} chunks  wagmi/viem ${row.walletKB.toFixed(1)} KB (${share}%)  ${verdict}`,
      );
      console.info(
        `    code ${row.codeKB.toFixed(1)} KB + texts ${row.textsKB[row.largestLocale].toFixed(1)} KB (${row.largestLocale}; ` +
          `en ${row.textsKB.en.toFixed(1)} KB)`,
      );
      if (process.argv.includes('--locales')) {
        console.info(
          `    texts by locale: ${LOCALES.map((locale) => `${locale} ${row.textsKB[locale].toFixed(1)}`).join(', ')} KB`,
        );
      }
      if (process.argv.includes('--chunks')) {
        for (const [file, kb] of row.filesKB) console.info(`    ${kb.toFixed(1).padStart(6)} KB  ${file}`);
      }
      if (process.argv.includes('--modules')) {
        console.info(
          `    minified KB by package: ${row.largestKB.map(([name, kb]) => `${name} ${kb}`).join(', ')}`,
        );
      }
    }
    console.info(
      `Wallet code (wagmi, viem, connectors) loads only with the wallet modal or a stored session: ` +
        `${walletChunks.length} chunks, ${(walletTotal / 1024).toFixed(1)} KB gzipped in all.`,
    );
  }
  if (rows.some((row) => row.gzipKB > BUDGET_KB)) process.exitCode = 1;
} finally {
  await rm(outDir, { recursive: true, force: true });
}
