import { z } from 'zod';
import { allOrNothingDonationFields, swappedField } from './donation';
import { address, decimalAmount } from './fields';

// Not fields' txHash: a malformed hash in the path answers zod's own words, as it always has.
const txHash = z.string().regex(/^0x[0-9a-fA-F]{64}$/);

/** `/api/receipts/:chainId/:txHash/:logIndex`: which donation. A malformed part is a 404. */
export const receiptParamsSchema = z.object({
  chainId: z.coerce.number().int().positive(),
  txHash: txHash.transform((value) => value.toLowerCase()),
  logIndex: z.coerce.number().int(),
});

/** A donation's receipt. The donor's address is shown to everyone unless the donation is
 *  anonymous; then only the donor, signed in, sees it. */
export const receiptSchema = z
  .object({
    chainId: z.number().int(),
    chainName: z.string(),
    transactionHash: txHash,
    logIndex: z.number().int(),
    blockNumber: z.string(),
    timestamp: z.iso.datetime(),
    campaign: z.object({
      id: z.number().int(),
      title: z.string(),
      imageUrl: z
        .string()
        .nullable()
        .describe("The campaign's cover, its stored copy as the campaign's imageUrl; null when none"),
    }),
    vaultAddress: address,
    amount: decimalAmount,
    symbol: z.string(),
    tokenAddress: address.nullable(),
    donorAddress: address.nullable().describe('Null when anonymous and the viewer is not the donor'),
    isAnonymous: z.boolean(),
    viewerIsDonor: z.boolean(),
    explorerUrl: z.string().nullable().describe('Null on the local chain'),
    swapped: swappedField,
    ...allOrNothingDonationFields,
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof receiptSchema>;

/** `GET /api/donations/me/statement?year&format`: a calendar year (UTC) of the donor's gifts. */
export const statementQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  format: z.enum(['csv', 'pdf']).default('csv'),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

// Zod-free, so a page that only links to a receipt does not load zod (decision 087).
export { receiptPath } from '../receipt-path';
