import { reconciliationLineSchema } from '@crowdvault/shared/api/transparency';
import { describe, expect, it } from 'vitest';
import type { ChainToken } from '../../chain/tokens';
import { reconcileToken, reconcileUnlisted } from './reconcile';

const USDT: ChainToken = {
  symbol: 'USDT',
  address: '0x00000000000000000000000000000000000000E1',
  decimals: 6,
};
const ETH: ChainToken = { symbol: 'ETH', address: null, decimals: 18 };
const USDT_UNIT = 10n ** 6n;
const noSums = { donated: 0n, withdrawn: 0n, fees: 0n, refunded: 0n, matched: 0n };
const donated = (amount: bigint) => ({ ...noSums, donated: amount });
const caughtUp = { blockNumber: 120n, indexedBlock: 120n };
const behind = { blockNumber: 120n, indexedBlock: 100n };
const nothingIndexed = { blockNumber: 120n, indexedBlock: null };

// Issue 43: every line that does not balance says why twice: in English (`explanation`, unchanged
// for API callers) and as data (`reason`), which the web app words in the reader's language.
describe('a reconciliation line', () => {
  it('has neither a reason nor an explanation when it balances', () => {
    const line = reconcileToken(USDT, donated(5n * USDT_UNIT), 5n * USDT_UNIT, caughtUp);
    expect(line).toMatchObject({ status: 'ok', explanation: null, reason: null });
    expect(reconciliationLineSchema.parse(line)).toEqual(line);
  });

  it('names a transfer in a block the indexer has not reached yet', () => {
    const line = reconcileToken(USDT, donated(25n * USDT_UNIT), 28n * USDT_UNIT, behind);
    expect(line.reason).toEqual({
      kind: 'more-not-indexed-yet',
      amount: '3',
      symbol: 'USDT',
      indexedBlock: '100',
      readBlock: '120',
    });
    expect(line.explanation).toBe(
      'The chain holds 3 USDT more than the ledger records. The indexer has recorded up to block 100, the ' +
        'balance was read at block 120: a transfer in a block it has not reached yet is recorded once it does.',
    );
    expect(reconciliationLineSchema.parse(line)).toEqual(line);
  });

  it('says when the indexer has recorded no block at all', () => {
    const line = reconcileToken(USDT, noSums, 1_500_000n, nothingIndexed);
    expect(line.reason).toEqual({
      kind: 'more-not-indexed-yet',
      amount: '1.5',
      symbol: 'USDT',
      indexedBlock: null,
      readBlock: '120',
    });
    expect(line.explanation).toBe(
      'The chain holds 1.5 USDT more than the ledger records. The indexer has not recorded any block yet: ' +
        'a transfer in a block it has not reached yet is recorded once it does.',
    );
  });

  it('blames native coin the indexer cannot see once it has caught up', () => {
    const line = reconcileToken(ETH, noSums, 5n * 10n ** 17n, caughtUp);
    expect(line.reason).toEqual({
      kind: 'more-native-coin',
      amount: '0.5',
      symbol: 'ETH',
      indexedBlock: '120',
      readBlock: '120',
    });
    expect(line.explanation).toBe(
      'The chain holds 0.5 ETH more than the ledger records: native coin sent by a contract is not seen on ' +
        "a node without traces (decision 032), or it was sent before the vault's history was read.",
    );
  });

  it('blames a token that arrived without a Transfer event once the indexer has caught up', () => {
    const line = reconcileToken(USDT, donated(10n * USDT_UNIT), 12n * USDT_UNIT, caughtUp);
    expect(line.reason).toMatchObject({ kind: 'more-without-transfer', amount: '2', symbol: 'USDT' });
    expect(line.explanation).toBe(
      'The chain holds 2 USDT more than the ledger records: it arrived without a Transfer event the indexer ' +
        'reads (a token minted to the vault, say). It stays in the vault and can be withdrawn.',
    );
  });

  it('names a withdrawal in a block the indexer has not reached yet, the amount without its sign', () => {
    const line = reconcileToken(USDT, donated(10n * USDT_UNIT), 4n * USDT_UNIT, behind);
    expect(line.difference).toBe('-6');
    expect(line.reason).toEqual({
      kind: 'less-not-indexed-yet',
      amount: '6',
      symbol: 'USDT',
      indexedBlock: '100',
      readBlock: '120',
    });
    expect(line.explanation).toBe(
      'The chain holds 6 USDT less than the ledger records. The indexer has recorded up to block 100, the ' +
        'balance was read at block 120: a withdrawal in a block it has not reached yet is recorded once it does.',
    );
  });

  it('blames a reorganisation or a fee on transfer once the indexer has caught up', () => {
    const line = reconcileToken(USDT, donated(10n * USDT_UNIT), 9n * USDT_UNIT, caughtUp);
    expect(line.reason).toEqual({
      kind: 'less-gone',
      amount: '1',
      symbol: 'USDT',
      indexedBlock: '120',
      readBlock: '120',
    });
    expect(line.explanation).toBe(
      'The chain holds 1 USDT less than the ledger records: a recorded transfer is no longer on the chain ' +
        '(a reorganisation the indexer has not undone yet), or the token charged a fee on transfer.',
    );
  });

  it('describes a token the platform does not list: what arrived, from where, in how many transfers', () => {
    const address = '0x00000000000000000000000000000000000000F7';
    const line = reconcileUnlisted({
      address,
      symbol: 'JUNK',
      decimals: 6,
      received: 7n * USDT_UNIT,
      transfers: 1,
      balance: 7n * USDT_UNIT,
    });
    expect(line).toMatchObject({ status: 'unlisted', difference: '7' });
    expect(line.reason).toEqual({
      kind: 'unlisted',
      received: '7',
      symbol: 'JUNK',
      tokenAddress: address,
      transfers: 1,
    });
    expect(line.explanation).toBe(
      `7 JUNK (${address}) arrived in 1 transfer, but the platform does not list this token: it is not ` +
        'recorded as a donation and does not count toward the goal. It stays in the vault; its owner can ' +
        'still withdraw it from the contract.',
    );
    expect(reconciliationLineSchema.parse(line)).toEqual(line);
  });
});
