import { Fragment, type ReactNode } from 'react';
import type { Translate } from './i18n';

/**
 * A translated sentence with elements inside it (a link, a name in bold), each where the reader's
 * language puts it: `t` fills every placeholder with a private-use mark, and the sentence is cut
 * at the marks and each replaced by its element. One sentence for a translator, never fragments;
 * the caller marks it for the catalogue: `sentenceParts(t, msg('… {link} …'), { link: <Link…/> })`.
 */
export function sentenceParts(t: Translate, message: string, parts: Record<string, ReactNode>): ReactNode[] {
  const names = Object.keys(parts);
  const marks = Object.fromEntries(names.map((name, index) => [name, String.fromCharCode(0xe000 + index)]));
  return t(message, marks)
    .split(/([\uE000-\uE0FF])/)
    .filter((piece) => piece !== '')
    .map((piece, index) => {
      const name = names[piece.charCodeAt(0) - 0xe000];
      const shown = piece.length === 1 && name !== undefined ? parts[name] : piece;
      // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move
      return <Fragment key={index}>{shown}</Fragment>;
    });
}
