import { resolve } from 'node:path';
import type { Address, Hex } from 'viem';
import type { DevTokenSymbol } from '../src/deploy';
import { deployDeterministic } from '../src/deterministic-deploy';

// `npm run deploy:contracts`: the platform's contracts on a real chain (README, "Production").
//   CHAIN_RPC_URL          the chain's JSON-RPC URL
//   DEPLOYER_PRIVATE_KEY   pays the deployment gas (and 0.01 coin to deploy the CREATE2 proxy where missing)
//   TREASURY_ADDRESS       receives the platform fee (part of the factory's address)
//   TOKENS                 USDT=0x…,USDC=0x…,DAI=0x… : the stablecoins campaigns are raised in
//   DEPLOYMENT_FILE        where to write the record (default ./deployment.json); never overwritten

const SYMBOLS: DevTokenSymbol[] = ['USDT', 'USDC', 'DAI'];

function required(name: string, pattern: RegExp, hint: string): string {
  const value = process.env[name]?.trim();
  if (!value || !pattern.test(value))
    throw new Error(`${name}: ${value ? 'malformed' : 'required'}, ${hint}`);
  return value;
}

function parseTokens(text: string): Record<DevTokenSymbol, Address> {
  const entries = text.split(',').map((part) => part.trim().split('='));
  const tokens: Partial<Record<DevTokenSymbol, Address>> = {};
  for (const [symbol, address] of entries) {
    if (!SYMBOLS.includes(symbol as DevTokenSymbol) || !/^0x[0-9a-fA-F]{40}$/.test(address ?? '')) {
      throw new Error(
        `TOKENS: "${symbol}=${address}" is not SYMBOL=0xADDRESS with SYMBOL one of ${SYMBOLS.join(', ')}`,
      );
    }
    tokens[symbol as DevTokenSymbol] = address as Address;
  }
  const missing = SYMBOLS.filter((symbol) => !tokens[symbol]);
  if (missing.length > 0) throw new Error(`TOKENS: missing ${missing.join(', ')}`);
  return tokens as Record<DevTokenSymbol, Address>;
}

try {
  const deployment = await deployDeterministic({
    rpcUrl: required('CHAIN_RPC_URL', /^https?:\/\//, 'an http(s) JSON-RPC URL'),
    deployerKey: required('DEPLOYER_PRIVATE_KEY', /^0x[0-9a-fA-F]{64}$/, 'a 0x-prefixed 32-byte key') as Hex,
    treasuryAddress: required('TREASURY_ADDRESS', /^0x[0-9a-fA-F]{40}$/, 'an address') as Address,
    tokens: parseTokens(required('TOKENS', /=/, 'USDT=0x…,USDC=0x…,DAI=0x…')),
    file: resolve(process.env.DEPLOYMENT_FILE || 'deployment.json'),
    log: (line) => console.info(line),
  });
  console.info(`factory ${deployment.factoryAddress}, implementation ${deployment.implementationAddress}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
