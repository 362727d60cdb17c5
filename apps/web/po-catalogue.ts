import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { webTextGroups } from '../../packages/shared/src/i18n/web-text-groups';

/**
 * `import messages from './locales/de/web.po?texts=campaign'` gives that locale's texts of one group,
 * compiled at build time (decision 140): `{ [English text]: compiled message }`, keyed by the
 * English text itself so the browser needs neither the ICU parser nor a hash to find one. A text
 * not translated yet is the English one. Translators keep one web.po per locale; the browser gets
 * it in parts, each a chunk of its own: the shell's texts on every page, and a group's with the
 * pages that load it (`withTexts`, lib/i18n/i18n.ts; the groups are read from the imports,
 * packages/shared/src/i18n/web-text-groups.ts). Without `?texts` the whole file.
 */
export function poCatalogue(): Plugin {
  /** The texts of each group, read once per build from the web app's sources. */
  let groups: Map<string, Set<string>> | null = null;
  return {
    name: 'crowdvault-po-catalogue',
    buildStart() {
      groups = null;
    },
    watchChange() {
      groups = null;
    },
    async load(id) {
      const [file = '', query = ''] = id.split('?');
      if (!file.endsWith('.po')) return null;
      const locale = basename(dirname(file));
      const text = await readFile(file, 'utf8');
      const group = new URLSearchParams(query).get('texts');
      if (!group) return { code: `export default ${JSON.stringify(compilePo(text, locale))};`, map: null };
      // src/locales/<locale>/web.po → src
      groups ??= webTextGroups(dirname(dirname(dirname(file))));
      const wanted = groups.get(group);
      if (!wanted) this.error(`No page loads the texts of "${group}" (withTexts): ${id}`);
      // Only the group's texts are compiled: the file holds every page's.
      return { code: `export default ${JSON.stringify(compilePo(text, locale, wanted))};`, map: null };
    },
  };
}

/** A PO file's live entries compiled, keyed by their English text (only `wanted`'s, if given). */
export function compilePo(
  text: string,
  locale: string,
  wanted?: ReadonlySet<string>,
): Record<string, unknown> {
  const entries = formatter().parse(text, { locale, sourceLocale: 'en', filename: 'web.po' }) as Record<
    string,
    { message?: string; translation?: string; obsolete?: boolean }
  >;
  const messages: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.obsolete) continue;
    const english = entry.message ?? id;
    if (wanted && !wanted.has(english)) continue;
    messages[english] = compileMessage(entry.translation || english);
  }
  return messages;
}
