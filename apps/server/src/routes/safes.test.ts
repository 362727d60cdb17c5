import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { campaignFactoryAbi, campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { safeAbi } from '@crowdvault/contracts/generated/safe-abis';
import { execSafeCall } from '@crowdvault/contracts/safe-account';
import { plainSafeCall, safeTxProposal, safeTxTypedData } from '@crowdvault/contracts/safe-signatures';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import { SAFE_ERRORS, type SafeMultisigTx } from '@crowdvault/shared/api/safe';
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseEventLogs } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../chain/deployment';
import { createCampaign, dealToken, indexUpTo } from '../test/chain-kit';
import { handVaultToSafe, removeSafeOwner, twoOfThreeSafe } from '../test/safe-kit';
import { bearer, signIn } from '../test/sign-in';
import { createAppWithOwnRelayer } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const USDT = 10n ** 6n;

describe('a campaign vault owned by a Safe (issue 30)', () => {
  let kit: DevChainClients;
  let usdt: Address;
  let safe: Address;
  const keys = [generatePrivateKey(), generatePrivateKey(), generatePrivateKey()];
  const [a, b, c] = keys.map((key) => privateKeyToAccount(key)) as [
    PrivateKeyAccount,
    PrivateKeyAccount,
    PrivateKeyAccount,
  ];
  const strangerKey = generatePrivateKey();
  const stranger = privateKeyToAccount(strangerKey);
  const sessions = new Map<Address, AuthResponse>();
  const as = (account: PrivateKeyAccount) => bearer(sessions.get(account.address)!);

  const fixture = useTestApp({
    env: { RELAYER_RATE_LIMIT: '100' },
    build: (context) => createAppWithOwnRelayer(context, [...keys, strangerKey]),
  });
  beforeAll(async () => {
    kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    usdt = findToken(fixture.context.chain.deployment, 'USDT')!.address;
    for (const [key, account] of [
      ...keys.map((k, i) => [k, [a, b, c][i]!] as const),
      [strangerKey, stranger] as const,
    ]) {
      sessions.set(account.address, await signIn(fixture.app, key));
    }
    safe = await twoOfThreeSafe(kit, fixture.context.chain, [a, b, c], keys[0]!);
  });

  /** A campaign of A's with 1,000 USDT, its vault deployed and handed to the Safe (two steps). */
  async function safeCampaign(): Promise<{ id: number; vault: Address }> {
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain, {
      owner: a.address,
    });
    await dealToken(kit, usdt, campaign.vault, 1000n * USDT);
    await handVaultToSafe(kit, fixture.context.chain, campaign, {
      creatorKey: keys[0]!,
      safe,
      signers: [a, c],
    });
    return { id: campaign.id, vault: campaign.vault };
  }

  const safeNonce = () =>
    kit.publicClient.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' });
  const balance = (holder: Address) =>
    kit.publicClient.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    });

  /** A proposal body as the web app builds it: withdraw `amount` USDT to `recipient`, signed by `by`. */
  async function proposal(
    vault: Address,
    opts: { by: PrivateKeyAccount; amount?: bigint; recipient?: Address; nonce?: bigint; chainId?: number },
  ) {
    const data = encodeFunctionData({
      abi: campaignVaultAbi,
      functionName: 'withdraw',
      args: [usdt, opts.amount ?? 100n * USDT, opts.recipient ?? c.address],
    });
    return safeTxProposal({
      chainId: opts.chainId ?? fixture.context.chain.chainId,
      safe,
      to: vault,
      data,
      nonce: opts.nonce ?? (await safeNonce()),
      sender: opts.by.address,
      sign: (typedData) => opts.by.signTypedData(typedData),
    });
  }

  const propose = (
    by: PrivateKeyAccount,
    body: Record<string, unknown>,
    chainId = fixture.context.chain.chainId,
  ) =>
    fixture.app.inject({
      method: 'POST',
      url: `/api/safes/${chainId}/${safe}/multisig-transactions`,
      headers: as(by),
      payload: body,
    });
  const confirm = (by: PrivateKeyAccount, safeTxHash: string, signature: Hex) =>
    fixture.app.inject({
      method: 'POST',
      url: `/api/multisig-transactions/${safeTxHash}/confirmations`,
      headers: as(by),
      payload: { signature },
    });
  const execute = (by: PrivateKeyAccount, safeTxHash: string, payload: Record<string, unknown>) =>
    fixture.app.inject({
      method: 'POST',
      url: `/api/multisig-transactions/${safeTxHash}/executions`,
      headers: as(by),
      payload,
    });
  const read = async (by: PrivateKeyAccount, safeTxHash: string): Promise<SafeMultisigTx> =>
    (
      await fixture.app.inject({
        method: 'GET',
        url: `/api/multisig-transactions/${safeTxHash}`,
        headers: as(by),
      })
    ).json();

  /** The 'safe' notices in `account`'s bell for campaign `id`, newest first. */
  const safeNotices = async (account: PrivateKeyAccount, id: number) =>
    (
      (
        await fixture.app.inject({ method: 'GET', url: '/api/notifications', headers: as(account) })
      ).json() as {
        items: { kind: string; campaignId: number; detail: string }[];
      }
    ).items
      .filter((item) => item.kind === 'safe' && item.campaignId === id)
      .map((item) => item.detail);

  it('reads a Safe from its chain and refuses an address that is not one', async () => {
    const info = await fixture.app.inject({
      method: 'GET',
      url: `/api/safes/${fixture.context.chain.chainId}/${safe}`,
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ address: safe, threshold: 2, version: '1.4.1' });
    expect([...info.json().owners].sort()).toEqual([a.address, b.address, c.address].sort());

    for (const notSafe of [stranger.address, fixture.context.chain.deployment.factoryAddress]) {
      const refused = await fixture.app.inject({
        method: 'GET',
        url: `/api/safes/${fixture.context.chain.chainId}/${notSafe}`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(SAFE_ERRORS.notASafe(notSafe, fixture.context.chain.name));
    }
  });

  it('collects signatures until the threshold, refuses every wrong one, and executes gaslessly: 97.5 / 2.5', async () => {
    const { id, vault } = await safeCampaign();
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const treasury = fixture.context.chain.deployment.treasuryAddress;
    const body = await proposal(vault, { by: a, recipient });

    // Refused before anything is stored: a non-owner, a signature by someone else than the sender,
    // a hash of another chain, a vault the Safe does not own, a chain this deployment does not serve.
    const byStranger = await propose(stranger, { ...body, sender: stranger.address });
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().message).toBe(SAFE_ERRORS.notOwner(stranger.address));
    const signedByB = await proposal(vault, { by: b, recipient });
    const mismatched = await propose(a, { ...body, signature: signedByB.signature });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toBe(SAFE_ERRORS.badSignature);
    const otherChain = await proposal(vault, { by: a, recipient, chainId: 31338 });
    const wrongHash = await propose(a, otherChain);
    expect(wrongHash.statusCode).toBe(400);
    expect(wrongHash.json().message).toBe(SAFE_ERRORS.hashMismatch);
    const overOtherChain = await propose(a, { ...body, signature: otherChain.signature });
    expect(overOtherChain.json().message).toBe(SAFE_ERRORS.badSignature);
    const plainVault = await createCampaign(fixture.context.database.db, fixture.context.chain, {
      owner: a.address,
    });
    await kit.mined(
      kit.walletFor(keys[0]!).writeContract({
        address: fixture.context.chain.deployment.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'deployVault',
        args: [BigInt(plainVault.id), a.address],
      }),
    );
    const notTheSafes = await propose(a, await proposal(plainVault.vault, { by: a, recipient }));
    expect(notTheSafes.statusCode).toBe(400);
    expect(notTheSafes.json().message).toBe(SAFE_ERRORS.notSafeVault);
    const unserved = await propose(a, body, 999);
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json().message).toMatch(/does not accept payments on chain 999/);

    const proposed = await propose(a, body);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const hash = body.contractTransactionHash;
    expect(proposed.json()).toMatchObject({
      safeTxHash: hash,
      progress: '1 of 2 signed',
      status: 'AWAITING_CONFIRMATIONS',
      confirmations: [{ owner: a.address }],
      withdrawal: { symbol: 'USDT', amount: '100', recipient },
    });
    // The other owners hear of it in their bell; the proposer does not.
    expect(await safeNotices(b, id)).toEqual(['proposed']);
    expect(await safeNotices(c, id)).toEqual(['proposed']);
    expect(await safeNotices(a, id)).toEqual([]);

    // One signature is not enough: nothing is sent, no money moves.
    const early = await execute(c, hash, { mode: 'relayer' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(SAFE_ERRORS.belowThreshold(1, 2));
    expect(await balance(vault)).toBe(1000n * USDT);

    // A replayed signature, a stranger's, and B's over other data are refused.
    const replayed = await confirm(a, hash, body.signature as Hex);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().message).toBe(SAFE_ERRORS.alreadySigned(a.address));
    const typed = safeTxTypedData({
      chainId: fixture.context.chain.chainId,
      safe,
      transaction: plainSafeCall({ to: vault, data: body.data as Hex, nonce: BigInt(body.nonce) }),
    });
    const strangers = await confirm(stranger, hash, await stranger.signTypedData(typed));
    expect(strangers.statusCode).toBe(403);
    expect(strangers.json().message).toBe(SAFE_ERRORS.notOwner(stranger.address));
    const otherData = await confirm(b, hash, otherChain.signature as Hex);
    expect(otherData.statusCode).toBe(400);
    expect(otherData.json().message).toBe(SAFE_ERRORS.badSignature);
    expect((await read(b, hash)).progress).toBe('1 of 2 signed');

    const confirmed = await confirm(b, hash, await b.signTypedData(typed));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({ progress: '2 of 2 signed', status: 'AWAITING_EXECUTION' });

    // C did not sign; any owner may have the relayer execute it.
    const executed = await execute(c, hash, { mode: 'relayer' });
    expect(executed.statusCode, executed.body).toBe(201);
    expect(executed.json().executedBy).toBe('relayer');
    const receipt = await kit.publicClient.waitForTransactionReceipt({
      hash: executed.json().transactionHash,
    });
    expect(await balance(recipient)).toBe(97_500_000n);
    // The fee as this transaction paid it: the treasury is shared with test files running beside
    // this one, so its balance may move by their fees meanwhile.
    const fees = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).filter(
      (log) =>
        log.address.toLowerCase() === usdt.toLowerCase() &&
        log.args.to.toLowerCase() === treasury.toLowerCase(),
    );
    expect(fees.map((log) => log.args.value)).toEqual([2_500_000n]);
    expect(await read(c, hash)).toMatchObject({ status: 'EXECUTED', isExecuted: true });
    expect(await safeNotices(c, id)).toEqual(['executed', 'proposed']);
    expect(await safeNotices(a, id)).toEqual(['executed']);

    // Executed once: executing again or proposing the same transaction again is refused.
    expect((await execute(a, hash, { mode: 'relayer' })).statusCode).toBe(409);
    const again = await propose(a, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SAFE_ERRORS.staleNonce(body.nonce));
  });

  it('replaces, rejects, goes stale when the Safe moves on, follows owner changes, and records a direct execution', async () => {
    const { vault } = await safeCampaign();
    const first = await proposal(vault, { by: a, amount: 10n * USDT });
    expect((await propose(a, first)).statusCode).toBe(201);
    const second = await proposal(vault, { by: a, amount: 20n * USDT });
    expect((await propose(a, second)).statusCode).toBe(201);
    expect((await read(a, first.contractTransactionHash)).status).toBe('REPLACED');
    const rejected = await fixture.app.inject({
      method: 'DELETE',
      url: `/api/multisig-transactions/${second.contractTransactionHash}`,
      headers: as(c),
    });
    expect(rejected.json().status).toBe('REJECTED');

    // B signs a proposal, then A and C remove B from the Safe: the Safe's nonce moves past the
    // proposal (stale), and B is no longer an owner for the server either, without any restart.
    const third = await proposal(vault, { by: a, amount: 30n * USDT });
    expect((await propose(a, third)).statusCode).toBe(201);
    await removeSafeOwner(kit, {
      safe,
      owner: b.address,
      threshold: 2n,
      senderKey: keys[0]!,
      signers: [a, c],
    });
    expect((await read(a, third.contractTransactionHash)).status).toBe('STALE');
    const listedByB = await fixture.app.inject({
      method: 'GET',
      url: `/api/safes/${fixture.context.chain.chainId}/${safe}/multisig-transactions`,
      headers: as(b),
    });
    expect(listedByB.statusCode).toBe(403);

    // A direct execution: A proposes, C signs, A's wallet sends execTransaction and tells the server.
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const fourth = await proposal(vault, { by: a, amount: 40n * USDT, recipient });
    const proposedFourth = await propose(a, fourth);
    expect(proposedFourth.statusCode).toBe(201);
    const typed = safeTxTypedData({
      chainId: fixture.context.chain.chainId,
      safe,
      transaction: plainSafeCall({ to: vault, data: fourth.data as Hex, nonce: BigInt(fourth.nonce) }),
    });
    expect((await confirm(c, fourth.contractTransactionHash, await c.signTypedData(typed))).statusCode).toBe(
      201,
    );
    const sent = await kit.mined(
      execSafeCall({
        publicClient: kit.publicClient,
        sender: kit.walletFor(keys[0]!),
        safe,
        to: vault,
        data: fourth.data as Hex,
        signers: [a, c],
      }),
    );
    const recorded = await execute(a, fourth.contractTransactionHash, {
      mode: 'direct',
      transactionHash: sent.transactionHash,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await read(a, fourth.contractTransactionHash)).toMatchObject({
      status: 'EXECUTED',
      executedBy: 'direct',
    });
    expect(await balance(recipient)).toBe(39_000_000n);
  });

  it('moves a vault from a wallet to a Safe and back with the two-step transfer', async () => {
    const { id, vault } = await safeCampaign();
    await indexUpTo(fixture.context, await kit.publicClient.getBlockNumber());
    const owned = await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${id}` });
    expect(owned.json().vaultOwners).toEqual([expect.objectContaining({ walletAddress: safe })]);
    // Every owner of the Safe sees the campaign in their dashboard data; B, removed from the Safe
    // in the test before, and a stranger do not.
    const safeCampaignsOf = async (account: PrivateKeyAccount) =>
      (
        await fixture.app.inject({ method: 'GET', url: '/api/campaigns/me/safes', headers: as(account) })
      ).json() as {
        campaignId: number;
        safe: { threshold: number; owners: string[] };
      }[];
    for (const owner of [a, c]) {
      expect(await safeCampaignsOf(owner)).toContainEqual(
        expect.objectContaining({ campaignId: id, safe: expect.objectContaining({ threshold: 2 }) }),
      );
    }
    for (const outsider of [b, stranger]) {
      expect((await safeCampaignsOf(outsider)).map((entry) => entry.campaignId)).not.toContain(id);
    }

    // The Safe proposes the way back by its own transaction; A accepts with A's wallet.
    await kit.mined(
      execSafeCall({
        publicClient: kit.publicClient,
        sender: kit.walletFor(keys[2]!),
        safe,
        to: vault,
        data: encodeFunctionData({
          abi: campaignVaultAbi,
          functionName: 'transferOwnership',
          args: [a.address],
        }),
        signers: [a, c],
      }),
    );
    const accepted = await kit.mined(
      kit
        .walletFor(keys[0]!)
        .writeContract({ address: vault, abi: campaignVaultAbi, functionName: 'acceptOwnership' }),
    );
    await indexUpTo(fixture.context, accepted.blockNumber);
    const back = await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${id}` });
    // Back with its creator: the campaign names no other owner, and leaves the Safe owners' lists.
    expect(back.json().vaultOwners).toEqual([]);
    expect((await safeCampaignsOf(c)).map((entry) => entry.campaignId)).not.toContain(id);
    // The Safe no longer owns it: its owners cannot propose withdrawals from it any more.
    const refused = await propose(a, await proposal(vault, { by: a }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SAFE_ERRORS.notSafeVault);
  });
});
