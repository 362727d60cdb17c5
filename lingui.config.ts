import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { errorSentenceExtractor } from './packages/shared/src/i18n/extract-error-sentences';
import { webTextExtractor } from './packages/shared/src/i18n/extract-web-texts';
import { LOCALES, SOURCE_LOCALE } from './packages/shared/src/i18n/locales';

// Message catalogues (decision 137): PO files, English the source, one file per locale.
// `npm run i18n:extract` adds new English texts to every catalogue (empty in the other five,
// which the catalogue test then refuses until they are translated) and marks removed ones
// obsolete.
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      // The sentences the server answers errors with (its own and packages/shared's schemas').
      path: '<rootDir>/packages/shared/src/i18n/locales/{locale}/errors',
      include: ['<rootDir>/apps/server/src', '<rootDir>/packages/shared/src'],
      exclude: [
        '**/*.test.ts',
        '**/test/**',
        '**/node_modules/**',
        '**/services/mail/kinds/**',
        '**/services/mail/mail-layout.ts',
        '**/services/receipts/receipt-pdf.ts',
        '**/services/receipts/donor-statement.ts',
        '**/services/sharing/embed-page.ts',
        '**/services/sharing/og-image.ts',
        '**/services/notifications/campaign-feed.ts',
      ],
    },
    {
      // The e-mails' texts: every mailText(locale, '…') of the mail kinds and the layout, and of
      // the receipt and the yearly statement (PDF) a donor downloads, the embed card, the preview image and the feed.
      path: '<rootDir>/packages/shared/src/i18n/locales/{locale}/mails',
      include: [
        '<rootDir>/apps/server/src/services/mail/kinds',
        '<rootDir>/apps/server/src/services/mail/mail-layout.ts',
        '<rootDir>/apps/server/src/services/receipts/receipt-pdf.ts',
        '<rootDir>/apps/server/src/services/receipts/donor-statement.ts',
        '<rootDir>/apps/server/src/services/sharing/embed-page.ts',
        '<rootDir>/apps/server/src/services/sharing/og-image.ts',
        '<rootDir>/apps/server/src/services/notifications/campaign-feed.ts',
      ],
      exclude: ['**/*.test.ts'],
    },
    {
      // The web app's texts: every t('…') of its components (decision 140), one chunk per locale.
      path: '<rootDir>/apps/web/src/locales/{locale}/web',
      include: ['<rootDir>/apps/web/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/node_modules/**'],
    },
  ],
  // Origins without line numbers: a line moving in a source file does not rewrite six catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  extractors: [errorSentenceExtractor, webTextExtractor],
});
