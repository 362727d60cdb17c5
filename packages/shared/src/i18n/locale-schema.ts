import { z } from 'zod';
import { LOCALES } from './locales';

export const LOCALE_MESSAGES = {
  unknownLocale: `Choose one of these languages: ${LOCALES.join(', ')}`,
} as const;

/** A stored or sent language: one of the six tags as written in LOCALES. */
export const localeSchema = z.enum(LOCALES, { error: LOCALE_MESSAGES.unknownLocale });

/** The query of a resource written in a language its URL names (`?lang=de`, decision 142): a
 *  campaign's Atom feed, its preview image. Nothing else is accepted. */
export const languageQuerySchema = z.strictObject({ lang: localeSchema.optional() });
