import type { Address } from 'viem';
import { beforeAll } from 'vitest';
import { DEV_ROLES, type Deployment, type DevTokenSymbol, deployPlatform } from '../src/deploy';
import { testDaiAbi } from '../src/generated/artifacts';
import { deployer } from './accounts';
import { mined, publicClient, randomAddress, rpcUrl } from './chain';

/** A fresh platform for a test file, and the token balances its tests check. */

export const NATIVE: Address = '0x0000000000000000000000000000000000000000';

export type Fixture = Deployment & { token(symbol: DevTokenSymbol): Address };

/** Deploys a fresh platform with a never-used treasury address. */
async function deployFixture(): Promise<Fixture> {
  const deployment = await deployPlatform({
    rpcUrl,
    deployerKey: DEV_ROLES.deployer.privateKey,
    treasuryAddress: randomAddress(),
  });
  return {
    ...deployment,
    token(symbol) {
      const found = deployment.tokens.find((t) => t.symbol === symbol);
      if (!found) throw new Error(`no ${symbol} in deployment`);
      return found.address;
    },
  };
}

/** The file's own platform, deployed before its first test: the object is filled in by then, so
 *  helpers at the top of a file can close over it. */
export function useDeployment(): Fixture {
  const fixture = {} as Fixture;
  beforeAll(async () => {
    Object.assign(fixture, await deployFixture());
  });
  return fixture;
}

/** The deployer, every dev token's minter, mints `amount` base units of `token` to `to`. */
export function mint(token: Address, to: Address, amount: bigint) {
  return mined(
    deployer.writeContract({ address: token, abi: testDaiAbi, functionName: 'mint', args: [to, amount] }),
  );
}

export async function balanceOf(token: Address, account: Address): Promise<bigint> {
  if (token === NATIVE) return publicClient.getBalance({ address: account });
  return publicClient.readContract({
    address: token,
    abi: [
      {
        type: 'function',
        name: 'balanceOf',
        stateMutability: 'view',
        inputs: [{ name: 'account', type: 'address' }],
        outputs: [{ name: '', type: 'uint256' }],
      },
    ],
    functionName: 'balanceOf',
    args: [account],
  });
}
