import { type Address, encodeDeployData, getContractAddress, type Hex, pad, toHex } from 'viem';
import { matchingPoolAbi, matchingPoolBytecode } from './generated/artifacts';

/** Every term of a round's pool (MatchingPool.sol's PoolTerms, decision 139): all are in its
 *  address. Times in unix seconds. MatchingPoolFactory.createPool takes the same object. */
export type MatchingPoolTerms = {
  roundId: bigint;
  token: Address;
  sponsor: Address;
  /** The platform's address, the only one that may publish the result. */
  operator: Address;
  closesAt: bigint;
  challengePeriod: bigint;
  gracePeriod: bigint;
};

/** MatchingPoolFactory's salt: the round id as 32 bytes. */
export function matchingPoolSalt(roundId: bigint): Hex {
  return pad(toHex(roundId), { size: 32 });
}

/** The address MatchingPoolFactory.predictPoolAddress returns, without a chain call: the server
 *  shows it (and sponsors fund it) before the pool is created. */
export function matchingPoolAddress(
  roundId: bigint,
  factoryAddress: Address,
  terms: Omit<MatchingPoolTerms, 'roundId'>,
): Address {
  const bytecode = encodeDeployData({
    abi: matchingPoolAbi,
    bytecode: matchingPoolBytecode,
    args: [{ ...terms, roundId }],
  });
  return getContractAddress({
    opcode: 'CREATE2',
    from: factoryAddress,
    salt: matchingPoolSalt(roundId),
    bytecode,
  });
}
