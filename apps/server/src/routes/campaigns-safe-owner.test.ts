import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import { allOrNothingVaultAbi, campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { createSafe } from '@crowdvault/contracts/safe-account';
import { safeTxProposal } from '@crowdvault/contracts/safe-signatures';
import { predictVaultAddress } from '@crowdvault/contracts/vault-address';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import { CREATE_CAMPAIGN_MESSAGES as M } from '@crowdvault/shared/api/create-campaign';
import { SAFE_ERRORS } from '@crowdvault/shared/api/safe';
import { count, eq } from 'drizzle-orm';
import { type Address, createPublicClient, encodeFunctionData, http } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../chain/deployment';
import { campaigns } from '../db/schema';
import { requireCreatorSafe } from '../services/campaigns/vault-owner';
import { bearer, signIn } from '../test/sign-in';
import { createAppWithOwnRelayer, createTestApp, settingsRelayer } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const VALID = {
  title: 'Roof for the Eastside youth club',
  description: 'A new roof before winter.',
  story: 'The club roof leaks.\n\nThe board of three decides together.',
  goalAmount: '4000',
  category: 'Community',
};

describe('a Safe as a new campaign vault owner (decision 104)', () => {
  let kit: DevChainClients;
  /** A 2-of-3 Safe of A (the creator), B and C; and a Safe of B and C alone. */
  let teamSafe: Address;
  let othersSafe: Address;
  const keys = [generatePrivateKey(), generatePrivateKey(), generatePrivateKey()];
  const [a, b, c] = keys.map((key) => privateKeyToAccount(key)) as [
    PrivateKeyAccount,
    PrivateKeyAccount,
    PrivateKeyAccount,
  ];
  const sessions = new Map<Address, AuthResponse>();
  const as = (account: PrivateKeyAccount) => bearer(sessions.get(account.address)!);

  const fixture = useTestApp({ build: (context) => createAppWithOwnRelayer(context, [...keys]) });
  beforeAll(async () => {
    kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    for (const [index, account] of [a, b, c].entries()) {
      sessions.set(account.address, await signIn(fixture.app, keys[index]!));
    }
    const contracts = fixture.context.chain.deployment.safeContracts!;
    const wallet = kit.walletFor(keys[0]!);
    teamSafe = await createSafe({
      publicClient: kit.publicClient,
      wallet,
      contracts,
      owners: [a.address, b.address, c.address],
      threshold: 2,
    });
    othersSafe = await createSafe({
      publicClient: kit.publicClient,
      wallet,
      contracts,
      owners: [b.address, c.address],
      threshold: 2,
    });
  });

  const create = (payload: Record<string, unknown>, by: PrivateKeyAccount = a) =>
    fixture.app.inject({ method: 'POST', url: '/api/campaigns', headers: as(by), payload });
  const stored = async () =>
    (
      await fixture.context.database.db
        .select({ n: count() })
        .from(campaigns)
        .where(eq(campaigns.title, VALID.title))
    )[0]!.n;
  const ownerOf = (vault: Address) =>
    kit.publicClient.readContract({ address: vault, abi: campaignVaultAbi, functionName: 'owner' });

  it('refuses what is not a Safe of the creator, with a sentence, and stores nothing', async () => {
    const chain = fixture.context.chain.name;
    const usdt = findToken(fixture.context.chain.deployment, 'USDT')!.address;
    const refusals: [Record<string, unknown>, string][] = [
      [{ vaultOwner: '0x1234' }, M.vaultOwnerInvalid],
      [{ vaultOwner: 'my team safe' }, M.vaultOwnerInvalid],
      [{ vaultOwner: 42 }, M.vaultOwnerInvalid],
      // A wallet without code, and a contract that does not answer as a Safe.
      [{ vaultOwner: b.address }, SAFE_ERRORS.notASafe(b.address, chain)],
      [{ vaultOwner: usdt }, SAFE_ERRORS.notASafe(usdt, chain)],
      // Lower case is read as the same address, and still not the creator's Safe.
      [{ vaultOwner: othersSafe.toLowerCase() }, M.vaultOwnerNotYours(a.address, chain)],
      [{ fundingModel: 'all_or_nothing', vaultOwner: othersSafe }, M.vaultOwnerNotYours(a.address, chain)],
    ];
    for (const [fields, message] of refusals) {
      const response = await create({ ...VALID, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    // The schema is strict: an owner under another name is an unknown field, not ignored.
    const unknown = await create({ ...VALID, owner: teamSafe });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/owner/);
    expect(await stored()).toBe(0);
  });

  it('refuses a Safe that is missing on one of the networks the vault takes gifts on', async () => {
    // A second, real chain where nothing was ever deployed: the Safe's address has no code there.
    const other = await startAnvil({ port: await findFreePort(), chainId: 31_999, quiet: true });
    try {
      const otherChain = {
        name: 'Other chain',
        client: createPublicClient({ transport: http(other.rpcUrl) }),
      };
      await expect(
        requireCreatorSafe([fixture.context.chain, otherChain], a.address, teamSafe),
      ).rejects.toThrow(SAFE_ERRORS.notASafe(teamSafe, 'Other chain'));
      await expect(requireCreatorSafe([fixture.context.chain], a.address, teamSafe)).resolves.toBe(teamSafe);
    } finally {
      await other.stop();
    }
  });

  it('stores nothing when the platform cannot deploy the vault (relayer without funds)', async () => {
    const broke = await createTestApp(fixture.context, {
      relayer: settingsRelayer(fixture.context, generatePrivateKey()),
    });
    try {
      const response = await broke.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: bearer(await signIn(broke, keys[0]!)),
        payload: { ...VALID, vaultOwner: teamSafe },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.json().message).toMatch(/Safe-owned campaigns cannot be created right now/);
      expect(await stored()).toBe(0);
    } finally {
      await broke.close();
    }
  });

  it('creates a keep-what-you-raise campaign whose vault the Safe owns on chain from the start', async () => {
    const response = await create({ ...VALID, vaultOwner: teamSafe });
    expect(response.statusCode, response.body).toBe(201);
    const campaign = response.json();
    const { deployment, chainId } = fixture.context.chain;
    // The Safe is bound into the vault's salt; the creator stays the campaign's creator.
    expect(campaign.walletAddress).toBe(
      predictVaultAddress({
        factoryAddress: deployment.factoryAddress,
        implementationAddress: deployment.implementationAddress,
        campaignId: BigInt(campaign.id),
        owner: teamSafe,
      }),
    );
    expect(campaign.creator.walletAddress).toBe(a.address);
    expect(campaign.vaultOwners).toEqual([{ chainId, walletAddress: teamSafe, username: null }]);
    expect(await ownerOf(campaign.walletAddress)).toBe(teamSafe);

    // Every owner's dashboard lists it, and an owner can propose a withdrawal from it at once.
    const listed = await fixture.app.inject({
      method: 'GET',
      url: '/api/campaigns/me/safes',
      headers: as(c),
    });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({
        campaignId: campaign.id,
        chainId,
        safe: expect.objectContaining({ threshold: 2 }),
      }),
    );
    const usdt = findToken(deployment, 'USDT')!.address;
    const proposal = await safeTxProposal({
      chainId,
      safe: teamSafe,
      to: campaign.walletAddress,
      data: encodeFunctionData({
        abi: campaignVaultAbi,
        functionName: 'withdraw',
        args: [usdt, 1n, b.address],
      }),
      nonce: 0n,
      sender: b.address,
      sign: (typedData) => b.signTypedData(typedData),
    });
    const proposed = await fixture.app.inject({
      method: 'POST',
      url: `/api/safes/${chainId}/${teamSafe}/multisig-transactions`,
      headers: as(b),
      payload: proposal,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);

    // The creator's wallet is not the vault's owner: its wallets list offers the vault as the Safe's
    // (withdrawn through the Safe's queue), on every chain, never as the creator's own.
    const wallets = await fixture.app.inject({
      method: 'GET',
      url: '/api/campaigns/me/wallets',
      headers: as(a),
    });
    expect(wallets.statusCode).toBe(200);
    const offered = wallets
      .json()
      .find((vault: { campaignId: number }) => vault.campaignId === campaign.id) as {
      chains: { safe: { address: string } | null }[];
    };
    expect(offered.chains.map((entry) => entry.safe?.address)).toEqual(offered.chains.map(() => teamSafe));
  });

  it('creates an all-or-nothing campaign whose vault is deployed with the Safe as owner', async () => {
    const response = await create({
      ...VALID,
      title: 'Kiln for the pottery club',
      fundingModel: 'all_or_nothing',
      vaultOwner: teamSafe,
    });
    expect(response.statusCode, response.body).toBe(201);
    const vault = response.json().walletAddress as Address;
    expect(
      await kit.publicClient.readContract({
        address: vault,
        abi: allOrNothingVaultAbi,
        functionName: 'owner',
      }),
    ).toBe(teamSafe);
    expect(response.json().creator.walletAddress).toBe(a.address);
  });
});
