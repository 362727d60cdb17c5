// A build tool, never imported by the apps: the web app's texts for `lingui extract` (decision
// 140). A component writes each text as the first argument of a `t('…')` call (lib/i18n/i18n.ts),
// a string literal, so this reads them from the source without running it.
import { relative } from 'node:path';
import type { ExtractorType } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { type ExtractedSentence, literalArguments } from './extract-error-sentences';

/** `t('…')` translates where it stands; `msg('…')` marks a table's text that a `t` shows later. */
const TEXT_CALLS = new Set(['t', 'msg']);

/** The web app's own source files, tests left out. */
export const WEB_FILES = /apps\/web\/src\/.*(?<!\.test)\.tsx?$/;

/** Every `t('…')` and `msg('…')` text of one web file, as the ICU message it is. */
export function extractWebTexts(fileName: string, code: string): ExtractedSentence[] {
  return literalArguments(fileName, code, TEXT_CALLS, 0);
}

export const webTextExtractor: ExtractorType = {
  match: (fileName) => WEB_FILES.test(fileName),
  extract(fileName, code, onMessageExtracted, context) {
    const origin = relative(context?.linguiConfig.rootDir ?? process.cwd(), fileName);
    for (const { message, line } of extractWebTexts(fileName, code)) {
      onMessageExtracted({ id: generateMessageId(message), message, origin: [origin, line] });
    }
  },
};
