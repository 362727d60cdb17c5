import { describe, expect, it } from 'vitest';
import { ChainPreflightError, parseChainError } from './parse-chain-error';

function wrapped(inner: object, name = 'ContractFunctionExecutionError') {
  return Object.assign(new Error('The contract function "transfer" failed'), { name, cause: inner });
}

describe('parseChainError', () => {
  it('words a rejection in the wallet (4001 or UserRejectedRequestError), however wrapped', () => {
    for (const error of [
      { code: 4001, message: 'User rejected the request.' },
      wrapped({ name: 'UserRejectedRequestError', message: 'User rejected' }),
    ]) {
      expect(parseChainError(error)).toMatchObject({
        kind: 'rejected',
        title: 'Transaction Rejected',
        description: expect.stringContaining('rejected in your wallet'),
      });
    }
  });

  it('says Transaction Failed for a revert', () => {
    for (const error of [
      wrapped({ name: 'ContractFunctionRevertedError', message: 'reverted' }),
      { name: 'TransactionReceiptRevertedError', message: 'Transaction with hash "0x1" reverted.' },
    ]) {
      expect(parseChainError(error)).toEqual({
        kind: 'reverted',
        title: 'Transaction Failed',
        description: 'Blockchain transaction failed. Please try again.',
      });
    }
  });

  it('names insufficient funds, from the node or the balance check', () => {
    expect(
      parseChainError(wrapped({ name: 'InsufficientFundsError', message: 'insufficient funds for gas' })),
    ).toMatchObject({ kind: 'insufficient-funds', title: 'Insufficient Balance' });
    expect(
      parseChainError(new ChainPreflightError('insufficient-funds', 'Your wallet holds less than 25 USDT.')),
    ).toEqual({
      kind: 'insufficient-funds',
      title: 'Insufficient Balance',
      description: 'Your wallet holds less than 25 USDT.',
    });
  });

  it('names the wrong network', () => {
    expect(parseChainError(wrapped({ name: 'ChainMismatchError', message: 'mismatch' }))).toMatchObject({
      kind: 'wrong-chain',
      title: 'Wrong Network',
    });
    expect(
      parseChainError(new ChainPreflightError('wrong-chain', 'Switch it to Local Anvil and try again.')),
    ).toMatchObject({ kind: 'wrong-chain', description: 'Switch it to Local Anvil and try again.' });
  });

  it('falls back to Transaction Failed', () => {
    expect(parseChainError(new Error('boom'))).toMatchObject({
      kind: 'unknown',
      title: 'Transaction Failed',
    });
  });
});
