import { type Address, type Hex, parseEventLogs } from 'viem';
import { describe, expect, it } from 'vitest';
import { ensurePlatform, predictPlatformAddresses } from '../src/deterministic-deploy';
import { DEV_ACCOUNTS } from '../src/dev-chain';
import { matchingPoolAbi, matchingPoolFactoryAbi } from '../src/generated/artifacts';
import {
  buildMatchingTree,
  type MatchingEntry,
  type MatchingTree,
  verifyMatchingProof,
} from '../src/matching-merkle';
import { type MatchingPoolTerms, matchingPoolAddress } from '../src/matching-pool-address';
import { DAY, startAllOrNothingChain, type TokenKind, useOwnChain } from './all-or-nothing-fixture';
import { expectRevert, randomAddress } from './chain';
import { random } from './random';
import { testContract } from './test-contracts';

// Its own anvil: the pool's windows move the clock by days.
const chain = useOwnChain(startAllOrNothingChain);
const OPERATOR = DEV_ACCOUNTS[2]!;
const SPONSOR = DEV_ACCOUNTS[4]!.address;
const ANYONE = DEV_ACCOUNTS[5]!;
const CHALLENGE = 3n * DAY;
const GRACE = 30n * DAY;
const SKIP = {
  AlreadyPaid: 1,
  NotInResult: 2,
  OverTotal: 3,
  OverBalance: 4,
  VaultNotSucceeded: 5,
  TransferFailed: 6,
};

let nextRoundId = 1n;

/** A round closing in a day, paid in `token`; the pool's address is known before it exists. */
async function roundTerms(token: TokenKind = 'USDC'): Promise<MatchingPoolTerms> {
  return {
    roundId: nextRoundId++,
    token: chain.tokenAddress[token],
    sponsor: SPONSOR,
    operator: OPERATOR.address,
    closesAt: (await chain.now()) + DAY,
    challengePeriod: CHALLENGE,
    gracePeriod: GRACE,
  };
}

const factory = () => chain.deployment.matchingPoolFactoryAddress!;
const predict = ({ roundId, ...terms }: MatchingPoolTerms) => matchingPoolAddress(roundId, factory(), terms);

async function createPool(terms: MatchingPoolTerms): Promise<Address> {
  await chain.mined(
    chain.wallet(5).writeContract({
      address: factory(),
      abi: matchingPoolFactoryAbi,
      functionName: 'createPool',
      args: [terms],
    }),
  );
  return predict(terms);
}

const poolWrite = (from: { privateKey: Hex }, pool: Address) => {
  const wallet = chain.walletFor(from.privateKey);
  return {
    publish: (root: Hex, total: bigint) =>
      wallet.writeContract({
        address: pool,
        abi: matchingPoolAbi,
        functionName: 'publishResult',
        args: [root, total],
      }),
    payout: (entry: { vault: Address; amount: bigint; proof: Hex[] }) =>
      wallet.writeContract({
        address: pool,
        abi: matchingPoolAbi,
        functionName: 'payout',
        args: [entry.vault, entry.amount, entry.proof],
      }),
    payoutMany: (entries: { vault: Address; amount: bigint; proof: Hex[] }[]) =>
      wallet.writeContract({
        address: pool,
        abi: matchingPoolAbi,
        functionName: 'payoutMany',
        args: [entries.map(({ vault, amount, proof }) => ({ vault, amount, proof }))],
      }),
    returnLeftover: () =>
      wallet.writeContract({ address: pool, abi: matchingPoolAbi, functionName: 'returnLeftover' }),
  };
};

const operator = (pool: Address) => poolWrite(OPERATOR, pool);
const anyone = (pool: Address) => poolWrite(ANYONE, pool);

async function skipsIn(hash: Promise<Hex>) {
  const receipt = await chain.mined(hash);
  return parseEventLogs({ abi: matchingPoolAbi, logs: receipt.logs, eventName: 'PayoutSkipped' }).map(
    (log) => ({ vault: log.args.vault, reason: log.args.reason }),
  );
}

