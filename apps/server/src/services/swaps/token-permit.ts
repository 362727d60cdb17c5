import { type Address, getAddress, hashDomain, parseAbi } from 'viem';
import type { ChainContext } from '../../chain/context';
import { chainUnavailableIn } from '../../chain/deadline';

const TOKEN_PERMIT_ABI = parseAbi([
  'function eip712Domain() view returns (bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)',
  'function nonces(address owner) view returns (uint256)',
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
  'function PERMIT_TYPEHASH() view returns (bytes32)',
]);

/** keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"). */
const EIP2612_TYPEHASH = '0x6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9';

/** ERC-5267's `fields` bits: name, version, chainId, verifyingContract (a salt, 0x10, is not signed here). */
const NAME_VERSION_CHAIN_CONTRACT = 0x0f;

export interface TokenPermitTerms {
  domain: { name: string; version: string; chainId: number; verifyingContract: Address };
  nonce: bigint;
}

/**
 * Whether a token takes an EIP-2612 permit, read from the chain (decision 135): it reports its
 * EIP-712 domain through ERC-5267 `eip712Domain()` with exactly name, version, chain id and its
 * own address (a salt or an extension would need fields a permit wallet prompt does not sign),
 * answers `nonces(owner)`, and — where it exposes them — its `DOMAIN_SEPARATOR()` is that domain's
 * hash and its `PERMIT_TYPEHASH()` EIP-2612's (mainnet DAI's older permit has another struct and
 * no ERC-5267). Null otherwise, and the gift takes an approval: the dev USDC and DAI have permit,
 * USDT, WETH and DEV do not. A chain that does not answer is its own error, not "no permit".
 */
export async function tokenPermit(
  chain: ChainContext,
  token: Address,
  owner: Address,
): Promise<TokenPermitTerms | null> {
  const read = <const F extends 'eip712Domain' | 'DOMAIN_SEPARATOR' | 'PERMIT_TYPEHASH'>(functionName: F) =>
    chain.client.readContract({ address: token, abi: TOKEN_PERMIT_ABI, functionName }).then(
      (value) => value,
      (error: unknown) => {
        if (chainUnavailableIn(error)) throw error;
        return null;
      },
    );
  const [reported, separator, typehash, nonce] = await Promise.all([
    read('eip712Domain'),
    read('DOMAIN_SEPARATOR'),
    read('PERMIT_TYPEHASH'),
    chain.client
      .readContract({ address: token, abi: TOKEN_PERMIT_ABI, functionName: 'nonces', args: [owner] })
      .catch((error: unknown) => {
        if (chainUnavailableIn(error)) throw error;
        return null;
      }),
  ]);
  if (!reported || nonce === null) return null;
  const [fields, name, version, chainId, verifyingContract, , extensions] = reported;
  if (Number.parseInt(fields, 16) !== NAME_VERSION_CHAIN_CONTRACT || extensions.length > 0) return null;
  if (Number(chainId) !== chain.chainId || getAddress(verifyingContract) !== getAddress(token)) return null;
  const domain = { name, version, chainId: chain.chainId, verifyingContract: getAddress(token) };
  if (
    separator &&
    separator !==
      hashDomain({
        domain: { ...domain, chainId: BigInt(domain.chainId) },
        types: { EIP712Domain: EIP712_DOMAIN_FIELDS },
      })
  ) {
    return null;
  }
  if (typehash && typehash !== EIP2612_TYPEHASH) return null;
  return { domain, nonce };
}

const EIP712_DOMAIN_FIELDS = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
] as const;
