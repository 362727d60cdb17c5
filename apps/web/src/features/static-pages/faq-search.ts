import type { Translate } from '@/lib/i18n/i18n';
import type { FaqCategory } from './faq-data';

function normalize(text: string) {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      // Accents ("rückerstattung" finds "Rückerstattung" and "ruckerstattung"), Arabic's short
      // vowels and its stretching mark, typographic apostrophes.
      .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
      .replace(/[’‘]/g, "'")
  );
}

/** The categories with their titles, questions and answers in the reader's language: what the page
 *  shows, and what the search reads. */
export function translateFaq(categories: readonly FaqCategory[], t: Translate): FaqCategory[] {
  return categories.map((category) => ({
    ...category,
    title: t(category.title),
    items: category.items.map((item) => ({ ...item, question: t(item.question), answer: t(item.answer) })),
  }));
}

/**
 * Keeps the questions whose question or answer contains every word of the query, and drops
 * categories left empty. An empty query keeps everything. Give it the translated categories
 * (`translateFaq`): a reader searches the words they read.
 */
export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => {
        const haystack = normalize(`${item.question} ${item.answer}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((category) => category.items.length > 0);
}