/** Created, funded with `funding` (whole USDC units each), closed and published: ready to pay at finalizeAt. */
async function publishedPool(entries: MatchingEntry[], fundings: bigint[]) {
  const terms = await roundTerms();
  const pool = await createPool(terms);
  for (const amount of fundings) await chain.mint('USDC', pool, amount);
  await chain.increaseTime(DAY + 1n);
  const tree = buildMatchingTree(chain.chain.id, pool, entries);
  await chain.mined(operator(pool).publish(tree.root, tree.total));
  return { terms, pool, tree };
}

const setBlacklisted = (account: Address, value: boolean) =>
  chain.mined(
    chain.deployer.writeContract({
      address: chain.tokenAddress.FUSD,
      abi: testContract('BlacklistToken').abi,
      functionName: 'setBlacklisted',
      args: [account, value],
    }),
  );
const usdc = (whole: bigint) => whole * 10n ** 6n;
const balance = (account: Address) => chain.balanceOf('USDC', account);
const randomEntries = (count: number, rng = random(count)) =>
  Array.from({ length: count }, () => ({ vault: randomAddress(), amount: rng.big(1n, usdc(5_000n)) }));

describe('matching-merkle: the tree the server publishes', () => {
  it('proves every entry of odd and even sizes, and refuses an empty result, a zero amount or a vault named twice', () => {
    const pool = randomAddress();
    for (const size of [1, 2, 3, 7, 8]) {
      const tree = buildMatchingTree(31337, pool, randomEntries(size));
      for (const entry of tree.entries)
        expect(verifyMatchingProof(tree.root, entry.leaf, entry.proof)).toBe(true);
      expect(verifyMatchingProof(tree.root, tree.entries[0]!.leaf, [tree.root])).toBe(false);
    }
    const vault = randomAddress();
    expect(() => buildMatchingTree(31337, pool, [])).toThrow('at least one');
    expect(() => buildMatchingTree(31337, pool, [{ vault, amount: 0n }])).toThrow('no amount');
    expect(() =>
      buildMatchingTree(31337, pool, [
        { vault, amount: 1n },
        { vault: vault.toLowerCase() as Address, amount: 2n },
      ]),
    ).toThrow('named twice');
  });
});

describe('MatchingPoolFactory: one pool per round at an address known in advance', () => {
  it('is part of the deterministic platform deployment, at an address that names no chain or treasury', async () => {
    const treasury = randomAddress();
    const { matchingPoolFactory } = predictPlatformAddresses(treasury);
    expect(predictPlatformAddresses(randomAddress()).matchingPoolFactory).toBe(matchingPoolFactory);
    const platform = await ensurePlatform({
      publicClient: chain.publicClient,
      wallet: chain.deployer,
      treasuryAddress: treasury,
    });
    expect(platform.matchingPoolFactory).toBe(matchingPoolFactory);
    // It creates pools where the helper predicts them for that factory.
    const { roundId, ...terms } = await roundTerms();
    await chain.mined(
      chain.wallet(5).writeContract({
        address: matchingPoolFactory,
        abi: matchingPoolFactoryAbi,
        functionName: 'createPool',
        args: [{ roundId, ...terms }],
      }),
    );
    const pool = matchingPoolAddress(roundId, matchingPoolFactory, terms);
    expect(
      await chain.publicClient.readContract({ address: pool, abi: matchingPoolAbi, functionName: 'roundId' }),
    ).toBe(roundId);
  });

  it('puts the pool where the server predicted, keeps money sent before creation, and ties every term to the address', async () => {
    const terms = await roundTerms();
    const address = predict(terms);
    expect(
      await chain.publicClient.readContract({
        address: factory(),
        abi: matchingPoolFactoryAbi,
        functionName: 'predictPoolAddress',
        args: [terms],
      }),
    ).toBe(address);
    await chain.mint('USDC', address, usdc(100n)); // a sponsor funds before anything exists
    expect(await createPool(terms)).toBe(address);
    expect(await createPool(terms)).toBe(address); // idempotent: the second call changes nothing
    expect(await balance(address)).toBe(usdc(100n));
    const read = (functionName: 'sponsor' | 'operator' | 'roundId' | 'closesAt') =>
      chain.publicClient.readContract({ address, abi: matchingPoolAbi, functionName });
    expect([
      await read('sponsor'),
      await read('operator'),
      await read('roundId'),
      await read('closesAt'),
    ]).toEqual([SPONSOR, OPERATOR.address, terms.roundId, terms.closesAt]);
    // Someone naming themselves sponsor for the same round gets another address, not this pool.
    expect(predict({ ...terms, sponsor: ANYONE.address })).not.toBe(address);
    expect(predict({ ...terms, operator: ANYONE.address })).not.toBe(address);
  });
});

