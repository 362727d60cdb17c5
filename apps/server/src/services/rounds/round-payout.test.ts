import { matchingPoolAbi } from '@crowdvault/contracts/generated/artifacts';
import { buildMatchingTree } from '@crowdvault/contracts/matching-merkle';
import { eq } from 'drizzle-orm';
import { type Address, formatUnits, type Hex, parseEther, parseEventLogs, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  campaigns,
  donations,
  notifications,
  roundPayoutFailures,
  roundPayouts,
  rounds,
} from '../../db/schema';
import type { Relayer } from '../../infra/relayer/relayer';
import { createAllOrNothingCampaign, donateToVault } from '../../test/aon-kit';
import { createCampaign, indexUpTo, sendToken } from '../../test/chain-kit';
import { fundedAccount } from '../../test/ledger-kit';
import { useRoundChain } from '../../test/round-chain';
import { getCampaignLedger } from '../transparency/campaign-ledger';
import { UnlistedTokenCache } from '../transparency/unlisted-tokens';
import { roundPage } from './round-page';
import { matchingEntriesOf } from './round-pool-result';
import { latestPublication, parseRoundFile } from './round-publications';

// The round's job pays a final result out of a real MatchingPool into the campaigns' vaults, on a
// chain of this file's own (it moves the clock by days): two keep-what-you-raise campaigns and an
// all-or-nothing one still funding. Faults are real ones: the relayer out of gas money, the job
// dying right after a batch went out, a stranger replaying and forging entries, a top-up after
// close.

const USDT = (amount: string) => parseUnits(amount, 6);
const HOUR = 3_600;

