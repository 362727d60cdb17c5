import { isolate } from './bidi';
import { dirOf, type Locale, SOURCE_LOCALE } from './locales';

export type MessageValues = Record<string, string | number>;

/** A catalogue of English sentences and their translations (decision 137). */
export interface SentenceCatalogue {
  /** The English sources: ICU messages with `{name}` where a value goes. */
  readonly templates: readonly string[];
  /** One source in `locale` with its values, or undefined when the catalogue has no such source. */
  format(locale: Locale, template: string, values: MessageValues): string | undefined;
}

interface Pattern {
  template: string;
  names: string[];
  regex: RegExp;
}

const PLACEHOLDER = /\{(\w+)\}/g;
// Where a value is found inside another sentence, it is translated too, up to this depth.
const MAX_DEPTH = 3;

/**
 * Translates a finished English sentence, as the server wrote it, into `locale`: an exact source,
 * or a source with values (`Sign-in failed: {reason}` matches "Sign-in failed: the nonce …", and
 * the reason is translated in its turn). A prefix before ": " (a field path, a file name), a
 * trailing "(…)" and "; "-joined sentences are kept around their translated parts. What the
 * catalogue does not know stays English. Values kept as they are (an address, a name) are
 * isolated in right-to-left locales so they cannot reorder the sentence.
 */
export function createSentenceTranslator(
  catalogue: SentenceCatalogue,
): (sentence: string, locale: Locale) => string {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const template of catalogue.templates) {
    const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    if (names.length === 0) {
      exact.set(unescapeIcu(template), template);
      continue;
    }
    const literals = template.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    const source = literals.map((literal) => escapeRegex(unescapeIcu(literal))).join('([\\s\\S]+?)');
    patterns.push({ template, names, regex: new RegExp(`^${source}$`) });
  }
  // The most specific first: the source with the most fixed text.
  const fixedLength = (pattern: Pattern) => pattern.template.replace(PLACEHOLDER, '').length;
  patterns.sort((a, b) => fixedLength(b) - fixedLength(a));

  const translate = (sentence: string, locale: Locale, depth: number): string | null => {
    const template = exact.get(sentence);
    if (template !== undefined) return catalogue.format(locale, template, {}) ?? null;
    for (const { template, names, regex } of patterns) {
      const match = regex.exec(sentence);
      if (!match) continue;
      const values: MessageValues = {};
      names.forEach((name, index) => {
        values[name] = valueIn(match[index + 1] ?? '', locale, depth);
      });
      const translated = catalogue.format(locale, template, values);
      if (translated !== undefined) return translated;
    }
    return composed(sentence, locale, depth);
  };

  const valueIn = (raw: string, locale: Locale, depth: number): string | number => {
    if (/^-?\d{1,15}$/.test(raw)) return Number(raw);
    const translated = depth < MAX_DEPTH ? translate(raw, locale, depth + 1) : null;
    if (translated !== null) return translated;
    return dirOf(locale) === 'rtl' ? isolate(raw) : raw;
  };

  const composed = (sentence: string, locale: Locale, depth: number): string | null => {
    const kept = (text: string) => (dirOf(locale) === 'rtl' ? isolate(text) : text);
    if (sentence.includes('; ')) {
      const parts = sentence.split('; ');
      const translated = parts.map((part) => translate(part, locale, depth));
      if (translated.some((part) => part !== null)) {
        return translated.map((part, index) => part ?? parts[index]).join('; ');
      }
      return null;
    }
    const prefixed = /^([^\s:][^:]{0,200}?): ([\s\S]+)$/.exec(sentence);
    if (prefixed) {
      const rest = translate(prefixed[2] as string, locale, depth);
      if (rest !== null) return `${kept(prefixed[1] as string)}: ${rest}`;
    }
    const detailed = /^([\s\S]+) \(([^()]*)\)$/.exec(sentence);
    if (detailed) {
      const head = translate(detailed[1] as string, locale, depth);
      if (head !== null) return `${head} (${kept(detailed[2] as string)})`;
    }
    return null;
  };

  return (sentence, locale) =>
    locale === SOURCE_LOCALE ? sentence : (translate(sentence, locale, 0) ?? sentence);
}

// ICU quotes a brace with apostrophes ('{') and writes a quoted apostrophe as ''.
function unescapeIcu(text: string): string {
  return text.replace(/'([{}])'/g, '$1').replace(/''/g, "'");
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
