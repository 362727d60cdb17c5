import { dirOf, LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from '@crowdvault/shared/i18n/locales';
import { useId } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { apiRequest } from '@/lib/http/api-client';
import { useLocale, useT } from '@/lib/i18n/i18n';

/** A year: the choice outlives the session, as a language choice should. */
const COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language switch (issue 43, decision 140): each language by its own name. The choice is
 * remembered in the cv_locale cookie, which the server reads before Accept-Language, and in a
 * signed-in user's profile, which their e-mails follow; the page then loads again, rendered by
 * the server in that language.
 */
export function LanguageSwitch({
  className,
  reload = () => window.location.reload(),
}: {
  className?: string;
  /** How the page is loaded again in the chosen language (a test's spy; jsdom cannot reload). */
  reload?: () => void;
}) {
  const t = useT();
  const id = useId();
  const session = useSession();
  const locale = useLocale();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('Language')}
      </label>
      <select
        id={id}
        defaultValue={locale}
        onChange={(event) =>
          void chooseLocale(event.target.value as Locale, session.status === 'signed-in', reload)
        }
        className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale} dir={dirOf(locale)}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Remembers `locale` (cookie, and the profile when signed in) and loads the page again in it. */
export async function chooseLocale(
  locale: Locale,
  signedIn: boolean,
  reload = () => window.location.reload(),
): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_SECONDS}; SameSite=Lax`;
  if (signedIn) {
    // The page changes language either way; the profile is for the e-mails, and a failure to
    // save it must not keep the reader in a language they just left.
    await apiRequest('/users/me', { method: 'PATCH', body: { locale }, silent: true }).catch(() => undefined);
  }
  reload();
}
