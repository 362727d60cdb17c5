// Runs npm scripts side by side and prints each one's output whole once it ends, in the order
// named; fails if any failed. For `npm test`: the contracts suite and the server suite on
// PostgreSQL mostly wait (on anvil, on the database server), so on a 2-core machine they share the
// minutes instead of taking them one after the other (CI under 25 minutes, decision 144).
//   npx tsx scripts/run-together.ts test:contracts test:server:pg
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/run-together.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

const runs = scripts.map(
  (script) =>
    new Promise<{ script: string; code: number; output: Buffer[] }>((resolve) => {
      const output: Buffer[] = [];
      const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
      child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
    }),
);

let failed = false;
for (const run of runs) {
  const { script, code, output } = await run;
  process.stdout.write(Buffer.concat(output));
  process.stdout.write(`\n${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`);
  if (code !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
