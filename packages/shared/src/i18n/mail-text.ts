// Node only (reads files): the texts of the server's e-mails in the recipient's language.
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { isolate } from './bidi';
import { loadCatalogue } from './load-catalogue';
import { dirOf, type Locale, SOURCE_LOCALE } from './locales';
import type { MessageValues, SentenceCatalogue } from './sentence-translator';

const LOCALES_DIR = fileURLToPath(new URL('./locales', import.meta.url));

let catalogue: SentenceCatalogue | undefined;
// A text not extracted yet (before `npm run i18n:extract`) is still written, in English.
const english = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });
english.setMessagesCompiler(compileMessage);

/**
 * One text of a mail, written as an ICU message in English (`'Withdrawal of {amount} from {title}
 * completed'`), in `locale` with its values. The extractor (`lingui extract`) collects the second
 * argument of every `mailText(…)` call into the mails catalogue, so it must be a string literal.
 * In a right-to-left locale each text value is isolated (a campaign's Latin title, an amount).
 */
export function mailText(locale: Locale, message: string, values: MessageValues = {}): string {
  catalogue ??= loadCatalogue(LOCALES_DIR, 'mails');
  const shown =
    dirOf(locale) === 'rtl'
      ? Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === 'string' ? isolate(value) : value,
          ]),
        )
      : values;
  return catalogue.format(locale, message, shown) ?? english._({ id: message, message, values: shown });
}
