import type { Locale } from './locales';

/**
 * The glossary of each language (issue 43: "the same terms everywhere, a glossary per locale in
 * the repo"): how CrowdVault addresses its reader, and the word for each of the product's terms,
 * for translators to follow and for `glossary.test.ts` to hold every catalogue to. `stem` matches
 * the word in any of its forms (case-insensitive, Arabic without its short vowels); a catalogue
 * text whose English names the term (placeholders aside) must use it.
 */
export interface LanguageGlossary {
  /** How the reader is addressed, in a sentence for translators. */
  register: string;
  /** What addressing the reader the other way looks like; none may appear. */
  otherRegister?: RegExp;
  terms: Record<GlossaryTerm, { word: string; stem: RegExp }>;
}

/** The English terms, as the English catalogue writes them (matched at a word's start). */
export const GLOSSARY_TERMS = {
  campaign: /\bcampaigns?\b/i,
  vault: /\bvaults?\b/i,
  withdrawal: /\bwithdr[ae]w/i,
  refund: /\brefund/i,
  gasless: /\bgasless\b/i,
} as const;
export type GlossaryTerm = keyof typeof GLOSSARY_TERMS;

export const GLOSSARY: Record<Exclude<Locale, 'en'>, LanguageGlossary> = {
  es: {
    register: 'Tú, informal and warm, as a fundraising site speaks to a donor (never usted).',
    // usted, and the formal imperatives a translator slips into most often.
    otherRegister: /(?<!\p{L})(?:ustedes?|elija|ingrese|seleccione|intente)(?!\p{L})/iu,
    terms: {
      campaign: { word: 'campaña', stem: /campaña/i },
      vault: { word: 'bóveda', stem: /bóveda/i },
      withdrawal: { word: 'retiro / retirar', stem: /retir/i },
      refund: { word: 'reembolso / reembolsar', stem: /reembols/i },
      gasless: { word: 'sin gas', stem: /sin gas/i },
    },
  },
  'pt-BR': {
    register: 'Você, informal, as Brazilian sites speak (never o senhor / a senhora).',
    otherRegister: /(?<!\p{L})(?:o senhor|a senhora)(?!\p{L})/iu,
    terms: {
      campaign: { word: 'campanha', stem: /campanha/i },
      vault: { word: 'cofre', stem: /cofre/i },
      withdrawal: { word: 'saque / sacar', stem: /saque|sac[aoe]/i },
      refund: { word: 'reembolso / reembolsar', stem: /reembols/i },
      gasless: { word: 'sem taxa de gás', stem: /sem (?:taxa de )?gás/i },
    },
  },
  fr: {
    register: 'Vous, as French sites address their readers (never tu).',
    otherRegister: /(?<![\p{L}’'])(?:tu|toi|ton|ta|tes)(?![\p{L}’'])/iu,
    terms: {
      campaign: { word: 'campagne', stem: /campagne/i },
      vault: { word: 'coffre', stem: /coffre/i },
      withdrawal: { word: 'retrait / retirer', stem: /retir|retrait/i },
      refund: { word: 'remboursement / rembourser', stem: /rembours/i },
      gasless: { word: 'sans frais de gaz', stem: /sans (?:frais de )?gaz/i },
    },
  },
  de: {
    register: 'Du, informal, as German fundraising and crypto sites speak (never Sie, Ihnen, Ihr).',
    // The formal "Sie" and "Ihr…" are capitalised inside a sentence, where "sie" and "ihr" are not;
    // at a text's start "Ihr…" is read as the formal "your" too.
    otherRegister: /(?:[^.!?:\s]\s+|^)(?:Sie|Ihnen|Ihre?[mnrs]?)\b|^Ihre?[mnrs]?\b/,
    terms: {
      campaign: { word: 'Kampagne', stem: /kampagne/i },
      vault: { word: 'Tresor', stem: /tresor/i },
      withdrawal: { word: 'Auszahlung / auszahlen, abheben', stem: /zahl|heb/i },
      refund: { word: 'Erstattung / erstatten', stem: /erstatt/i },
      gasless: { word: 'ohne Gasgebühren', stem: /ohne gas/i },
    },
  },
  ar: {
    register: 'Modern Standard Arabic addressing the reader in the singular, Arabic-Indic digits.',
    terms: {
      campaign: { word: 'حملة', stem: /حمل/ },
      vault: { word: 'خزنة (خزائن)', stem: /خزن|خزائن/ },
      withdrawal: { word: 'سحب', stem: /سحب|سحو/ },
      refund: { word: 'استرداد', stem: /سترد|ستر[دج]اع/ },
      gasless: { word: 'دون رسوم غاز', stem: /غاز/ },
    },
  },
};

/** Arabic's short vowels and shadda, which a stem does not spell. */
const HARAKAT = /[\u064b-\u0652]/g;

/** The glossary's words a translation of `english` should use and does not. */
export function missingTerms(
  locale: Exclude<Locale, 'en'>,
  english: string,
  translation: string,
): GlossaryTerm[] {
  const named = english.replace(/\{\w+\}/g, '');
  const written = translation.replace(HARAKAT, '');
  return (Object.keys(GLOSSARY_TERMS) as GlossaryTerm[]).filter(
    (term) => GLOSSARY_TERMS[term].test(named) && !GLOSSARY[locale].terms[term].stem.test(written),
  );
}
