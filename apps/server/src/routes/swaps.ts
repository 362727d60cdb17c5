import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { swapQuoteQuerySchema, swapQuoteResponseSchema } from '@crowdvault/shared/api/swap';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { quoteSwap } from '../services/swaps/swap-quotes';

/** `GET /api/swaps/quote`: a donor's token swapped into a campaign's stablecoin, quoted from the
 *  chain's Uniswap before the donor signs (issue 45). Public: a quote is a read of public pools. */
export function registerSwapRoutes(app: FastifyInstance, { chains }: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/swaps/quote',
    {
      schema: {
        tags: ['donations'],
        summary:
          'What a gift in another token would give a campaign in its stablecoin, and the least it accepts',
        querystring: swapQuoteQuerySchema,
        response: {
          200: swapQuoteResponseSchema,
          400: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => quoteSwap(chains.require(request.query.chainId), request.query),
  );
}
