import { describe, expect, it } from 'vitest';
import { RightToLeftLines } from './right-to-left-lines';

const ARABIC = /[\u0600-\u06ff]/;
// Every character one unit wide: the lines' breaks are then counted in characters.
const lines = new RightToLeftLines<null>((text) => [...text].length);
const drawn = (paragraph: string, width = 100) =>
  lines.layout(paragraph, null, width, ARABIC).map((line) => line.runs.map((run) => run.shaped).join('|'));

describe('right-to-left lines for the Arabic PDFs', () => {
  it('puts Arabic on the right and a Latin address inside it left to right, never reversed', () => {
    expect(drawn('المتبرع: \u20680x7099abc\u2069')).toEqual(['0x7099abc| :|المتبرع']);
  });

  it('mirrors brackets in right-to-left text and keeps the Latin word inside them in order', () => {
    expect(drawn('التاريخ (UTC)')).toEqual(['(|UTC|) |التاريخ']);
  });

  it('hands Arabic-Indic digits reversed to the font that reverses every Arabic run, and the currency after them', () => {
    // The font reverses what it is given, so ٢٥٫٥٠ is handed over as ٠٥٫٥٢ and drawn as ٢٥٫٥٠.
    expect(drawn('المبلغ ٢٥٫٥٠ USDC')).toEqual(['USDC| |٠٥٫٥٢| |المبلغ']);
  });

  it('breaks at spaces within the width, the first words on the first line, and a long hash between characters', () => {
    expect(drawn('كلمة أخرى ثالثة', 10)).toEqual(['أخرى| |كلمة', 'ثالثة']);
    expect(drawn('0xabcdef0123', 5)).toEqual(['0xabc', 'def01', '23']);
  });
});
