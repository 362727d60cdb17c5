import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * `import messages from './locales/de/web.po'` gives that locale's texts compiled at build time
 * (decision 140): `{ [English text]: compiled message }`, keyed by the English text itself so the
 * browser needs neither the ICU parser nor a hash to find one. A text not translated yet is the
 * English one. Each locale is its own file, so the bundler makes it a chunk of its own and a
 * visitor downloads only theirs.
 */
export function poCatalogue(): Plugin {
  return {
    name: 'crowdvault-po-catalogue',
    async load(id) {
      if (!id.endsWith('.po')) return null;
      const locale = basename(dirname(id));
      const messages = compilePo(await readFile(id, 'utf8'), locale);
      return { code: `export default ${JSON.stringify(messages)};`, map: null };
    },
  };
}

/** A PO file's live entries compiled, keyed by their English text. */
export function compilePo(text: string, locale: string): Record<string, unknown> {
  const entries = formatter().parse(text, { locale, sourceLocale: 'en', filename: 'web.po' }) as Record<
    string,
    { message?: string; translation?: string; obsolete?: boolean }
  >;
  const messages: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.obsolete) continue;
    const english = entry.message ?? id;
    messages[english] = compileMessage(entry.translation || english);
  }
  return messages;
}
