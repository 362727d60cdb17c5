import { errorResponseSchema } from '@crowdvault/shared/api/error';
import {
  swapQuoteQuerySchema,
  swapQuoteResponseSchema,
  swapTokensQuerySchema,
  swapTokensResponseSchema,
} from '@crowdvault/shared/api/swap';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { swapGiftQuote } from '../services/swaps/swap-gift';
import { listSwapTokens } from '../services/swaps/swap-quotes';

/** `GET /api/swaps/quote`: a donor's token swapped into a campaign's stablecoin, quoted from the
 *  chain's Uniswap before the donor signs (issue 45). Public: a quote is a read of public pools. */
export function registerSwapRoutes(app: FastifyInstance, { db, chains }: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/swaps/tokens',
    {
      schema: {
        tags: ['donations'],
        summary:
          'The tokens a donor may give through a swap on a chain, each available, without a route, or with too little liquidity',
        querystring: swapTokensQuerySchema,
        response: { 200: swapTokensResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listSwapTokens(chains.require(request.query.chainId), request.query),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/swaps/quote',
    {
      schema: {
        tags: ['donations'],
        summary:
          'What a gift in another token would give a campaign in its stablecoin, and the least it accepts',
        description:
          "With `campaignId` and `from`, the answer's `transaction` is SwapAndGive's call for exactly this quote " +
          "(its minimum and a deadline ten minutes ahead), after an exact approval of the donor's token in " +
          '`before` when it needs one; the campaign must be taking donations on that chain.',
        querystring: swapQuoteQuerySchema,
        response: {
          200: swapQuoteResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => swapGiftQuote({ db, chains }, request.query),
  );
}
