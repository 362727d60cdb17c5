import { z } from 'zod';

/** `GET /api/stats`: platform figures over approved campaigns (pending review is not counted). */
export const statsResponseSchema = z
  .object({
    totalRaised: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .describe('USD: every stablecoin counted 1:1, each from its own decimals, exactly'),
    activeCampaigns: z.number().int(),
    totalDonors: z.number().int().describe('Distinct donor addresses'),
    countries: z
      .number()
      .int()
      .describe('Distinct countries; a campaign without a location counts as Global'),
  })
  .meta({ id: 'Stats' });
export type StatsResponse = z.infer<typeof statsResponseSchema>;
