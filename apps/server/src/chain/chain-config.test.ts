import { describe, expect, it } from 'vitest';
import { resolveChainEntry } from './chain-config';

const entry = {
  rpcUrls: ['http://127.0.0.1:1'],
  publicRpcUrl: 'http://127.0.0.1:1',
  deploymentFile: 'd.json',
};

describe("a chain entry's block explorer", () => {
  it("is the known chain's own explorer by name and URL", () => {
    expect(resolveChainEntry(entry, 8453)).toMatchObject({
      explorerUrl: 'https://basescan.org',
      explorerName: 'Basescan',
    });
    expect(resolveChainEntry(entry, 1)).toMatchObject({ explorerName: 'Etherscan' });
  });

  it('is named by its host when the operator points it elsewhere without a name, never as Etherscan', () => {
    const resolved = resolveChainEntry({ ...entry, explorerUrl: 'https://explorer.example.org/' }, 1);
    expect(resolved).toMatchObject({
      explorerUrl: 'https://explorer.example.org/',
      explorerName: 'explorer.example.org',
    });
    expect(
      resolveChainEntry({ ...entry, explorerUrl: 'https://x.example', explorerName: 'X Scan' }, 1),
    ).toMatchObject({ explorerName: 'X Scan' });
  });

  it('is missing on a local chain and on an unknown chain with none configured', () => {
    expect(resolveChainEntry(entry, 31337)).toMatchObject({ explorerUrl: null, explorerName: null });
    expect(resolveChainEntry(entry, 999_999)).toMatchObject({ explorerUrl: null, explorerName: null });
  });
});
