import { languageOfUrl } from '@crowdvault/shared/i18n/language-param';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { localeOfHeaders } from '@crowdvault/shared/i18n/negotiate-locale';
import { timeZoneOfCookie } from '@crowdvault/shared/i18n/time-zone';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's language (decision 137): the cv_locale cookie when it names one of the six,
     *  else the best of Accept-Language, else English. Read from the headers when asked. */
    readonly locale: Locale;
    /** The reader's IANA time zone (decision 142): the cv_tz cookie the browser writes, else UTC. */
    readonly timeZone: string;
  }
}

/** Gives every request its `locale`, for routes that render text (pages, mails they send). */
export function registerRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter() {
      // A page's URL may name its language (`?lang=de`, decision 142): it wins over cookie and header.
      return languageOfUrl(this.url) ?? localeOfHeaders(this.headers);
    },
  });
  app.decorateRequest('timeZone', {
    getter() {
      return timeZoneOfCookie(this.headers.cookie);
    },
  });
}
