import { PERMIT_SIGNATURE_AT, type SwapPermit } from '@crowdvault/shared/api/swap';
import { BaseError, encodeErrorResult, parseAbi, UserRejectedRequestError } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseChainError } from '@/lib/wallet/parse-chain-error';
import { sendPreparedDonation } from './send-vault-donation';

const actions = vi.hoisted(() => ({
  call: vi.fn(),
  estimateGas: vi.fn(),
  getBalance: vi.fn(),
  readContract: vi.fn(),
  sendTransaction: vi.fn(),
  signTypedData: vi.fn(),
  waitForTransactionReceipt: vi.fn(),
}));
vi.mock('wagmi/actions', () => actions);
const DONOR = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
vi.mock('@/lib/wallet/connected-wallet', () => ({
  requireConnectedWallet: async () => ({ wagmi: {}, chain: { chainId: 31337 }, account: DONOR }),
}));

const DAI = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SWAP_AND_GIVE = '0x3C61Ed774e23C95D38BD04f148Fe9739f2aB67e6';
const GIFT_WORDS = 'ab'.repeat(32 * 4);
/** swapAndGiveWithPermit's calldata shape: selector, gift offset, deadline, empty v r s, the gift. */
const PERMIT_DATA = `0x12345678${'00'.repeat(31)}a0${'00'.repeat(28)}65432100${'00'.repeat(96)}${GIFT_WORDS}`;
const PERMIT: SwapPermit = {
  domain: { name: 'Dai Stablecoin (test)', version: '2', chainId: 31337, verifyingContract: DAI },
  message: {
    owner: DONOR,
    spender: SWAP_AND_GIVE,
    value: '250000000000000000000',
    nonce: '0',
    deadline: '1700000600',
  },
  data: PERMIT_DATA,
};
const R = '11'.repeat(32);
const S = '22'.repeat(32);
const SIGNATURE = `0x${R}${S}1c`;
const HASH = `0x${'cd'.repeat(32)}`;

function donation(permit: SwapPermit | undefined) {
  return {
    transaction: {
      chainId: 31337,
      to: SWAP_AND_GIVE,
      data: '0xdeadbeef',
      value: '0',
      before: [{ to: DAI, data: '0x095ea7b3', value: '0', description: 'Allow exactly 250 DAI' }],
    },
    amount: '250',
    symbol: 'DAI',
    token: { address: DAI, decimals: 18 },
    from: DONOR,
    ...(permit && { permit }),
  };
}

beforeEach(() => {
  for (const mock of Object.values(actions)) mock.mockReset();
  actions.readContract.mockResolvedValue(250n * 10n ** 18n);
  actions.estimateGas.mockResolvedValue(200_000n);
  actions.sendTransaction.mockResolvedValue(HASH);
  actions.waitForTransactionReceipt.mockResolvedValue({ status: 'success' });
});

describe('sendPreparedDonation with a permit', () => {
  it('asks one signature for exactly the gift, then sends one transaction and no approval', async () => {
    actions.signTypedData.mockResolvedValue(SIGNATURE);
    const onHash = vi.fn();

    await expect(sendPreparedDonation(donation(PERMIT), onHash)).resolves.toBe(HASH);

    expect(actions.signTypedData).toHaveBeenCalledTimes(1);
    expect(actions.signTypedData.mock.calls[0]![1]).toMatchObject({
      account: DONOR,
      domain: PERMIT.domain,
      primaryType: 'Permit',
      message: {
        owner: DONOR,
        spender: SWAP_AND_GIVE,
        value: 250n * 10n ** 18n,
        nonce: 0n,
        deadline: 1_700_000_600n,
      },
    });
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);
    const sent = actions.sendTransaction.mock.calls[0]![1] as { to: string; data: string; value: bigint };
    expect(sent.to).toBe(SWAP_AND_GIVE);
    expect(sent.value).toBe(0n);
    // The signature sits where the call takes v, r and s; everything else is the API's call.
    const at = 2 + PERMIT_SIGNATURE_AT * 2;
    expect(sent.data.slice(0, at)).toBe(PERMIT_DATA.slice(0, at));
    expect(sent.data.slice(at, at + 192)).toBe(`${'0'.repeat(62)}1c${R}${S}`);
    expect(sent.data.slice(at + 192)).toBe(GIFT_WORDS);
    expect(onHash).toHaveBeenCalledWith(HASH);
  });

  it('says clearly that a declined signature sent nothing and took nothing', async () => {
    actions.signTypedData.mockRejectedValue(new UserRejectedRequestError(new Error('User rejected')));

    const error = await sendPreparedDonation(donation(PERMIT), vi.fn()).catch((e: unknown) => e);

    expect(parseChainError(error)).toMatchObject({
      kind: 'refused',
      description: 'You declined the signature in your wallet, so the gift was not sent. Nothing was taken.',
    });
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('names a permit the token refused (used or expired) before anything is sent', async () => {
    actions.signTypedData.mockResolvedValue(SIGNATURE);
    const data = encodeErrorResult({
      abi: parseAbi(['error PermitRefused(address token, uint256 allowance, uint256 amountIn)']),
      errorName: 'PermitRefused',
      args: [DAI, 0n, 250n * 10n ** 18n],
    });
    actions.call.mockRejectedValue(
      new BaseError('execution reverted', { cause: Object.assign(new Error('reverted'), { data }) }),
    );

    const error = await sendPreparedDonation(donation(PERMIT), vi.fn()).catch((e: unknown) => e);

    expect(parseChainError(error)).toMatchObject({
      kind: 'refused',
      description: expect.stringMatching(/^The token did not accept your signature .* Nothing was taken/),
    });
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('keeps the approval path for a token without permit: the approval, then the gift', async () => {
    await sendPreparedDonation(donation(undefined), vi.fn());
    expect(actions.signTypedData).not.toHaveBeenCalled();
    expect(
      actions.sendTransaction.mock.calls.map(([, request]) => (request as { data: string }).data),
    ).toEqual(['0x095ea7b3', '0xdeadbeef']);
  });
});