describe('MatchingPool: publishing the result', () => {
  it('refuses a result before close, from anyone but the operator, or above the balance; replaces it only in the challenge window', async () => {
    const terms = await roundTerms();
    const pool = await createPool(terms);
    await chain.mint('USDC', pool, usdc(600n));
    const first = buildMatchingTree(
      chain.chain.id,
      pool,
      [300n, 300n, 400n].map((whole) => ({ vault: randomAddress(), amount: usdc(whole) })),
    );
    await expectRevert(operator(pool).publish(first.root, usdc(600n)), 'RoundOpen');
    await chain.mint('USDC', pool, usdc(400n)); // a top-up before close counts
    await chain.increaseTime(DAY + 1n);
    await expectRevert(anyone(pool).publish(first.root, usdc(600n)), 'NotOperator');
    await expectRevert(operator(pool).publish(first.root, usdc(1_000n) + 1n), 'TotalExceedsBalance');
    await chain.mined(operator(pool).publish(first.root, usdc(1_000n)));
    const finalizeAt = await chain.publicClient.readContract({
      address: pool,
      abi: matchingPoolAbi,
      functionName: 'finalizeAt',
    });
    await expectRevert(anyone(pool).payout(first.entries[0]!), 'NotFinal');
    await expectRevert(anyone(pool).returnLeftover(), 'LeftoverNotYet');
    // A moderator's exclusion: the operator republishes; the challenge window keeps its end.
    const second = buildMatchingTree(chain.chain.id, pool, first.entries.slice(1));
    await chain.increaseTime(DAY);
    await chain.mined(operator(pool).publish(second.root, second.total));
    expect(
      await chain.publicClient.readContract({
        address: pool,
        abi: matchingPoolAbi,
        functionName: 'finalizeAt',
      }),
    ).toBe(finalizeAt);
    await chain.increaseTime(CHALLENGE);
    await expectRevert(operator(pool).publish(first.root, first.total), 'ResultFinal');
    // Only the replacing result pays.
    await expectRevert(anyone(pool).payout(first.entries[0]!), 'EntryRefused');
    await chain.mined(anyone(pool).payoutMany(second.entries));
    for (const entry of second.entries) expect(await balance(entry.vault)).toBe(entry.amount);
    expect(await balance(first.entries[0]!.vault)).toBe(0n);
  });
});

