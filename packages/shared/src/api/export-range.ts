import { z } from 'zod';

/** The days an export may name: the statement's years (2000–2100) as whole days. */
export const EXPORT_RANGE = { first: '2000-01-01', last: '2100-12-31' } as const;

export const EXPORT_RANGE_MESSAGES = {
  format: 'Expected a date as YYYY-MM-DD',
  notADay: 'Expected a real calendar day as YYYY-MM-DD',
  outOfRange: `Dates must be between ${EXPORT_RANGE.first} and ${EXPORT_RANGE.last}`,
  backwards: '`from` must not be after `to`',
} as const;
const M = EXPORT_RANGE_MESSAGES;

/** True for a YYYY-MM-DD that names a day of the calendar (not 2024-02-30). */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const exportDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: M.format, abort: true })
  .refine(isCalendarDay, { message: M.notADay, abort: true })
  .refine((day) => day >= EXPORT_RANGE.first && day <= EXPORT_RANGE.last, M.outOfRange);

/**
 * `?from&to` of every CSV export: inclusive UTC days, each a real day within EXPORT_RANGE, `from`
 * not after `to`. Checked here so the export never starts streaming on a date the database (or
 * `Date`) cannot take: `9999-12-31` plus a day is year 10000, which PostgreSQL refused after the
 * header had gone out, dropping the connection (issue 26, item 13).
 * No `.meta({ id })`: a querystring schema must stay inline, or the OpenAPI document's
 * parameters would point at a component @fastify/swagger cannot resolve.
 */
export const exportRangeQuerySchema = z
  .object({ from: exportDay, to: exportDay })
  .refine(({ from, to }) => from <= to, { message: M.backwards, path: ['to'] });
export type ExportRangeQuery = z.infer<typeof exportRangeQuerySchema>;
