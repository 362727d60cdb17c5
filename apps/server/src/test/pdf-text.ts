import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, page content in order: each content stream is inflated (FlateDecode) and
 * the strings of its text operators (Tj, TJ) decoded, hex or literal, one line per text object.
 * Enough for the single-byte standard fonts our receipts use; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of pdfStreams(pdf)) {
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const operand of (block[1] ?? '').matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
        if (operand[1] !== undefined) {
          line += Buffer.from(operand[1].replace(/\s/g, ''), 'hex').toString('latin1');
        } else {
          line += (operand[2] ?? '').replace(/\\(.)/g, '$1');
        }
      }
      if (line) lines.push(line);
    }
  }
  return lines.join('\n');
}

/** The characters an embedded font's glyphs stand for, from its ToUnicode maps: what a PDF drew
 *  in a font of its own (the Arabic receipts' Noto Sans Arabic), which pdfText cannot read. */
export function pdfEmbeddedCharacters(pdf: Buffer): Set<string> {
  const characters = new Set<string>();
  for (const content of pdfStreams(pdf)) {
    if (!content.includes('begincmap')) continue;
    for (const range of content.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const unicode of (range[1] ?? '').matchAll(/\[([^\]]*)\]/g)) {
        for (const hex of (unicode[1] ?? '').matchAll(/<([0-9a-fA-F]+)>/g)) {
          characters.add(
            Buffer.from(hex[1] ?? '', 'hex')
              .swap16()
              .toString('utf16le'),
          );
        }
      }
    }
  }
  return characters;
}

/** Each stream of a PDF, inflated where it is compressed. */
function pdfStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  const streamPattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (const match of source.matchAll(streamPattern)) {
    const [head, dictionary = ''] = match;
    const start = (match.index ?? 0) + head.length;
    // The stream's own /Length: compressed bytes may end in \r or \n, which searching for the
    // end-of-line before `endstream` would take from them (about one PDF in a hundred).
    const length = [...dictionary.matchAll(/\/Length (\d+)(?![\d\s]*R)/g)].at(-1)?.[1];
    const end = length ? start + Number(length) : source.indexOf('endstream', start);
    const raw = Buffer.from(source.slice(start, end), 'latin1');
    try {
      streams.push((/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw).toString('latin1'));
    } catch {
      // Not deflate data after all: not a stream of text.
    }
  }
  return streams;
}
