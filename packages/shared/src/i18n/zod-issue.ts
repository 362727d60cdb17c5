import { z } from 'zod';
import type { Locale } from './locales';

/** A validation issue as Fastify's Zod type provider reports it (code as `keyword`, the rest of
 *  Zod's issue in `params`, the input left out). */
export interface ReportedIssue {
  keyword: string;
  instancePath: string;
  params?: Record<string, unknown>;
}

const ZOD_LOCALES: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en,
  es: z.locales.es,
  'pt-BR': z.locales.ptBR,
  fr: z.locales.fr,
  de: z.locales.de,
  ar: z.locales.ar,
};

/**
 * `message` in `locale` when it is Zod's own wording of the issue ("Invalid input: expected
 * number, received string"), from Zod's locales; our own messages (a schema's `error`) come back
 * unchanged, for the errors catalogue to translate. `data` is what was validated (the body), so
 * Zod can name the type it received.
 */
export function localizedZodIssue(
  issue: ReportedIssue,
  message: string,
  data: unknown,
  locale: Locale,
): string {
  if (locale === 'en') return message;
  const path = issue.instancePath.split('/').filter(Boolean);
  const zodIssue = {
    ...issue.params,
    code: issue.keyword,
    path,
    input: valueAt(data, path),
    message,
  } as never;
  if (textOf(ZOD_LOCALES.en().localeError(zodIssue)) !== message) return message;
  return textOf(ZOD_LOCALES[locale]().localeError(zodIssue)) ?? message;
}

function textOf(result: ReturnType<z.core.$ZodErrorMap>): string | undefined {
  if (typeof result === 'string') return result;
  return result?.message;
}

function valueAt(data: unknown, path: readonly string[]): unknown {
  let current = data;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
