import { describe, expect, inject, it, vi } from 'vitest';
import type { ChainEntryConfig } from './chain-config';
import { findToken, loadDeployment } from './deployment';
import { ChainRegistryError, connectChains } from './registry';

// Decision 125: the server, its tests, benches and tools connect chains one way, `connectChains`;
// only the boot check is optional.
describe('connectChains', () => {
  const entry = (rpcUrl: string, more: Partial<ChainEntryConfig> = {}): ChainEntryConfig => ({
    rpcUrls: [rpcUrl],
    publicRpcUrl: rpcUrl,
    deploymentFile: inject('deploymentFile'),
    ...more,
  });
  // Nothing listens on port 1: every request is refused at once.
  const DEAD_RPC = 'http://127.0.0.1:1';

  it('checks each chain at boot, reading the tokens’ decimals from it', async () => {
    const warn = vi.fn();
    const chains = await connectChains([entry(inject('chainRpcUrl'))], { warn });
    expect(chains.ids).toEqual([31337]);
    expect(findToken(chains.primary.deployment, 'DAI')?.decimals).toBe(18);
    expect(warn).not.toHaveBeenCalled();
  });

  it('boots a chain that does not answer with a warning, on its deployment file’s decimals', async () => {
    const warn = vi.fn();
    const chains = await connectChains([entry(DEAD_RPC)], { warn });
    expect(chains.primary.rpcUrls).toEqual([DEAD_RPC]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not answer at boot'));
  });

  it('reads nothing from the chain without the boot check: the deployment file as it is', async () => {
    const warn = vi.fn();
    const chains = await connectChains([entry(DEAD_RPC, { confirmations: 0 })], { warn, bootCheck: false });
    const file = await loadDeployment(inject('deploymentFile'));
    expect(chains.primary).toMatchObject({
      chainId: 31337,
      name: 'Local Anvil',
      confirmations: 0,
      local: true,
    });
    expect(chains.primary.deployment).toEqual(file);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a listed token without the boot check: only the chain knows its decimals', async () => {
    const other = `0x${'7'.repeat(40)}` as const;
    const connecting = connectChains([entry(DEAD_RPC, { tokens: { USDT: other } })], { bootCheck: false });
    await expect(connecting).rejects.toBeInstanceOf(ChainRegistryError);
    await expect(connecting).rejects.toThrow(
      'Local Anvil (31337): the decimals of USDT are read from the chain',
    );
  });
});
