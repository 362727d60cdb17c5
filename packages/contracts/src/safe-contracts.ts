import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Abi, type Hex, type PublicClient, zeroHash } from 'viem';
import type { SafeContractName, SafeContracts } from './deployment-record';
import { create2Address, type DeployerWallet, sendCreate2 } from './deterministic-deploy';

/** The Safe release the local chains run (decision 100): the contracts every wallet and explorer knows. */
export const SAFE_VERSION = '1.4.1';

/** Each contract of the release that the Safe SDK (protocol-kit) asks for, by its build artifact in
 *  the npm package `@safe-global/safe-contracts` (the bytecode Safe published; nothing compiled or
 *  downloaded here). */
const ARTIFACT_PATHS = {
  safe: 'Safe.sol/Safe',
  safeL2: 'SafeL2.sol/SafeL2',
  proxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory',
  fallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler',
  multiSend: 'libraries/MultiSend.sol/MultiSend',
  multiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly',
  signMessageLib: 'libraries/SignMessageLib.sol/SignMessageLib',
  createCall: 'libraries/CreateCall.sol/CreateCall',
  simulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor',
} as const satisfies Record<SafeContractName, string>;

const SAFE_CONTRACT_NAMES = Object.keys(ARTIFACT_PATHS) as SafeContractName[];

export type { SafeContractName, SafeContracts } from './deployment-record';

// Salt zero, as Safe's own deterministic deployments use; any other would do as long as it never changes.
const SAFE_SALT: Hex = zeroHash;

const require = createRequire(import.meta.url);
const artifacts = new Map<SafeContractName, { abi: Abi; bytecode: Hex }>();

/** The ABI and creation code of a Safe contract, read once from the npm package's build artifact. */
export function safeArtifact(name: SafeContractName): { abi: Abi; bytecode: Hex } {
  let artifact = artifacts.get(name);
  if (!artifact) {
    const file = require.resolve(
      `@safe-global/safe-contracts/build/artifacts/contracts/${ARTIFACT_PATHS[name]}.json`,
    );
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { abi: Abi; bytecode: Hex };
    artifact = { abi: parsed.abi, bytecode: parsed.bytecode };
    artifacts.set(name, artifact);
  }
  return artifact;
}

/** The Safe contracts' addresses on any chain with the CREATE2 proxy: computed, not looked up. */
export function predictSafeContracts(): SafeContracts {
  return Object.fromEntries(
    SAFE_CONTRACT_NAMES.map((name) => [name, create2Address(SAFE_SALT, safeArtifact(name).bytecode)]),
  ) as SafeContracts;
}

/**
 * Puts the Safe contracts at their CREATE2 addresses where they are missing (the CREATE2 proxy must
 * be there already: `ensurePlatform` puts it there) and returns the addresses. The missing ones go
 * out together with consecutive nonces, so a chain mining a block a second spends one block on them.
 */
export async function ensureSafeContracts(opts: {
  publicClient: PublicClient;
  wallet: DeployerWallet;
  log?: (line: string) => void;
}): Promise<SafeContracts> {
  const { publicClient, wallet } = opts;
  const predicted = predictSafeContracts();
  const codes = await Promise.all(
    SAFE_CONTRACT_NAMES.map((name) => publicClient.getCode({ address: predicted[name] })),
  );
  const missing = SAFE_CONTRACT_NAMES.filter((_, index) => !codes[index] || codes[index] === '0x');
  if (missing.length === 0) return predicted;
  opts.log?.(`deploying Safe ${SAFE_VERSION} (${missing.join(', ')})`);
  let nonce = await publicClient.getTransactionCount({
    address: wallet.account.address,
    blockTag: 'pending',
  });
  const hashes: Hex[] = [];
  for (const name of missing) {
    const create = { salt: SAFE_SALT, initCode: safeArtifact(name).bytecode, nonce: nonce++ };
    hashes.push(await sendCreate2(publicClient, wallet, create));
  }
  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })));
  const failed = receipts.find((receipt) => receipt.status !== 'success');
  if (failed) throw new Error(`The Safe contracts' deployment ${failed.transactionHash} failed`);
  for (const name of missing) {
    const code = await publicClient.getCode({ address: predicted[name] });
    if (!code || code === '0x') throw new Error(`Safe's ${name} did not land at ${predicted[name]}`);
  }
  return predicted;
}
