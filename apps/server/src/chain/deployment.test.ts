import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDeployment } from './deployment';

const token = (symbol: string, decimals: number, n: number) => ({
  symbol,
  address: `0x${String(n).repeat(40)}`,
  decimals,
});
const valid = {
  chainId: 31337,
  factoryAddress: `0x${'a'.repeat(40)}`,
  implementationAddress: `0x${'b'.repeat(40)}`,
  treasuryAddress: `0x${'c'.repeat(40)}`,
  deployBlock: 7,
  tokens: [token('USDT', 6, 1), token('USDC', 6, 2), token('DAI', 18, 3)],
};

describe('loadDeployment', () => {
  let dir: string;
  const write = async (content: unknown) => {
    const file = join(dir, `deployment-${Math.random().toString(36).slice(2)}.json`);
    await writeFile(file, JSON.stringify(content));
    return file;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cv-deployment-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads a deployment with every campaign currency, addresses checksummed', async () => {
    const deployment = await loadDeployment(await write(valid));
    expect(deployment.deployBlock).toBe(7n);
    expect(deployment.tokens.map((t) => t.symbol)).toEqual(['USDT', 'USDC', 'DAI']);
    expect(deployment.factoryAddress).toBe('0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa');
  });

  it('refuses a deployment missing a campaign currency, naming them', async () => {
    const file = await write({ ...valid, tokens: valid.tokens.slice(0, 2) });
    await expect(loadDeployment(file)).rejects.toThrow(/needs exactly one token for each of USDT, USDC, DAI/);
  });

  it('refuses a currency listed twice', async () => {
    const file = await write({ ...valid, tokens: [...valid.tokens, token('USDT', 6, 4)] });
    await expect(loadDeployment(file)).rejects.toThrow(/exactly one token/);
  });

  it('says where the missing file should be', async () => {
    await expect(loadDeployment(join(dir, 'nope.json'))).rejects.toThrow(
      /No deployment file at .*nope\.json/,
    );
  });
});
