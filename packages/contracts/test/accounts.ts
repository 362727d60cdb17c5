import { DEV_ROLES } from '../src/deploy';
import { DEV_ACCOUNTS } from '../src/dev-chain';
import { walletFor } from './chain';

/** Who the tests act as: the platform's deployer and relayer, and dev accounts for a campaign's
 *  owner, a stranger and a donor (shared by every file, so their nonces are too). */
export const ownerKey = DEV_ACCOUNTS[3]!.privateKey;
export const strangerKey = DEV_ACCOUNTS[4]!.privateKey;

export const deployer = walletFor(DEV_ROLES.deployer.privateKey);
export const relayer = walletFor(DEV_ROLES.relayer.privateKey);
export const owner = walletFor(ownerKey);
export const stranger = walletFor(strangerKey);
export const donor = walletFor(DEV_ACCOUNTS[5]!.privateKey);
