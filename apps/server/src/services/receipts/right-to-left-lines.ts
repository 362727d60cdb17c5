import bidiFactory, { type EmbeddingLevels } from 'bidi-js';

export type { EmbeddingLevels };

const bidi = bidiFactory();

/** A piece of a line in one font and one direction, in the order it is drawn from the left. */
export interface Run {
  /** Its characters in reading order. */
  text: string;
  /** What to hand the font: `text` arranged so that the drawn glyphs read correctly (below). */
  shaped: string;
  width: number;
  level: number;
}

export interface Line {
  runs: Run[];
  width: number;
}

/** Bidi controls (isolates, marks, embeddings): they steer the algorithm and draw nothing. */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A right-to-left paragraph broken into lines and ordered for drawing from the left (issue 43's
 * Arabic receipts): the Unicode Bidirectional Algorithm (bidi-js) gives each character its level,
 * so Arabic reads from the right while an address, a hash or "USDT" inside it stays left to
 * right (never reversed), then each line's runs are reordered (UAX #9, L2).
 * `measure` gives a run's width in its font. A run in the Arabic font is handed to a font that
 * shapes it and always reverses it (pdf-document.ts), so it is given in reading order when it reads
 * right to left and reversed when it reads left to right (Arabic-Indic digits); a run in a Latin
 * font is drawn as given, so it is reversed (brackets mirrored) when it reads right to left.
 */
export class RightToLeftLines<S> {
  constructor(private readonly measure: (text: string, style: S) => number) {}

  layout(paragraph: string, style: S, maxWidth: number, arabic: RegExp): Line[] {
    const embedding = bidi.getEmbeddingLevels(paragraph, 'rtl');
    const mirrored = bidi.getMirroredCharactersMap(paragraph, embedding.levels);
    const { levels } = embedding;
    const chars = [...paragraph.matchAll(/[\s\S]/gu)].map((match) => ({
      char: match[0],
      index: match.index ?? 0,
    }));
    const isArabic = (char: string) => arabic.test(char);

    // Runs of one level and one font, in reading order, over chars[from, to).
    const runsOf = (from: number, to: number) => {
      const runs: Array<{ text: string; mirroredText: string; level: number; arabic: boolean }> = [];
      for (let at = from; at < to; at++) {
        const { char, index } = chars[at] ?? { char: '', index: 0 };
        if (CONTROLS.test(char)) continue;
        const level = levels[index] ?? 1;
        const inArabic = isArabic(char);
        const last = runs.at(-1);
        const mirror = mirrored.get(index) ?? char;
        if (last && last.level === level && last.arabic === inArabic) {
          last.text += char;
          last.mirroredText += mirror;
        } else runs.push({ text: char, mirroredText: mirror, level, arabic: inArabic });
      }
      return runs;
    };
    const widthOf = (from: number, to: number) =>
      runsOf(from, to).reduce((sum, run) => sum + this.measure(run.text, style), 0);

    // Greedy breaking at spaces; a word wider than the line is broken between characters.
    const lines: Array<[number, number]> = [];
    const isSpace = (at: number) => /\s/.test(chars[at]?.char ?? '');
    let start = 0;
    while (start < chars.length) {
      while (start < chars.length && isSpace(start)) start++;
      if (start >= chars.length) break;
      let end = start;
      let fits = start;
      while (end < chars.length) {
        let wordEnd = end;
        while (wordEnd < chars.length && isSpace(wordEnd)) wordEnd++;
        while (wordEnd < chars.length && !isSpace(wordEnd)) wordEnd++;
        if (widthOf(start, wordEnd) > maxWidth) break;
        fits = wordEnd;
        end = wordEnd;
      }
      if (fits === start) {
        // One word wider than the line: as many of its characters as fit, at least one.
        fits = start + 1;
        while (fits < chars.length && !isSpace(fits) && widthOf(start, fits + 1) <= maxWidth) fits++;
      }
      lines.push([start, fits]);
      start = fits;
    }

    return lines.map(([from, to]) => {
      const runs = runsOf(from, to);
      // L2: from the highest level down to the lowest odd one, reverse every stretch of runs at
      // that level or higher.
      const highest = Math.max(...runs.map((run) => run.level));
      const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : run.level + 1)));
      for (let level = highest; level >= lowestOdd; level--) {
        for (let at = 0; at < runs.length; at++) {
          if ((runs[at]?.level ?? 0) < level) continue;
          let end = at;
          while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end++;
          runs.splice(at, end - at + 1, ...runs.slice(at, end + 1).reverse());
          at = end;
        }
      }
      const drawn = runs.map((run): Run => {
        const rightToLeft = run.level % 2 === 1;
        const shaped = run.arabic
          ? rightToLeft
            ? run.text
            : reversed(run.text)
          : rightToLeft
            ? reversed(run.mirroredText)
            : run.text;
        return { text: run.text, shaped, level: run.level, width: this.measure(run.text, style) };
      });
      return { runs: drawn, width: drawn.reduce((sum, run) => sum + run.width, 0) };
    });
  }
}

function reversed(text: string): string {
  return [...text].reverse().join('');
}
