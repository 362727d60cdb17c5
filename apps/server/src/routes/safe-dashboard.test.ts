import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { safeAbi } from '@crowdvault/contracts/generated/safe-abis';
import { plainSafeCall, safeTxProposal, safeTxTypedData } from '@crowdvault/contracts/safe-signatures';
import type { OwnCampaign } from '@crowdvault/shared/api/admin';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import type { CampaignVault, Withdrawal } from '@crowdvault/shared/api/withdrawal';
import { type Address, encodeFunctionData, type Hex } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../chain/deployment';
import { createCampaign, dealToken, indexUpTo } from '../test/chain-kit';
import { handVaultToSafe, removeSafeOwner, twoOfThreeSafe } from '../test/safe-kit';
import { bearer, signIn } from '../test/sign-in';
import { createAppWithOwnRelayer } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const USDT = 10n ** 6n;

describe("every owner of a campaign's Safe sees it in their dashboard (issue 30)", () => {
  let kit: DevChainClients;
  let usdt: Address;
  let safe: Address;
  let campaign: { id: number; vault: Address };
  const keys = [generatePrivateKey(), generatePrivateKey(), generatePrivateKey(), generatePrivateKey()];
  // A creates the campaign; A, B and C own the 2-of-3 Safe; D owns nothing.
  const [a, b, c, stranger] = keys.map((key) => privateKeyToAccount(key)) as [
    PrivateKeyAccount,
    PrivateKeyAccount,
    PrivateKeyAccount,
    PrivateKeyAccount,
  ];
  const sessions = new Map<Address, AuthResponse>();
  const get = async <T>(account: PrivateKeyAccount, url: string): Promise<T> => {
    const response = await fixture.app.inject({
      method: 'GET',
      url,
      headers: bearer(sessions.get(account.address)!),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const campaignsOf = (account: PrivateKeyAccount) => get<OwnCampaign[]>(account, '/api/campaigns/me');
  const walletsOf = (account: PrivateKeyAccount) =>
    get<CampaignVault[]>(account, '/api/campaigns/me/wallets');
  const historyOf = (account: PrivateKeyAccount) => get<Withdrawal[]>(account, '/api/withdrawals/me');

  const fixture = useTestApp({
    env: { RELAYER_RATE_LIMIT: '100' },
    build: (context) => createAppWithOwnRelayer(context, [...keys]),
  });
  beforeAll(async () => {
    kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    usdt = findToken(fixture.context.chain.deployment, 'USDT')!.address;
    for (const [index, account] of [a, b, c, stranger].entries()) {
      sessions.set(account.address, await signIn(fixture.app, keys[index]!));
    }
    safe = await twoOfThreeSafe(kit, fixture.context.chain, [a, b, c], keys[0]!);
    const created = await createCampaign(fixture.context.database.db, fixture.context.chain, {
      owner: a.address,
    });
    campaign = { id: created.id, vault: created.vault };
    await dealToken(kit, usdt, campaign.vault, 500n * USDT);
    const accepted = await handVaultToSafe(kit, fixture.context.chain, campaign, {
      creatorKey: keys[0]!,
      safe,
      signers: [a, c],
    });
    await indexUpTo(fixture.context, accepted.blockNumber);
  });

  it("lists the Safe's campaign, its vault and its history for each owner, naming the Safe and its signers", async () => {
    // B (not the creator) proposes 100 USDT to a fresh recipient, C signs, B has it relayed.
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const nonce = await kit.publicClient.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' });
    const data = encodeFunctionData({
      abi: campaignVaultAbi,
      functionName: 'withdraw',
      args: [usdt, 100n * USDT, recipient],
    });
    const body = await safeTxProposal({
      chainId: fixture.context.chain.chainId,
      safe,
      to: campaign.vault,
      data,
      nonce,
      sender: b.address,
      sign: (typedData) => b.signTypedData(typedData),
    });
    const as = (account: PrivateKeyAccount) => bearer(sessions.get(account.address)!);
    const proposed = await fixture.app.inject({
      method: 'POST',
      url: `/api/safes/${fixture.context.chain.chainId}/${safe}/multisig-transactions`,
      headers: as(b),
      payload: body,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const hash = body.contractTransactionHash;
    const signature = await c.signTypedData(
      safeTxTypedData({
        chainId: fixture.context.chain.chainId,
        safe,
        transaction: plainSafeCall({ to: campaign.vault, data, nonce }),
      }),
    );
    const confirmed = await fixture.app.inject({
      method: 'POST',
      url: `/api/multisig-transactions/${hash}/confirmations`,
      headers: as(c),
      payload: { signature },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const executed = await fixture.app.inject({
      method: 'POST',
      url: `/api/multisig-transactions/${hash}/executions`,
      headers: as(b),
      payload: { mode: 'relayer' },
    });
    expect(executed.statusCode, executed.body).toBe(201);
    const txHash = executed.json().transactionHash as Hex;
    const receipt = await kit.publicClient.waitForTransactionReceipt({ hash: txHash });
    await indexUpTo(fixture.context, receipt.blockNumber);

    for (const owner of [a, b, c]) {
      const mine = (await campaignsOf(owner)).find((entry) => entry.id === campaign.id);
      expect(mine?.safe, `campaigns of ${owner.address}`).toMatchObject({ address: safe, threshold: 2 });
      expect([...mine!.safe!.owners].sort()).toEqual([a.address, b.address, c.address].sort());
      // The creator card keeps the creator.
      expect(mine!.creator.walletAddress).toBe(a.address);

      const vault = (await walletsOf(owner)).find((entry) => entry.campaignId === campaign.id);
      expect(vault?.chains[0]?.safe, `wallets of ${owner.address}`).toMatchObject({
        address: safe,
        threshold: 2,
      });
      expect(vault!.chains[0]!.balances.find((balance) => balance.symbol === 'USDT')?.balance).toBe('400');

      const row = (await historyOf(owner)).find((entry) => entry.transactionHash === txHash);
      expect(row, `history of ${owner.address}`).toMatchObject({
        status: 'completed',
        amount: '100',
        fee: '2.5',
        payout: '97.5',
        recipientAddress: recipient,
        method: 'gasless',
        safe: { address: safe, signers: [b.address, c.address] },
      });
    }

    // Someone who owns nothing gets nothing of it.
    expect((await campaignsOf(stranger)).map((entry) => entry.id)).not.toContain(campaign.id);
    expect((await walletsOf(stranger)).map((entry) => entry.campaignId)).not.toContain(campaign.id);
    expect(await historyOf(stranger)).toEqual([]);
  });

  it('drops the campaign from an owner removed inside the Safe at once, without a restart', async () => {
    expect((await walletsOf(b)).map((entry) => entry.campaignId)).toContain(campaign.id);
    await removeSafeOwner(kit, {
      safe,
      owner: b.address,
      threshold: 2n,
      senderKey: keys[2]!,
      signers: [a, c],
    });

    expect((await campaignsOf(b)).map((entry) => entry.id)).not.toContain(campaign.id);
    expect((await walletsOf(b)).map((entry) => entry.campaignId)).not.toContain(campaign.id);
    expect((await historyOf(b)).map((entry) => entry.campaign.id)).not.toContain(campaign.id);
    // C, still an owner, keeps it; the Safe it shows has two owners now.
    const kept = (await campaignsOf(c)).find((entry) => entry.id === campaign.id);
    expect([...kept!.safe!.owners].sort()).toEqual([a.address, c.address].sort());
    expect((await walletsOf(c)).map((entry) => entry.campaignId)).toContain(campaign.id);
  });

  it('keeps the Safe and its history off the list of a creator whose vault a wallet owns', async () => {
    // A campaign of the stranger's, never handed to a Safe: their own rows carry no Safe.
    const own = await createCampaign(fixture.context.database.db, fixture.context.chain, {
      owner: stranger.address,
    });
    const mine = (await campaignsOf(stranger)).find((entry) => entry.id === own.id);
    expect(mine?.safe).toBeNull();
    const vault = (await walletsOf(stranger)).find((entry) => entry.campaignId === own.id);
    expect(vault?.chains[0]?.safe).toBeNull();
    expect((await campaignsOf(c)).map((entry) => entry.id)).not.toContain(own.id);
  });
});
