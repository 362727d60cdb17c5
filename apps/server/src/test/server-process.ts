import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';

const OUTPUT_TAIL_CHARS = 20_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The last of its stdout and stderr, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<number | string | null>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it is gone. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Runs `apps/server/src/index.ts` as its own process (as a production instance would run) with
 * this environment on top of the current one, and resolves once /api/health/live answers. Used by
 * the scale-out and deployment tests and by bench/scale.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port: number; startTimeoutMs?: number },
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/index.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const remember = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const exited = new Promise<number | string | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal));
  });
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (true) {
    if (gone) throw new Error(`The server exited before it answered:\n${tail}`);
    const ok = await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(1_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within the start timeout:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    child,
    output: () => tail,
    exited,
    async stop(graceMs = 10_000) {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The value of a series from a Prometheus text page, or undefined: the first line of that name,
 *  with or without labels (the indexer's series carry chain_id since decision 060). */
export function metricValue(text: string, name: string): number | undefined {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text);
  return match ? Number(match[1]) : undefined;
}
