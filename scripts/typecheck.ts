// `npm run typecheck`: every workspace's own `typecheck` script, as many at a time as there are
// cores (each tsc is single-threaded; one after another, five took 95 s on a 2-core machine).
// Each one's output is printed in one piece when it ends; the exit code is 1 if any failed.
//   npx tsx scripts/typecheck.ts
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface PackageJson {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
}

const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as PackageJson;

// The largest first, so the last one to start is a short one (the root's workspace order otherwise).
const FIRST = ['apps/web', 'apps/server'];
const workspaces = (readPackage('.').workspaces ?? [])
  .filter((dir) => readPackage(dir).scripts?.typecheck)
  .sort((a, b) => rank(a) - rank(b));

function rank(dir: string): number {
  const index = FIRST.indexOf(dir);
  return index === -1 ? FIRST.length : index;
}

function typecheck(dir: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'typecheck', '--silent'], {
      cwd: join(ROOT, dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(`typecheck ${dir}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (output.trim()) console.info(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
      if (!(await typecheck(dir))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
