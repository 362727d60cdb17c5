// EIP-681 payment links for an ERC-20 transfer to a campaign vault, without zod: the campaign
// page imports this, and zod must stay out of the public pages' bundle (like campaign-list.ts).
//
//   ethereum:<token>@<chainId>/transfer?address=<recipient>&uint256=<amount in base units>
//
// A phone wallet scanning it opens a transfer of that token, on that chain, to that recipient,
// with the amount filled in. The amount is always the token's smallest unit: 1 USDT (6 decimals)
// is 1000000, 1 DAI (18 decimals) is 1000000000000000000.

import { parseUnits } from './format';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** The largest amount a uint256 holds. */
const MAX_UINT256 = (1n << 256n) - 1n;

export interface TokenTransferRequest {
  /** The ERC-20 contract. */
  token: string;
  chainId: number;
  /** Who receives the tokens: the campaign's vault. */
  recipient: string;
  /** In the token's smallest unit. */
  amount: bigint;
}

/** The EIP-681 URI of a token transfer. Throws on an address that is not 20 bytes of hex, a chain
 *  id that is not a positive integer, or an amount that is not a positive uint256: a link that a
 *  wallet would read differently from what the page shows must never be drawn. */
export function tokenTransferUri({ token, chainId, recipient, amount }: TokenTransferRequest): string {
  if (!ADDRESS.test(token)) throw new Error(`Not a token address: ${token}`);
  if (!ADDRESS.test(recipient)) throw new Error(`Not a recipient address: ${recipient}`);
  if (!Number.isSafeInteger(chainId) || chainId < 1) throw new Error(`Not a chain id: ${chainId}`);
  if (amount <= 0n || amount > MAX_UINT256) throw new Error(`Not a transfer amount: ${amount}`);
  return `ethereum:${token}@${chainId}/transfer?address=${recipient}&uint256=${amount.toString()}`;
}

/** A number as EIP-681 writes it: digits, optionally in scientific notation ("2.014e18"). Only
 *  whole results count: a fraction of a base unit cannot be sent. */
function parseUint(raw: string): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?(?:[eE](\d+))?$/.exec(raw);
  if (!match) return null;
  const [, whole = '', fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (exponentText === undefined && fraction) return null;
  if (exponent > 100) return null;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > exponent) return null;
  return BigInt(whole + significant.padEnd(exponent, '0'));
}

/** Reads an EIP-681 token-transfer URI back: null for anything that is not one (another function,
 *  a missing or repeated parameter, a bad address, chain or amount). A URI without `@chainId` is
 *  refused too: a wallet would guess the chain, and a campaign's vault lives on one. */
export function parseTokenTransferUri(uri: string): TokenTransferRequest | null {
  const match = /^ethereum:(?:pay-)?(0x[0-9a-fA-F]{40})@(\d{1,15})\/transfer\?([^#]*)$/.exec(uri.trim());
  if (!match) return null;
  const [, token = '', chainText = '', query = ''] = match;
  const chainId = Number(chainText);
  if (!Number.isSafeInteger(chainId) || chainId < 1) return null;
  const params = new Map<string, string>();
  for (const pair of query.split('&')) {
    const [key, value, ...rest] = pair.split('=');
    if (!key || value === undefined || rest.length > 0 || params.has(key)) return null;
    params.set(key, value);
  }
  const recipient = params.get('address');
  const amountText = params.get('uint256');
  if (params.size !== 2 || !recipient || !amountText || !ADDRESS.test(recipient)) return null;
  const amount = parseUint(amountText);
  if (amount === null || amount <= 0n || amount > MAX_UINT256) return null;
  return { token, chainId, recipient, amount };
}

/** What a donor typed ("25", "0.5") in base units for a token with `decimals`, or null when it is
 *  not a positive amount the token can represent (letters, a sign, too many decimals, zero). */
export function baseUnitsOf(value: string, decimals: number): bigint | null {
  try {
    const amount = parseUnits(value, decimals);
    return amount > 0n && amount <= MAX_UINT256 ? amount : null;
  } catch {
    return null;
  }
}
