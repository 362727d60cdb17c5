import { matchingPoolAbi } from '@crowdvault/contracts/generated/artifacts';
import { buildMatchingTree } from '@crowdvault/contracts/matching-merkle';
import { and, eq } from 'drizzle-orm';
import { type Address, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { roundPublications } from '../../db/schema';
import { createCampaign, indexUpTo, sendToken } from '../../test/chain-kit';
import { fundedAccount } from '../../test/ledger-kit';
import { useRoundChain } from '../../test/round-chain';
import { excludeFromRound } from './round-exclusions';
import { roundPage } from './round-page';
import { matchingEntriesOf } from './round-pool-result';
import { latestPublication, parseRoundFile } from './round-publications';

// The round's job gives a pool contract its result, on a chain of this file's own (it moves the
// clock by days). The pool is a real MatchingPool created through the real factory, its root sent
// from a relayer of the test's own, which the rounds store as their pool's operator.

const USDT = (amount: string) => parseUnits(amount, 6);
const HOUR = 3_600;

describe("the round's job sends each published result to the round's pool contract", () => {
  const bench = useRoundChain();
  const poolRead = (pool: Address, functionName: 'root' | 'total') =>
    bench.kit.publicClient.readContract({ address: pool, abi: matchingPoolAbi, functionName });

  it('creates the pool, publishes the root and total anyone can pay out with, again after an exclusion, and never twice', async () => {
    const { context, kit, deps, warnings } = bench;
    const { closerOf, relayerSends, balanceOf } = bench;
    const db = context.database.db;
    await bench.syncClock();

    const [a, b] = [await createCampaign(db, context.chain), await createCampaign(db, context.chain)];
    const sponsor = await fundedAccount(kit, context, { usdt: USDT('1000') });
    const { round, pool, moderatorId } = await bench.openPoolRound({
      name: 'Paid from a pool contract',
      description: 'The result goes to the pool',
      sponsor: sponsor.address,
      campaignIds: [a!.id, b!.id],
    });

    // The sponsor funds the predicted address; two donors each to A, three to B.
    await sendToken(kit, sponsor.key, sponsor.usdt, pool, USDT('600'));
    const [d1, d2, d3, d4] = await Promise.all(
      [1, 2, 3, 4].map(() => fundedAccount(kit, context, { usdt: USDT('100') })),
    );
    const give = (from: { key: `0x${string}` }, to: Address, amount: string) =>
      sendToken(kit, from.key, sponsor.usdt, to, USDT(amount));
    await give(d1!, a!.vault, '4');
    await give(d2!, a!.vault, '9');
    await give(d1!, b!.vault, '1');
    await give(d3!, b!.vault, '16');
    await give(d4!, b!.vault, '4');

    // A minute past the window's end: the pool refuses a result at its closing second, and a fast
    // run could mine the next block at exactly that second.
    await bench.moveChain(2 * HOUR + 60);
    await indexUpTo(context);
    expect(await kit.publicClient.getCode({ address: pool })).toBeUndefined();

    const closer = closerOf();
    expect(await closer.tick()).toBe(1);

    // The tree of the published result: each campaign's vault and its match, bound to this chain
    // and pool.
    const first = (await latestPublication(db, round.id))!;
    const firstFile = parseRoundFile(first.file);
    const firstEntries = await matchingEntriesOf(db, firstFile);
    expect(firstEntries.map((entry) => entry.vault)).toEqual([a!.vault, b!.vault]);
    expect(firstEntries.every((entry) => entry.amount > 0n)).toBe(true);
    const firstTree = buildMatchingTree(context.chain.chainId, pool, firstEntries);
    expect(firstTree.total).toBe(firstFile.output.matched);
    expect(firstTree.total).toBeGreaterThan(USDT('599'));

    // Created at the predicted address, with the result's root and total: two sends.
    expect(warnings).toEqual([]);
    expect(await kit.publicClient.getCode({ address: pool })).toBeDefined();
    expect(await poolRead(pool, 'root')).toBe(firstTree.root);
    expect(await poolRead(pool, 'total')).toBe(firstTree.total);
    expect(await relayerSends()).toBe(2);
    expect(first).toMatchObject({ poolRoot: firstTree.root.toLowerCase() });
    const receipt = await kit.publicClient.getTransactionReceipt({ hash: first.poolTxHash as `0x${string}` });
    expect(receipt).toMatchObject({ status: 'success', blockNumber: first.poolBlock });
    expect(receipt.to?.toLowerCase()).toBe(pool.toLowerCase());

    // The page shows the pool's challenge end and each matched campaign's payout as pending.
    const page = await roundPage(deps, round.id);
    const finalizeAt = await kit.publicClient.readContract({
      address: pool,
      abi: matchingPoolAbi,
      functionName: 'finalizeAt',
    });
    expect(page.phase).toBe('challenge');
    expect(page.payout).toMatchObject({
      finalizeAt: new Date(Number(finalizeAt) * 1000).toISOString(),
      paid: '0',
      leftover: null,
      settledAt: null,
    });
    expect(page.campaigns.map((campaign) => campaign.payout?.state)).toEqual(['pending', 'pending']);

    // Again, and from a restarted job: nothing is sent.
    expect(await closer.tick()).toBe(0);
    await closerOf().tick();
    expect(await relayerSends()).toBe(2);

    // Sent, then the instance died before recording it: the root already on the pool is
    // recorded with its transaction, not sent again.
    const versionOf = (version: number) =>
      and(eq(roundPublications.roundId, round.id), eq(roundPublications.version, version));
    await db
      .update(roundPublications)
      .set({ poolRoot: null, poolTxHash: null, poolBlock: null })
      .where(versionOf(first.version));
    expect(await closer.publishPoolResults()).toBe(0);
    expect(await relayerSends()).toBe(2);
    expect(await latestPublication(db, round.id)).toMatchObject({
      poolRoot: first.poolRoot,
      poolTxHash: first.poolTxHash,
      poolBlock: first.poolBlock,
    });

    // A moderator excludes d4 in the challenge window: version 2's root replaces the first.
    await excludeFromRound(deps, moderatorId, round.id, {
      donor: d4!.address,
      reason: { code: 'fraud_or_scam', text: 'One of a ring of wallets' },
    });
    await closer.tick();
    const second = (await latestPublication(db, round.id))!;
    expect(second.version).toBe(2);
    const secondEntries = await matchingEntriesOf(db, parseRoundFile(second.file));
    const secondTree = buildMatchingTree(context.chain.chainId, pool, secondEntries);
    expect(secondTree.root).not.toBe(firstTree.root);
    expect(await poolRead(pool, 'root')).toBe(secondTree.root);
    expect(await poolRead(pool, 'total')).toBe(secondTree.total);
    expect(second.poolRoot).toBe(secondTree.root.toLowerCase());
    expect(await relayerSends()).toBe(3);
    await closer.tick();
    expect(await relayerSends()).toBe(3);

    // Once the result is final, anyone pays a campaign its exact match with the tree's proof; the
    // first version's amounts prove nothing any more.
    await kit.testClient.increaseTime({ seconds: 49 * HOUR });
    await kit.testClient.mine({ blocks: 1 });
    const stranger = generatePrivateKey();
    const strangerAddress = privateKeyToAccount(stranger).address;
    await kit.testClient.setBalance({ address: strangerAddress, value: parseEther('1') });
    const oldB = firstTree.entries[1]!;
    expect(oldB.amount).not.toBe(secondTree.entries[1]!.amount);
    await expect(
      kit.publicClient.simulateContract({
        account: strangerAddress,
        address: pool,
        abi: matchingPoolAbi,
        functionName: 'payout',
        args: [oldB.vault, oldB.amount, oldB.proof],
      }),
    ).rejects.toThrow(/EntryRefused/);
    for (const entry of secondTree.entries) {
      const before = await balanceOf(sponsor.usdt, entry.vault);
      const paid = await kit.mined(
        kit.walletFor(stranger).writeContract({
          address: pool,
          abi: matchingPoolAbi,
          functionName: 'payout',
          args: [entry.vault, entry.amount, entry.proof],
        }),
      );
      expect(paid.status).toBe('success');
      expect((await balanceOf(sponsor.usdt, entry.vault)) - before).toBe(entry.amount);
    }
  }, 120_000);
});