describe('MatchingPool: payouts', () => {
  it('counts top-ups before close, pays each entry once, and returns the rest to the sponsor once all are paid', async () => {
    const entries = randomEntries(5);
    const total = entries.reduce((sum, e) => sum + e.amount, 0n);
    const { pool, tree } = await publishedPool(entries, [total / 2n, total - total / 2n + usdc(7n)]);
    await chain.increaseTime(CHALLENGE);
    const [first, ...rest] = tree.entries;
    await chain.mined(anyone(pool).payout(first!));
    await expectRevert(anyone(pool).payout(first!), 'EntryRefused');
    await expectRevert(anyone(pool).payout({ ...first!, amount: first!.amount + 1n }), 'EntryRefused');
    await expectRevert(anyone(pool).payout({ ...first!, vault: randomAddress() }), 'EntryRefused');
    await expectRevert(anyone(pool).returnLeftover(), 'LeftoverNotYet'); // entries still unpaid
    // A batch repeating a paid entry pays the others and skips that one.
    expect(await skipsIn(anyone(pool).payoutMany([first!, ...rest]))).toEqual([
      { vault: first!.vault, reason: SKIP.AlreadyPaid },
    ]);
    for (const entry of tree.entries) expect(await balance(entry.vault)).toBe(entry.amount);
    const sponsorBefore = await balance(SPONSOR);
    await chain.mined(anyone(pool).returnLeftover());
    expect((await balance(SPONSOR)) - sponsorBefore).toBe(usdc(7n));
    expect(await balance(pool)).toBe(0n);
    await expectRevert(anyone(pool).payout(first!), 'PoolSettled');
  });

  it("refuses a proof for another round's pool, even for the same entries", async () => {
    const entries = randomEntries(4);
    const total = entries.reduce((sum, e) => sum + e.amount, 0n);
    const a = await publishedPool(entries, [total]);
    const b = await publishedPool(entries, [total]);
    await chain.increaseTime(CHALLENGE);
    expect(a.tree.root).not.toBe(b.tree.root);
    await expectRevert(anyone(a.pool).payout(b.tree.entries[0]!), 'EntryRefused');
    expect(await skipsIn(anyone(a.pool).payoutMany(b.tree.entries))).toHaveLength(entries.length);
    expect(await balance(a.pool)).toBe(total);
  });

  it('pays an all-or-nothing vault only once it has succeeded, and a refused transfer never blocks the others', async () => {
    const goal = 100n * 10n ** 18n;
    const deadline = (await chain.now()) + 10n * DAY;
    const funding = (await chain.createVault({ goal, deadline })).vault;
    const failing = (await chain.createVault({ goal, deadline: (await chain.now()) + 2n * DAY })).vault;
    const plain = randomAddress();
    const entries = [
      { vault: funding, amount: usdc(50n) },
      { vault: failing, amount: usdc(30n) },
      { vault: plain, amount: usdc(20n) },
    ];
    const { pool, tree } = await publishedPool(entries, [usdc(100n)]);
    await chain.increaseTime(CHALLENGE); // `failing` is past its deadline, short of its goal
    const [toFunding, toFailing, toPlain] = tree.entries;
    expect(await skipsIn(anyone(pool).payoutMany(tree.entries))).toEqual([
      { vault: funding, reason: SKIP.VaultNotSucceeded },
      { vault: failing, reason: SKIP.VaultNotSucceeded },
    ]);
    expect(await balance(plain)).toBe(toPlain!.amount);
    expect([await balance(funding), await balance(failing)]).toEqual([0n, 0n]);
    // The funding vault reaches its goal: its match can now be pushed.
    const donor = await chain.freshAccount();
    await chain.mint('USDC', donor.address, usdc(100n));
    await chain.donate(donor.privateKey, funding, 'USDC', usdc(100n));
    await chain.mined(anyone(pool).payout(toFunding!));
    expect(await balance(funding)).toBe(usdc(100n) + toFunding!.amount);
    // The failed vault's share goes back to the sponsor after the grace period, not before.
    await expectRevert(anyone(pool).returnLeftover(), 'LeftoverNotYet');
    await chain.increaseTime(GRACE);
    const sponsorBefore = await balance(SPONSOR);
    await chain.mined(anyone(pool).returnLeftover());
    expect((await balance(SPONSOR)) - sponsorBefore).toBe(toFailing!.amount);
  });

  it('skips a vault the token refuses to pay (a blacklisted address) and pays it once the token allows', async () => {
    const terms = await roundTerms('FUSD');
    const pool = await createPool(terms);
    const entries = randomEntries(3, random(7)).map((e) => ({ ...e, amount: (e.amount % usdc(100n)) + 1n }));
    await chain.mint(
      'FUSD',
      pool,
      entries.reduce((sum, e) => sum + e.amount, 0n),
    );
    await chain.increaseTime(DAY + 1n);
    const tree = buildMatchingTree(chain.chain.id, pool, entries);
    await chain.mined(operator(pool).publish(tree.root, tree.total));
    await chain.increaseTime(CHALLENGE);
    const blocked = tree.entries[1]!;
    await setBlacklisted(blocked.vault, true);
    expect(await skipsIn(anyone(pool).payoutMany(tree.entries))).toEqual([
      { vault: blocked.vault, reason: SKIP.TransferFailed },
    ]);
    await setBlacklisted(blocked.vault, false);
    await chain.mined(anyone(pool).payoutMany(tree.entries));
    for (const entry of tree.entries) expect(await chain.balanceOf('FUSD', entry.vault)).toBe(entry.amount);
  });
});

