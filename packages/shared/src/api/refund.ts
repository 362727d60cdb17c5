import { z } from 'zod';
import { FUNDING_STATES } from '../constants';
import { address, decimalAmount, eip712Domain, hex, signature65, txHash, uint } from './fields';
import { eip712Types } from './typed-data';

/** The messages a refund request can be refused with (API and, in the same words, the vault's
 *  custom errors as the web app's error parser reads them). */
export const REFUND_ERRORS = {
  notAllOrNothing: 'This campaign keeps what it raises: there are no refunds',
  notFailed: 'Refunds open only once the campaign has failed (its deadline passed short of the goal)',
  nothingToRefund: 'Nothing to refund: this wallet gave nothing counted, or its refund was already paid',
  wrongDonor: 'The refund must be signed by the donor, and is paid only to the address the donor signed for',
  signatureExpired: 'The signed refund has expired: sign it again',
} as const;

/** EIP-712 types of AllOrNothingVault.claimRefundWithSig: the donor names where their refund
 *  goes (their own address, or another one when theirs cannot receive: a contract that reverts, a
 *  blacklisted address). Domain ("CrowdVault", "1", chainId, the vault), as withdrawals. */
export const REFUND_TYPES = eip712Types('Refund(address donor,address to,uint256 deadline)');

/** One token of a donor's refund. */
export const donorRefundTokenSchema = z.object({
  symbol: z.string(),
  tokenAddress: address,
  decimals: z.number().int(),
  contributed: decimalAmount.describe('What the vault counted from this donor in this token'),
  refunded: decimalAmount.describe('Paid back so far: 0, or all of it'),
  claimable: decimalAmount.describe(
    'Payable now: all of it once the vault has failed and until paid, else 0',
  ),
  refund: z
    .object({
      method: z.enum(['claimed', 'pushed']),
      to: address.describe('Who received it: the donor, or the address the donor signed for'),
      transactionHash: txHash,
    })
    .nullable()
    .describe('The refund that paid it, once indexed'),
});
export type DonorRefundToken = z.infer<typeof donorRefundTokenSchema>;

/** `GET /api/campaigns/:id/refund` (signed in): the signed-in wallet's refund on an all-or-nothing
 *  campaign, with both ways to take it: the transaction its wallet sends (`claimRefund()` on the
 *  vault, gas paid by the donor) and the EIP-712 message to sign for the platform to relay it
 *  without gas (`POST /api/campaigns/:id/refund`). */
export const donorRefundSchema = z
  .object({
    campaignId: z.number().int(),
    chainId: z.number().int(),
    vaultAddress: address,
    state: z.enum(FUNDING_STATES),
    deadline: z.iso.datetime(),
    donorAddress: address,
    tokens: z.array(donorRefundTokenSchema).describe('Each token this wallet gave in'),
    transaction: z
      .object({ to: address, data: hex, value: uint, description: z.string() })
      .nullable()
      .describe(
        "Direct path: the vault's claimRefund(), sent by the donor's wallet; null when nothing is claimable",
      ),
    typedData: z
      .object({
        domain: eip712Domain,
        message: z.object({ donor: address, to: address, deadline: uint.describe('Unix seconds') }),
      })
      .nullable()
      .describe(
        'Gasless path: sign this as primaryType Refund with REFUND_TYPES (to = the donor; change `to` before signing to be paid elsewhere); null when nothing is claimable',
      ),
  })
  .meta({ id: 'DonorRefund' });
export type DonorRefund = z.infer<typeof donorRefundSchema>;

/** `POST /api/campaigns/:id/refund`: a donor's signed refund, relayed by the platform (no gas).
 *  The donor is the signed-in wallet; `to` and `deadline` exactly as signed. */
export const signedRefundSchema = z
  .object({
    to: address.describe(
      'Where the refund goes, as signed: the donor, or another address the donor signed for',
    ),
    deadline: uint.describe('Unix seconds, as signed'),
    signature: signature65,
  })
  .strict()
  .meta({ id: 'SignedRefund' });
export type SignedRefund = z.infer<typeof signedRefundSchema>;

/** `POST /api/campaigns/:id/refund` answer: the relayed transaction, mined, and what it paid. */
export const relayedRefundSchema = z
  .object({
    chainId: z.number().int(),
    transactionHash: txHash,
    to: address,
    paid: z.array(z.object({ symbol: z.string(), amount: decimalAmount })),
  })
  .meta({ id: 'RelayedRefund' });
export type RelayedRefund = z.infer<typeof relayedRefundSchema>;
