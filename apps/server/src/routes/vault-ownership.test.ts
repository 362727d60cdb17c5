import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { campaignFactoryAbi, campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import type { WithdrawalPlan } from '@crowdvault/shared/api/withdrawal';
import { type Address, erc20Abi, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../chain/deployment';
import { NOT_VAULT_OWNER } from '../services/withdrawals/campaign-vaults';
import { createCampaign, dealToken, indexUpTo } from '../test/chain-kit';
import { bearer, signIn } from '../test/sign-in';
import { createAppWithOwnRelayer } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { signWithdrawalPlan } from '../test/withdrawal-kit';

const USDT = 10n ** 6n;

describe('a vault handed to a new owner', () => {
  let kit: DevChainClients;
  let usdt: Address;
  const creatorKey = generatePrivateKey();
  const creator = privateKeyToAccount(creatorKey).address;
  const heirKey = generatePrivateKey();
  const heir = privateKeyToAccount(heirKey).address;
  let creatorSession: AuthResponse;
  let heirSession: AuthResponse;

  const fixture = useTestApp({
    env: { RELAYER_RATE_LIMIT: '100' },
    build: (context) => createAppWithOwnRelayer(context, [creatorKey, heirKey]),
  });
  beforeAll(async () => {
    kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    usdt = findToken(fixture.context.chain.deployment, 'USDT')!.address;
    creatorSession = await signIn(fixture.app, creatorKey);
    heirSession = await signIn(fixture.app, heirKey);
  });

  async function signedPlan(campaignId: number, session: AuthResponse, key: Hex, recipient: Address) {
    const response = await fixture.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/wallet/withdraw`,
      headers: bearer(session),
      payload: { token: 'USDT', amount: '10', recipientAddress: recipient },
    });
    expect(response.statusCode, response.body).toBe(200);
    return signWithdrawalPlan(response.json() as WithdrawalPlan, key);
  }

  it('takes the owner from the accepted transfer: the new owner withdraws, the old one no longer can', async () => {
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain, {
      owner: creator,
    });
    await dealToken(kit, usdt, campaign.vault, 100n * USDT);
    const creatorWallet = kit.walletFor(creatorKey);
    await kit.mined(
      creatorWallet.writeContract({
        address: fixture.context.chain.deployment.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'deployVault',
        args: [BigInt(campaign.id), creator],
      }),
    );
    // Signed before the transfer, relayed after: it must not work.
    const stale = await signedPlan(campaign.id, creatorSession, creatorKey, creator);
    await kit.mined(
      creatorWallet.writeContract({
        address: campaign.vault,
        abi: campaignVaultAbi,
        functionName: 'transferOwnership',
        args: [heir],
      }),
    );
    const accepted = await kit.mined(
      kit.walletFor(heirKey).writeContract({
        address: campaign.vault,
        abi: campaignVaultAbi,
        functionName: 'acceptOwnership',
      }),
    );
    await indexUpTo(fixture.context, accepted.blockNumber);

    const relay = (body: Record<string, unknown>) =>
      fixture.app.inject({
        method: 'POST',
        url: '/api/wallet/withdraw',
        headers: bearer(creatorSession),
        payload: body,
      });
    // The creator's account no longer owns the vault: a signature made before the transfer and
    // a new plan are both refused, and nothing is sent.
    const refused = await relay(stale);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_VAULT_OWNER);
    const replanned = await fixture.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/wallet/withdraw`,
      headers: bearer(creatorSession),
      payload: { token: 'USDT', amount: '10', recipientAddress: creator },
    });
    expect(replanned.statusCode).toBe(403);
    expect(replanned.json().message).toBe(NOT_VAULT_OWNER);
    const creatorsWallets = await fixture.app.inject({
      method: 'GET',
      url: '/api/campaigns/me/wallets',
      headers: bearer(creatorSession),
    });
    expect(creatorsWallets.json().map((each: { campaignId: number }) => each.campaignId)).not.toContain(
      campaign.id,
    );

    // The campaign's API names the vault's current owner on that chain beside its creator.
    const detail = await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(detail.json().creator.walletAddress).toBe(creator);
    expect(detail.json().vaultOwners).toEqual([
      { chainId: fixture.context.chain.chainId, walletAddress: heir, username: heirSession.user.username },
    ]);

    // The heir sees the campaign's vault in their dashboard, on the chain where they own it.
    const heirsWallets = await fixture.app.inject({
      method: 'GET',
      url: '/api/campaigns/me/wallets',
      headers: bearer(heirSession),
    });
    expect(heirsWallets.statusCode).toBe(200);
    expect(heirsWallets.json()).toEqual([
      expect.objectContaining({
        campaignId: campaign.id,
        walletAddress: campaign.vault,
        chains: [
          expect.objectContaining({
            chainId: fixture.context.chain.chainId,
            readError: null,
            deployed: true,
          }),
        ],
      }),
    ]);

    // The heir signed in with their own wallet: the vault is theirs to withdraw from.
    const heirs = await signedPlan(campaign.id, heirSession, heirKey, heir);
    const relayed = await fixture.app.inject({
      method: 'POST',
      url: '/api/wallet/withdraw',
      headers: bearer(heirSession),
      payload: heirs,
    });
    expect(relayed.statusCode, relayed.body).toBe(200);
    const receipt = await kit.publicClient.waitForTransactionReceipt({
      hash: relayed.json().transactionHash,
    });
    expect(receipt.status).toBe('success');
    const received = await kit.publicClient.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [heir],
    });
    expect(received).toBe(9_750_000n);
    const history = await fixture.app.inject({
      method: 'GET',
      url: '/api/withdrawals/me',
      headers: bearer(heirSession),
    });
    expect(history.json()).toContainEqual(
      expect.objectContaining({
        chainId: fixture.context.chain.chainId,
        transactionHash: relayed.json().transactionHash,
        method: 'gasless',
      }),
    );
  });
});
