// Builds the web app unless its last build came from the same sources: `npm start` runs this, so
// a warm start skips Vite's couple of seconds. The fingerprint covers everything that goes into
// the bundle: the web app's and the shared package's sources and configs, the lockfile, and the
// renderer it is built for (RENDERER).
//   npx tsx scripts/build-web.ts [--force]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'apps', 'web');
const STAMP = join(WEB, 'dist', '.source-hash');
const INPUTS = [
  join(WEB, 'src'),
  join(WEB, 'public'),
  join(WEB, 'index.html'),
  join(WEB, 'package.json'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'precompress.ts'),
  join(WEB, 'po-catalogue.ts'),
  join(ROOT, 'packages', 'shared', 'src'),
  join(ROOT, 'package-lock.json'),
];

/** A hash of every input file's path and content (tests excluded: they are not bundled). */
export async function webSourceHash(): Promise<string> {
  const hash = createHash('sha256');
  // The renderer the build is made for (decision 133).
  hash.update(`RENDERER=${process.env.RENDERER ?? ''}`);
  const files = (await Promise.all(INPUTS.map(filesUnder))).flat().sort();
  for (const file of files) {
    hash.update(relative(ROOT, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

async function filesUnder(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (entries === null) return [path];
  const nested = await Promise.all(
    entries
      .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => filesUnder(join(path, entry.name))),
  );
  return nested.flat();
}

const force = process.argv.includes('--force');
const current = await webSourceHash();
const built =
  existsSync(join(WEB, 'dist', 'index.html')) &&
  existsSync(join(WEB, 'dist-ssr', 'entry-server.js')) &&
  existsSync(STAMP)
    ? await readFile(STAMP, 'utf8')
    : '';
if (!force && built.trim() === current) {
  console.info('Web app is up to date; skipping the build.');
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', '@crowdvault/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await writeFile(STAMP, `${current}\n`);
}
