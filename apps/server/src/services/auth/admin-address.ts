import { DEV_ROLES } from '@crowdvault/contracts/deploy';
import { type Address, getAddress } from 'viem';
import type { Env } from '../../env';

/** The administrator's wallet: ADMIN_WALLET_ADDRESS, else anvil's account 0 on a local chain,
 *  else nobody (a public chain must name its admin explicitly). */
export function adminWalletAddress(
  env: Pick<Env, 'adminWalletAddress'>,
  localChain: boolean,
): Address | undefined {
  if (env.adminWalletAddress) return getAddress(env.adminWalletAddress);
  return localChain ? DEV_ROLES.admin.address : undefined;
}