describe("the round's job pays each campaign its match from the pool, resumably, and returns the leftover", () => {
  const bench = useRoundChain();

  it('pays in batches from the final result, waits out a relayer down, resumes after a kill mid-payout, skips the vault not succeeded without blocking the others, and returns the leftover with a late top-up', async () => {
    const { context, kit, relayer, deps, warnings } = bench;
    const { relayerSends, balanceOf, moveChain } = bench;
    const closerOf = (sender = relayer) => bench.closerOf({ relayer: sender, payoutBatchSize: 1 });
    const db = context.database.db;
    await bench.syncClock();

    const a = await createCampaign(db, context.chain);
    const b = await createCampaign(db, context.chain);
    const c = await createAllOrNothingCampaign(db, context.chain, kit, { goal: '500', seconds: 40 * 86_400 });
    const sponsor = await fundedAccount(kit, context, { usdt: USDT('1000') });
    const token = sponsor.usdt;
    const { round, pool } = await bench.openPoolRound({
      name: 'Paid out by the job',
      description: 'Payouts that cannot get stuck',
      sponsor: sponsor.address,
      campaignIds: [a.id, b.id, c.id],
    });

    await sendToken(kit, sponsor.key, token, pool, USDT('600'));
    const donors = await Promise.all(
      [1, 2, 3, 4].map(() => fundedAccount(kit, context, { usdt: USDT('100') })),
    );
    const [d1, d2, d3, d4] = donors as [(typeof donors)[number], ...typeof donors];
    const give = (from: { key: Hex }, to: Address, amount: string) =>
      sendToken(kit, from.key, token, to, USDT(amount));
    await give(d1, a.vault, '4');
    await give(d2!, a.vault, '9');
    await give(d1, b.vault, '1');
    await give(d3!, b.vault, '16');
    await give(d4!, b.vault, '4');
    await donateToVault(kit, c.vault, token, USDT('4'), d2!.key);
    await donateToVault(kit, c.vault, token, USDT('9'), d3!.key);

    await moveChain(2 * HOUR + 60);
    await indexUpTo(context);
    const closer = closerOf();
    expect(await closer.tick()).toBe(1);
    expect(await relayerSends()).toBe(2);
    const publication = (await latestPublication(db, round.id))!;
    const file = parseRoundFile(publication.file);
    const tree = buildMatchingTree(context.chain.chainId, pool, await matchingEntriesOf(db, file));
    expect(tree.entries.map((entry) => entry.vault)).toEqual([a.vault, b.vault, c.vault]);
    const [matchA, matchB, matchC] = tree.entries.map((entry) => entry.amount) as [bigint, bigint, bigint];
    expect(matchA > 0n && matchB > 0n && matchC > 0n).toBe(true);
    expect(tree.total).toBe(file.output.matched);

    // A top-up after close is in no result: it goes back to the sponsor with the leftover.
    await sendToken(kit, sponsor.key, token, pool, USDT('50'));

    // Inside the challenge window the job pays nothing.
    await closer.tick();
    expect(await relayerSends()).toBe(2);
    expect(await balanceOf(token, a.vault)).toBe(USDT('13'));

    const finalizeAt = await kit.publicClient.readContract({
      address: pool,
      abi: matchingPoolAbi,
      functionName: 'finalizeAt',
    });
    await moveChain(Number(finalizeAt) - Math.floor(bench.clock.getTime() / 1000) + 1);

    // The relayer is out of gas money: nothing is paid, the job says why and tries next turn.
    await kit.testClient.setBalance({ address: relayer.address, value: 0n });
    await closer.tick();
    expect(await relayerSends()).toBe(2);
    expect(warnings.at(-1)).toMatch(/round payout waits for the next turn/);
    expect((await roundPage(deps, round.id)).campaigns.map((campaign) => campaign.payout?.state)).toEqual([
      'pending',
      'pending',
      'failed',
    ]);
    await kit.testClient.setBalance({ address: relayer.address, value: parseEther('10') });

    // Killed mid-payout: the first batch (A) went out, then the process died before recording
    // anything or sending the next.
    const sentBeforeDeath: Hex[] = [];
    const dying = Object.create(relayer) as Relayer;
    dying.send = async (request, refusals) => {
      const hash = await relayer.send(request, refusals);
      sentBeforeDeath.push(hash);
      throw new Error('killed');
    };
    await closerOf(dying).tick();
    expect(sentBeforeDeath).toHaveLength(1);
    await kit.publicClient.waitForTransactionReceipt({ hash: sentBeforeDeath[0]! });
    expect(await balanceOf(token, a.vault)).toBe(USDT('13') + matchA);
    expect(await balanceOf(token, b.vault)).toBe(USDT('21'));

    // Anyone may push entries; the pool refuses a second payment of A and an address not in the
    // result (the stranger's own, with A's proof), without reverting the batch.
    const stranger = generatePrivateKey();
    const strangerAddress = privateKeyToAccount(stranger).address;
    await kit.testClient.setBalance({ address: strangerAddress, value: parseEther('1') });
    const entryA = tree.entries[0]!;
    const replay = await kit.mined(
      kit.walletFor(stranger).writeContract({
        address: pool,
        abi: matchingPoolAbi,
        functionName: 'payoutMany',
        args: [
          [
            { vault: entryA.vault, amount: entryA.amount, proof: entryA.proof },
            { vault: strangerAddress, amount: entryA.amount, proof: entryA.proof },
          ],
        ],
      }),
    );
    expect(
      parseEventLogs({ abi: matchingPoolAbi, logs: replay.logs, eventName: 'PayoutSkipped' }).map(
        (log) => log.args.reason,
      ),
    ).toEqual([1, 2]); // AlreadyPaid, NotInResult
    expect(await balanceOf(token, a.vault)).toBe(USDT('13') + matchA);
    expect(await balanceOf(token, strangerAddress)).toBe(0n);

    // A new instance resumes from the pool's own state: B only (one batch), A not again; C's
    // all-or-nothing vault is still funding, so it is recorded as failed and waits; no leftover
    // yet, since an entry is unpaid and the grace period has not passed.
    const sendsBeforeResume = await relayerSends();
    await closerOf().tick();
    expect(await relayerSends()).toBe(sendsBeforeResume + 1);
    expect(await balanceOf(token, a.vault)).toBe(USDT('13') + matchA);
    expect(await balanceOf(token, b.vault)).toBe(USDT('21') + matchB);
    expect(await balanceOf(token, c.vault)).toBe(USDT('13'));
    const [failure] = await db
      .select()
      .from(roundPayoutFailures)
      .where(eq(roundPayoutFailures.campaignId, c.id));
    expect(failure).toMatchObject({ reason: 'vault_not_succeeded' });
    let page = await roundPage(deps, round.id);
    expect(page.phase).toBe('final');
    expect(page.campaigns[2]!.payout).toMatchObject({
      state: 'failed',
      reason: 'vault_not_succeeded',
      retryUntil: new Date((Number(finalizeAt) + 30 * 86_400) * 1000).toISOString(),
    });
    // Ticks while C still funds send nothing (the pool is asked by a call, not a transaction).
    await closerOf().tick();
    expect(await relayerSends()).toBe(sendsBeforeResume + 1);

    // C reaches its goal: the next turn pays it, then returns what is left (the unmatched pool
    // and the late top-up) to the sponsor; the round is paid.
    await donateToVault(kit, c.vault, token, USDT('500'), generatePrivateKey());
    const sponsorBefore = await balanceOf(token, sponsor.address);
    await closerOf().tick();
    expect(await relayerSends()).toBe(sendsBeforeResume + 3);
    expect(await balanceOf(token, c.vault)).toBe(USDT('513') + matchC);
    const leftover = USDT('650') - tree.total;
    expect(await balanceOf(token, sponsor.address)).toBe(sponsorBefore + leftover);
    expect(await balanceOf(token, pool)).toBe(0n);
    const [paidRound] = await db.select().from(rounds).where(eq(rounds.id, round.id));
    expect(paidRound).toMatchObject({ status: 'paid', leftoverAmount: leftover });
    page = await roundPage(deps, round.id);
    expect(page.phase).toBe('paid');
    expect(parseUnits(page.payout!.leftover!, 6)).toBe(leftover);
    expect(page.payout!.leftoverTxHash).toMatch(/^0x[0-9a-f]{64}$/);

    // The indexer records each match as the round's payout, never as a donation from the pool:
    // the campaigns' raised figures are their donors' gifts, and each ledger still reconciles with
    // its vault (donated + matched − withdrawn − refunded = balance).
    await indexUpTo(context);
    const fromPool = await db.select().from(donations).where(eq(donations.donorAddress, pool.toLowerCase()));
    expect(fromPool).toEqual([]);
    const payouts = await db.select().from(roundPayouts).where(eq(roundPayouts.roundId, round.id));
    expect(
      payouts
        .map((row) => ({ campaignId: row.campaignId, amount: row.amount }))
        .sort((x, y) => x.campaignId - y.campaignId),
    ).toEqual([
      { campaignId: a.id, amount: matchA },
      { campaignId: b.id, amount: matchB },
      { campaignId: c.id, amount: matchC },
    ]);
    // Each creator hears of their campaign's paid match once (decision 143).
    const paidNotices = await db.select().from(notifications).where(eq(notifications.detail, 'paid'));
    expect(
      paidNotices
        .filter((notice) => notice.kind === 'round')
        .map((notice) => notice.sourceKey)
        .sort(),
    ).toEqual([a, b, c].map((campaign) => `round:${round.id}:paid:${campaign.id}`).sort());
    page = await roundPage(deps, round.id);
    expect(page.campaigns.map((campaign) => campaign.payout?.state)).toEqual(['paid', 'paid', 'paid']);
    expect(page.campaigns[0]!.payout!.txHash).toBe(sentBeforeDeath[0]);
    expect(parseUnits(page.payout!.paid, 6)).toBe(tree.total);
    const [raisedA] = await db.select().from(campaigns).where(eq(campaigns.id, a.id));
    expect(raisedA!.raisedAmount).toBe(USDT('13'));
    const ledger = await getCampaignLedger(db, deps.chains, new UnlistedTokenCache(), a.id);
    expect(ledger.entries.filter((entry) => entry.kind === 'match')).toEqual([
      expect.objectContaining({ amount: formatUnits(matchA, 6), donorAddress: pool, roundId: round.id }),
    ]);
    expect(ledger.entries.filter((entry) => entry.kind !== 'match')).toHaveLength(2);
    expect(ledger.reconciliation?.lines.find((line) => line.symbol === 'USDT')).toMatchObject({
      donated: '13',
      matched: formatUnits(matchA, 6),
      status: 'ok',
    });

    // Every campaign got exactly its published match, once; nothing more is sent.
    await closerOf().tick();
    expect(await relayerSends()).toBe(sendsBeforeResume + 3);

    // Killed between returning the leftover and recording it: the next turn finds the pool
    // settled and records the return from its event, sending nothing.
    await db
      .update(rounds)
      .set({ status: 'published', leftoverAmount: null, leftoverTxHash: null, settledAt: null })
      .where(eq(rounds.id, round.id));
    await closerOf().tick();
    expect(await relayerSends()).toBe(sendsBeforeResume + 3);
    const [recovered] = await db.select().from(rounds).where(eq(rounds.id, round.id));
    expect(recovered).toMatchObject({
      status: 'paid',
      leftoverAmount: leftover,
      leftoverTxHash: paidRound!.leftoverTxHash,
      settledAt: paidRound!.settledAt,
    });
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/killed/);
  }, 180_000);
});
