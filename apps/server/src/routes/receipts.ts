import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { receiptParamsSchema, receiptSchema, statementQuerySchema } from '@crowdvault/shared/api/receipt';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { optionalUser, requireUser, signedInUser } from '../services/auth/require-user';
import { listStatementRows, renderStatementPdf, statementCsv } from '../services/receipts/donor-statement';
import { findReceipt } from '../services/receipts/find-receipt';
import { renderReceiptPdf } from '../services/receipts/receipt-pdf';
import { siteOrigin } from '../services/sharing/site-origin';

/** Donation receipts (JSON and PDF) and the donor's yearly statement (decision 050). */
export function registerReceiptRoutes(
  app: FastifyInstance,
  { db, env, chains }: Pick<AppDeps, 'db' | 'env' | 'chains'>,
): void {
  const networkOf = (chainId: number) => chains.nameOf(chainId);
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/receipts/:chainId/:txHash/:logIndex',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['receipts'],
        summary: "A donation's receipt; an anonymous donor's address only for the donor, signed in",
        params: receiptParamsSchema,
        response: { 200: receiptSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => findReceipt(db, chains, request.params, request.user),
  );

  routes.get(
    '/api/receipts/:chainId/:txHash/:logIndex/pdf',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['receipts'],
        summary: 'The same receipt as a PDF',
        params: receiptParamsSchema,
      },
    },
    async (request, reply) => {
      const receipt = await findReceipt(db, chains, request.params, request.user);
      const path = `/receipt/${receipt.chainId}/${receipt.transactionHash}/${receipt.logIndex}`;
      const pdf = await renderReceiptPdf(receipt, siteOrigin(env, request) + path, request.locale);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="crowdvault-receipt-${receipt.transactionHash.slice(0, 10)}-${receipt.logIndex}.pdf"`,
        )
        .send(pdf);
    },
  );

  routes.get(
    '/api/donations/me/statement',
    {
      preHandler: requireUser,
      schema: {
        tags: ['receipts'],
        summary: "The signed-in donor's donations in one calendar year (UTC), as CSV or PDF",
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { year, format } = request.query;
      const rows = await listStatementRows(db, user, year);
      const name = `crowdvault-donations-${year}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'pdf') {
        return reply
          .header('content-type', 'application/pdf')
          .send(await renderStatementPdf(rows, user, year, networkOf, request.locale));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .send(statementCsv(rows, siteOrigin(env, request), networkOf));
    },
  );
}
