import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { type AnvilHandle, findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';

/** A private anvil with a fresh deployment, on a free port (other anvils run on this machine). */
export async function startBenchChain(): Promise<{
  anvil: AnvilHandle;
  dir: string;
  deploymentFile: string;
  rpc: (method: string, params?: unknown[]) => Promise<unknown>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'cv-bench-'));
  const anvil = await startAnvil({ port: await findFreePort(), quiet: true });
  const deploymentFile = join(dir, 'deployment.json');
  await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file: deploymentFile });
  const rpc = async (method: string, params: unknown[] = []) => {
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result;
  };
  return { anvil, dir, deploymentFile, rpc };
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
