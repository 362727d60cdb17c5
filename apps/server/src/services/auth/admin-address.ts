import { DEV_ROLES } from '@crowdvault/contracts/deploy';
import { DEV_CHAIN_ID } from '@crowdvault/contracts/dev-chain';
import { type Address, getAddress } from 'viem';
import type { Env } from '../../env';

/** The administrator's wallet: ADMIN_WALLET_ADDRESS, else anvil's account 0 on the local chain,
 *  else nobody (a public chain must name its admin explicitly). */
export function adminWalletAddress(
  env: Pick<Env, 'adminWalletAddress'>,
  chainId: number,
): Address | undefined {
  if (env.adminWalletAddress) return getAddress(env.adminWalletAddress);
  return chainId === DEV_CHAIN_ID ? DEV_ROLES.admin.address : undefined;
}
