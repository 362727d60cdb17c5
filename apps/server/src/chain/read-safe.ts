import { safeAbi } from '@crowdvault/contracts/generated/safe-abis';
import { SAFE_ERRORS, type SafeInfo } from '@crowdvault/shared/api/safe';
import { type Address, getAddress } from 'viem';
import { AppError } from '../errors';
import type { ChainContext } from './context';
import { chainUnavailableIn } from './deadline';

export interface SafeState {
  address: Address;
  owners: Address[];
  threshold: number;
  nonce: bigint;
  version: string;
}

/**
 * The Safe at `address` on `chain` as the chain shows it now: owners, threshold, nonce and version,
 * read at every use, so an owner added or removed inside the Safe (or a new threshold) counts at
 * once, without a restart or an index. An address without code, or whose code does not answer
 * as a Safe does, is refused with a sentence; a chain that does not answer is not a refusal (503).
 */
export async function readSafe(
  chain: Pick<ChainContext, 'client' | 'name'>,
  address: string,
): Promise<SafeState> {
  const safe = getAddress(address);
  const read = <Name extends 'getOwners' | 'getThreshold' | 'nonce' | 'VERSION'>(functionName: Name) =>
    chain.client.readContract({ address: safe, abi: safeAbi, functionName });
  try {
    const [owners, threshold, nonce, version] = await Promise.all([
      read('getOwners'),
      read('getThreshold'),
      read('nonce'),
      read('VERSION'),
    ]);
    if (owners.length === 0 || threshold === 0n) throw new Error('not set up');
    return {
      address: safe,
      owners: owners.map((owner) => getAddress(owner)),
      threshold: Number(threshold),
      nonce,
      version,
    };
  } catch (error) {
    throw chainUnavailableIn(error) ?? new AppError('BAD_REQUEST', SAFE_ERRORS.notASafe(safe, chain.name));
  }
}

/** Whether `address` is a Safe on `chain` (null rather than an error, for listings); a chain that
 *  does not answer still throws, so a listing never says "none" for "unknown". */
export async function isSafe(
  chain: Pick<ChainContext, 'client' | 'name'>,
  address: string,
): Promise<SafeState | null> {
  return readSafe(chain, address).catch((error: unknown) => {
    if (chainUnavailableIn(error)) throw error;
    return null;
  });
}

export function toSafeInfo(chainId: number, safe: SafeState): SafeInfo {
  return {
    address: safe.address,
    chainId,
    owners: safe.owners,
    threshold: safe.threshold,
    nonce: safe.nonce.toString(),
    version: safe.version,
  };
}
