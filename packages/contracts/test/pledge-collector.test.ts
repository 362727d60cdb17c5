import { type Address, erc20Abi, parseEventLogs, zeroAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../src/dev-chain';
import { pledgeCollectorAbi } from '../src/generated/artifacts';
import { pledgeTypedData } from '../src/pledge-signature';
import { DAY, useOwnChain } from './all-or-nothing-fixture';
import { expectRevert, randomAddress } from './chain';
import { MONTH, startPledgeChain } from './pledge-fixture';

// PledgeCollector (issue 32, decision 102): one signed pledge, at most `amount` per period, once per
// period, into the signed vault only, never after cancellation.

const TEN = 10_000_000n; // 10 USDC (6 decimals)
const STRANGER = DEV_ACCOUNTS[4]!;

const chain = useOwnChain(startPledgeChain);

async function pledgeOf(opts: { periods?: bigint; allowance?: bigint; deployVault?: boolean } = {}) {
  const periods = opts.periods ?? 3n;
  const donor = await chain.donorWith({
    token: 'USDC',
    balance: 1_000n * 10n ** 6n,
    allowance: opts.allowance ?? TEN * periods,
  });
  const vault = await chain.keepVault({ deploy: opts.deployVault });
  const signed = await chain.signPledge(donor.privateKey, {
    vault,
    token: chain.tokenAddress.USDC,
    amount: TEN,
    periods,
  });
  return { donor, vault, ...signed };
}

describe('PledgeCollector', () => {
  it('moves exactly the amount of the current period from the donor into the vault, once', async () => {
    const { donor, vault, pledge, signature, id } = await pledgeOf({ deployVault: true });
    const receipt = await chain.mined(chain.collect(pledge, signature, 0n, STRANGER.privateKey));
    expect(await chain.balanceOf('USDC', vault)).toBe(TEN);
    expect(await chain.balanceOf('USDC', donor.address)).toBe(1_000n * 10n ** 6n - TEN);
    // One Transfer, donor to vault: the indexer records it as the donor's donation like any other.
    const transfers = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(transfers.map((t) => [t.args.from, t.args.to, t.args.value])).toEqual([
      [donor.address, vault, TEN],
    ]);
    expect(chain.collectedEvents(receipt).map((e) => e.args)).toEqual([
      { pledgeId: id, donor: donor.address, vault, token: chain.tokenAddress.USDC, period: 0n, amount: TEN },
    ]);
    await expectRevert(chain.collect(pledge, signature, 0n), 'AlreadyCollected');
    expect(await chain.readPledge('collectedCount', id)).toBe(1n);
  });

  it('pays a vault not deployed yet (keep vaults deploy on first withdrawal)', async () => {
    const { vault, pledge, signature } = await pledgeOf();
    expect(await chain.publicClient.getCode({ address: vault })).toBeUndefined();
    await chain.mined(chain.collect(pledge, signature, 0n));
    expect(await chain.balanceOf('USDC', vault)).toBe(TEN);
  });

  it('collects each period only while it runs, and nothing before the start or after the last', async () => {
    const { vault, pledge, signature } = await pledgeOf({ periods: 2n });
    await chain.mined(chain.collect(pledge, signature, 0n));
    await expectRevert(chain.collect(pledge, signature, 1n), 'NotCurrentPeriod');
    await chain.increaseTime(MONTH);
    // A missed or past period is never caught up.
    await expectRevert(chain.collect(pledge, signature, 0n), 'NotCurrentPeriod');
    await chain.mined(chain.collect(pledge, signature, 1n));
    await chain.increaseTime(MONTH);
    await expectRevert(chain.collect(pledge, signature, 2n), 'PledgeEnded');
    expect(await chain.balanceOf('USDC', vault)).toBe(2n * TEN);

    const later = await chain.donorWith({ token: 'USDC', balance: TEN, allowance: TEN });
    const future = await chain.signPledge(later.privateKey, {
      vault,
      token: chain.tokenAddress.USDC,
      amount: TEN,
      start: (await chain.now()) + DAY,
    });
    await expectRevert(chain.collect(future.pledge, future.signature, 0n), 'NotStarted');
  });

  it('refuses terms the donor did not sign: another vault, token, amount, period, chain or signer', async () => {
    const { pledge, signature, donor } = await pledgeOf();
    const tampered = [
      { ...pledge, vault: randomAddress() },
      { ...pledge, token: chain.tokenAddress.DAI },
      { ...pledge, amount: TEN + 1n },
      { ...pledge, period: DAY },
      { ...pledge, periods: 120n },
      { ...pledge, start: pledge.start - MONTH },
      { ...pledge, donor: DEV_ACCOUNTS[6]!.address as Address },
    ];
    for (const terms of tampered) await expectRevert(chain.collect(terms, signature, 0n), 'InvalidSignature');
    // Signed for another chain id: the domain differs, so the signature names another pledge.
    const forChain1 = await privateKeyToAccount(donor.privateKey).signTypedData(
      pledgeTypedData(1, chain.collector, pledge),
    );
    await expectRevert(chain.collect(pledge, forChain1, 0n), 'InvalidSignature');
    expect(await chain.balanceOf('USDC', donor.address)).toBe(1_000n * 10n ** 6n);
  });

  it('refuses malformed terms', async () => {
    const { pledge, signature } = await pledgeOf();
    await expectRevert(chain.collect({ ...pledge, vault: zeroAddress }, signature, 0n), 'ZeroAddress');
    await expectRevert(chain.collect({ ...pledge, amount: 0n }, signature, 0n), 'ZeroAmount');
    await expectRevert(chain.collect({ ...pledge, period: 3_600n }, signature, 0n), 'PeriodTooShort');
    await expectRevert(chain.collect({ ...pledge, periods: 0n }, signature, 0n), 'NoPeriods');
  });

  it('refuses an all-or-nothing vault, which would not count the money as a donation', async () => {
    const aon = await chain.createVault({
      goal: 100n * 10n ** 18n,
      deadline: (await chain.now()) + 30n * DAY,
    });
    const donor = await chain.donorWith({ token: 'USDC', balance: TEN, allowance: TEN });
    const { pledge, signature } = await chain.signPledge(donor.privateKey, {
      vault: aon.vault,
      token: chain.tokenAddress.USDC,
      amount: TEN,
    });
    await expectRevert(chain.collect(pledge, signature, 0n), 'NotACampaignVault');
  });

  it('fails without gas spent by the donor when the balance or the allowance is short', async () => {
    const short = await pledgeOf({ allowance: TEN - 1n });
    await expectRevert(chain.collect(short.pledge, short.signature, 0n), 'ERC20InsufficientAllowance');
    const { donor, pledge, signature } = await pledgeOf();
    await chain.mined(
      chain.walletFor(donor.privateKey).writeContract({
        address: chain.tokenAddress.USDC,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [randomAddress(), 1_000n * 10n ** 6n - 1n],
      }),
    );
    await expectRevert(chain.collect(pledge, signature, 0n), 'ERC20InsufficientBalance');
  });

  it('stops for good once the donor cancels, directly or by a relayed signature', async () => {
    const direct = await pledgeOf();
    await expectRevert(
      chain.walletFor(STRANGER.privateKey).writeContract({
        address: chain.collector,
        abi: pledgeCollectorAbi,
        functionName: 'cancel',
        args: [direct.pledge],
      }),
      'NotDonor',
    );
    await chain.mined(
      chain.walletFor(direct.donor.privateKey).writeContract({
        address: chain.collector,
        abi: pledgeCollectorAbi,
        functionName: 'cancel',
        args: [direct.pledge],
      }),
    );
    await expectRevert(chain.collect(direct.pledge, direct.signature, 0n), 'PledgeIsCancelled');

    const relayed = await pledgeOf();
    await chain.mined(chain.collect(relayed.pledge, relayed.signature, 0n));
    const cancelCall = (signature: `0x${string}`) =>
      chain.deployer.writeContract({
        address: chain.collector,
        abi: pledgeCollectorAbi,
        functionName: 'cancelWithSig',
        args: [relayed.pledge, signature],
      });
    // Someone else's signature, or the donor's for another chain, cancels nothing.
    await expectRevert(
      cancelCall(await chain.signCancel(STRANGER.privateKey, relayed.id)),
      'InvalidSignature',
    );
    await expectRevert(
      cancelCall(await chain.signCancel(relayed.donor.privateKey, relayed.id, 1)),
      'InvalidSignature',
    );
    const receipt = await chain.mined(
      cancelCall(await chain.signCancel(relayed.donor.privateKey, relayed.id)),
    );
    expect(
      parseEventLogs({ abi: pledgeCollectorAbi, logs: receipt.logs, eventName: 'PledgeCancelled' }),
    ).toHaveLength(1);
    expect(await chain.readPledge('cancelled', relayed.id)).toBe(true);
    await expectRevert(
      cancelCall(await chain.signCancel(relayed.donor.privateKey, relayed.id)),
      'PledgeIsCancelled',
    );
    await chain.increaseTime(MONTH);
    await expectRevert(chain.collect(relayed.pledge, relayed.signature, 1n), 'PledgeIsCancelled');
    expect(await chain.balanceOf('USDC', relayed.pledge.vault)).toBe(TEN);
  });

  it('has its id computed off chain exactly as on chain', async () => {
    const { pledge, id } = await pledgeOf();
    expect(
      await chain.publicClient.readContract({
        address: chain.collector,
        abi: pledgeCollectorAbi,
        functionName: 'pledgeId',
        args: [pledge],
      }),
    ).toBe(id);
  });
});
