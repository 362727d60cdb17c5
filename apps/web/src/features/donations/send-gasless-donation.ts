// The wallet half of a gasless donation, loaded only when a donor confirms (like send-donation).
import {
  type GaslessDonationBody,
  type GaslessDonationResponse,
  type GaslessMethod,
  gaslessTypedData,
} from '@crowdvault/shared/api/gasless-donation';
import { type Address, erc20Abi, getAddress, type Hash, parseUnits, toHex } from 'viem';
import { readContract, signTypedData } from 'wagmi/actions';
import { apiPost } from '@/lib/http/api-client';
import { requireConnectedWallet } from '@/lib/wallet/connected-wallet';
import { ChainPreflightError } from '@/lib/wallet/parse-chain-error';
import { requireToken } from './lib/require-token';

/** How long a signature stays valid: long enough for a slow wallet prompt, short enough that a
 *  forgotten one soon means nothing. */
const VALID_FOR_SECONDS = 30 * 60;

const tokenReads = [
  {
    type: 'function',
    name: 'eip712Domain',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'fields', type: 'bytes1' },
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
      { name: 'salt', type: 'bytes32' },
      { name: 'extensions', type: 'uint256[]' },
    ],
  },
  {
    type: 'function',
    name: 'nonces',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const;

export interface GaslessDonation {
  campaignId: number;
  /** The vault's address: the authorization's recipient or the permit's spender. */
  to: string;
  amount: string;
  symbol: string;
  method: GaslessMethod;
  from: string;
  message: string | null;
  isAnonymous: boolean;
  /** The served chain to give on: its token, its relayer, its chain id in the signed domain (the
   *  primary when left out). */
  chainId?: number;
}

/** Checks network and balance, has the wallet sign one EIP-712 message (no gas, nothing sent by
 *  the wallet), and hands it to POST /api/donations/gasless, whose relayer sends it and records
 *  the donation. Resolves with the server's answer once the transfer is mined. */
export async function sendGaslessDonation(
  donation: GaslessDonation,
  onHash: (hash: Hash) => void,
): Promise<GaslessDonationResponse> {
  const { wagmi, chain, account } = await requireConnectedWallet(donation.from, donation.chainId);
  const token = requireToken(chain, donation.symbol);
  const address = getAddress(token.address) as Address;
  const value = parseUnits(donation.amount, token.decimals);
  const to = getAddress(donation.to) as Address;
  const read = { address, chainId: chain.chainId } as const;
  const [balance, domain, permitNonce] = await Promise.all([
    readContract(wagmi, { ...read, abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
    readContract(wagmi, { ...read, abi: tokenReads, functionName: 'eip712Domain' }),
    donation.method === 'permit'
      ? readContract(wagmi, { ...read, abi: tokenReads, functionName: 'nonces', args: [account] })
      : Promise.resolve(0n),
  ]);
  if (balance < value) {
    throw new ChainPreflightError(
      'insufficient-funds',
      `Your wallet holds less than ${donation.amount} ${donation.symbol}. Nothing was sent.`,
    );
  }
  const now = BigInt(Math.floor(Date.now() / 1000));
  // A minute back, so a device clock slightly ahead of the chain still makes it valid at once.
  const validAfter = donation.method === 'authorization' ? now - 60n : 0n;
  const validBefore = now + BigInt(VALID_FOR_SECONDS);
  const nonce =
    donation.method === 'authorization'
      ? toHex(crypto.getRandomValues(new Uint8Array(32)))
      : permitNonce.toString();
  const [, name, version, chainId, verifyingContract] = domain;
  const typed = gaslessTypedData(
    { method: donation.method, from: account, to, amount: value, validAfter, validBefore, nonce },
    { name, version, chainId: Number(chainId), verifyingContract },
  );
  const signature = await signTypedData(wagmi, { account, ...typed } as Parameters<typeof signTypedData>[1]);
  const body: GaslessDonationBody = {
    campaignId: donation.campaignId,
    chainId: chain.chainId,
    method: donation.method,
    token: address,
    from: account,
    to,
    amount: value.toString(),
    validAfter: validAfter.toString(),
    validBefore: validBefore.toString(),
    nonce,
    signature,
    message: donation.message,
    isAnonymous: donation.isAnonymous,
  };
  const response = await apiPost<GaslessDonationResponse>('/donations/gasless', body);
  onHash(response.transactionHash as Hash);
  return response;
}
