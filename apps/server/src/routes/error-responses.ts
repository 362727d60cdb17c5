import { errorResponseSchema } from '@crowdvault/shared/api/error';

/** A route's error answers for its OpenAPI schema: `ErrorResponse` under each status code given. */
export function errorResponses<const Code extends number>(...codes: Code[]) {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as {
    [C in Code]: typeof errorResponseSchema;
  };
}
