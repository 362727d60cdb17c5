import { z } from 'zod';
import { decimalAmount } from './fields';

/** A sum per currency and network, exact in that currency's own units: one token on two networks
 *  is two tokens (their decimals may differ too), so each entry names its chain (issue 40). */
export const currencyTotalSchema = z.object({
  currency: z.string(),
  chainId: z.number().int(),
  amount: decimalAmount,
});
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

/** Stablecoins added at face value (1 USDT = 1 USDC = 1 DAI) exactly, with the per-currency and
 *  per-network breakdown it came from; native-coin amounts appear only in the breakdown. */
export const moneyTotalSchema = z.object({
  stablecoinTotal: decimalAmount,
  byCurrency: z.array(currencyTotalSchema),
});
export type MoneyTotal = z.infer<typeof moneyTotalSchema>;

/** `GET /api/dashboard/summary`: the four cards of the dashboard overview, from SQL aggregates. */
export const dashboardSummarySchema = z
  .object({
    totalRaised: moneyTotalSchema.describe("Raised by the signed-in user's campaigns"),
    activeCampaigns: z.number().int(),
    totalDonated: moneyTotalSchema.describe('Given from the signed-in wallet or account'),
    campaignsSupported: z.number().int().describe('Distinct campaigns the user gave to'),
  })
  .meta({ id: 'DashboardSummary' });
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