describe('MatchingPool: seeded fuzzing', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])(
    'seed %i: random payouts, batches, forgeries and leftover attempts never pay twice, outside the root or beyond the pool',
    async (seed) => {
      const rng = random(seed * 7919);
      const entries = randomEntries(rng.int(1, 9), rng);
      const total = entries.reduce((sum, e) => sum + e.amount, 0n);
      // Sometimes the pool holds more than the result; a published total never exceeds the balance.
      const extra = rng.next() < 0.5 ? 0n : rng.big(1n, usdc(1_000n));
      const { pool, tree } = await publishedPool(entries, [total + extra]);
      const other: MatchingTree = (await publishedPool(entries, [total])).tree;
      const forged = () => {
        const entry = rng.pick(tree.entries);
        return rng.pick([
          { ...entry, amount: entry.amount + rng.big(1n, 1_000n) },
          { ...entry, vault: randomAddress() },
          rng.pick(other.entries),
          { ...entry, proof: [entry.leaf, ...entry.proof] },
        ]);
      };
      const paid = new Set<Address>();
      let final = false;
      let settled = false;
      const sponsorBefore = await balance(SPONSOR);

      const check = async () => {
        let paidSum = 0n;
        for (const entry of tree.entries) {
          const got = await balance(entry.vault);
          expect(got).toBe(paid.has(entry.vault) ? entry.amount : 0n);
          paidSum += got;
        }
        expect(paidSum).toBeLessThanOrEqual(total);
        const sponsorGot = (await balance(SPONSOR)) - sponsorBefore;
        expect(paidSum + sponsorGot + (await balance(pool))).toBe(total + extra);
        if (!settled) expect(sponsorGot).toBe(0n);
      };

      for (let step = 0; step < 20; step++) {
        const action = rng.int(0, 5);
        if (action === 0 && !final) {
          await chain.increaseTime(CHALLENGE);
          final = true;
        } else if (action === 1) {
          const entry = rng.pick(tree.entries);
          const refused = !final || settled || paid.has(entry.vault);
          if (refused)
            await expectRevert(
              anyone(pool).payout(entry),
              final ? (settled ? 'PoolSettled' : 'EntryRefused') : 'NotFinal',
            );
          else {
            await chain.mined(anyone(pool).payout(entry));
            paid.add(entry.vault);
          }
        } else if (action === 2 && final && !settled) {
          // A batch in random order with repeats and forgeries, possibly cut short (an interrupted relayer).
          const batch = Array.from({ length: rng.int(1, tree.entries.length + 2) }, () =>
            rng.next() < 0.25 ? forged() : rng.pick(tree.entries),
          );
          await chain.mined(anyone(pool).payoutMany(batch));
          for (const entry of batch)
            if (tree.entries.includes(entry as (typeof tree.entries)[number])) paid.add(entry.vault);
        } else if (action === 3) {
          await expectRevert(
            anyone(pool).payout(forged()),
            final ? (settled ? 'PoolSettled' : 'EntryRefused') : 'NotFinal',
          );
        } else if (action === 4) {
          // Allowed once final and all paid, or after the grace period (then callable again).
          const allPaid = paid.size === tree.entries.length;
          if (settled || (final && (allPaid || rng.next() < 0.3))) {
            if (!settled && !allPaid) await chain.increaseTime(GRACE);
            await chain.mined(anyone(pool).returnLeftover());
            settled = true;
          } else {
            await expectRevert(anyone(pool).returnLeftover(), 'LeftoverNotYet');
          }
        }
        await check();
      }
      if (!final) await chain.increaseTime(CHALLENGE);
      if (!settled) {
        // Resuming: the whole result again pays exactly what is still unpaid.
        const skipped = await skipsIn(anyone(pool).payoutMany(tree.entries));
        expect(skipped).toHaveLength(paid.size);
        for (const entry of tree.entries) paid.add(entry.vault);
        await check();
        await chain.mined(anyone(pool).returnLeftover());
        settled = true;
        await check();
        expect(await balance(pool)).toBe(0n);
      }
    },
  );
});
