import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirOf, type Locale } from '@crowdvault/shared/i18n/locales';
import { RightToLeftLines } from './right-to-left-lines';

// pdfkit loads on the first receipt, not at boot (~80 ms of every start).
const loadPdfkit = () => import('pdfkit');
let pdfkit: ReturnType<typeof loadPdfkit> | undefined;

export interface TextStyle {
  size: number;
  color: string;
  bold?: boolean;
  /** A hash or an address: a fixed-width font, and never laid out right to left. */
  mono?: boolean;
}

/** What the receipt and the statement write with, in the reader's language and direction. */
export interface PdfWriter {
  readonly locale: Locale;
  /** A paragraph, wrapped to the page's width, from the reading side. */
  text(text: string, style: TextStyle): void;
  /** A label and its value on one line each, the value in a fixed-width font when it is a hash. */
  field(label: string, value: string, mono?: boolean): void;
  moveDown(lines?: number): void;
}

/** A PDF drawn by `draw` into a buffer, in `locale`. Latin text uses pdfkit's standard fonts
 *  (Helvetica, Courier: no font files of ours); Arabic text is set in Noto Sans Arabic, shaped by
 *  pdfkit's fontkit, and laid out right to left (right-to-left-lines.ts). `info` lands in the
 *  document's metadata. */
export async function renderPdf(
  info: { Title: string },
  locale: Locale,
  draw: (writer: PdfWriter) => void,
): Promise<Buffer> {
  pdfkit ??= loadPdfkit().catch((error: unknown) => {
    pdfkit = undefined;
    throw error;
  });
  const { default: PDFDocument } = await pdfkit;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { ...info, Producer: 'CrowdVault' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(dirOf(locale) === 'rtl' ? rightToLeftWriter(doc, locale) : leftToRightWriter(doc, locale));
    doc.end();
  });
}

const LABEL = { size: 9, color: '#6b7280' };
const VALUE = { size: 11, color: '#111827' };
const MONO_VALUE = { size: 9, color: '#111827', mono: true };

function latinFont({ bold, mono }: TextStyle): string {
  if (mono) return 'Courier';
  return bold ? 'Helvetica-Bold' : 'Helvetica';
}

/** The standard fonts write WinAnsi only: French groups digits with a narrow no-break space
 *  (U+202F), which WinAnsi lacks; its plain no-break space keeps the number on one line. */
function winAnsi(text: string): string {
  return text.replaceAll('\u202f', '\u00a0');
}

function leftToRightWriter(doc: PDFKit.PDFDocument, locale: Locale): PdfWriter {
  const writer: PdfWriter = {
    locale,
    text(text, style) {
      doc.font(latinFont(style)).fontSize(style.size).fillColor(style.color).text(winAnsi(text));
    },
    field(label, value, mono = false) {
      writer.text(label.toUpperCase(), LABEL);
      writer.text(value, mono ? MONO_VALUE : VALUE);
      doc.moveDown(0.6);
    },
    moveDown(lines) {
      doc.moveDown(lines);
    },
  };
  return writer;
}

const require = createRequire(import.meta.url);
let arabicFonts: { regular: Buffer; bold: Buffer } | undefined;
function loadArabicFonts() {
  const file = (weight: number) =>
    readFileSync(
      require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`),
    );
  arabicFonts ??= { regular: file(400), bold: file(700) };
  return arabicFonts;
}

/** Arabic letters and digits, which the Latin standard fonts cannot draw. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

function rightToLeftWriter(doc: PDFKit.PDFDocument, locale: Locale): PdfWriter {
  const fonts = loadArabicFonts();
  doc.registerFont('arabic', fonts.regular);
  doc.registerFont('arabic-bold', fonts.bold);
  const patched = new Set<string>();
  const useFont = (name: string, size: number) => {
    doc.font(name).fontSize(size);
    if (name.startsWith('arabic') && !patched.has(name)) {
      // fontkit shapes Arabic and reverses a run only when it finds the run's script itself, which
      // a run of punctuation, or digits written left to right, would defeat. The lines below give
      // it every run already in the order it should end in, shaped as Arabic, reversed by it.
      const font = (doc as unknown as { _font: { font: FontkitFont } })._font.font;
      const layout = font.layout.bind(font);
      font.layout = (text, features, _script, language) => layout(text, features, 'arab', language, 'rtl');
      patched.add(name);
    }
  };
  const lines = new RightToLeftLines((text: string, style: TextStyle) => {
    useFont(fontOf(text, style), style.size);
    return doc.widthOfString(text);
  });
  function fontOf(text: string, style: TextStyle): string {
    if (ARABIC_SCRIPT.test(text)) return style.bold ? 'arabic-bold' : 'arabic';
    return latinFont(style);
  }
  const right = () => doc.page.width - doc.page.margins.right;
  const writer: PdfWriter = {
    locale,
    text(text, style) {
      const width = right() - doc.page.margins.left;
      for (const line of lines.layout(text, style, width, ARABIC_SCRIPT)) {
        // Runs in two fonts share one baseline; the line is as tall as its tallest font.
        let height = 0;
        let ascent = 0;
        for (const font of new Set([latinFont(style), ...line.runs.map((run) => fontOf(run.text, style))])) {
          useFont(font, style.size);
          height = Math.max(height, doc.currentLineHeight(true));
          ascent = Math.max(
            ascent,
            ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * style.size,
          );
        }
        if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const top = doc.y;
        let x = right() - line.width;
        doc.fillColor(style.color);
        for (const run of line.runs) {
          const font = fontOf(run.text, style);
          useFont(font, style.size);
          doc.text(font.startsWith('arabic') ? run.shaped : winAnsi(run.shaped), x, top + ascent, {
            lineBreak: false,
            baseline: 'alphabetic',
          });
          x += run.width;
        }
        doc.x = doc.page.margins.left;
        doc.y = top + height;
      }
    },
    field(label, value, mono = false) {
      writer.text(label, LABEL);
      writer.text(value, mono ? MONO_VALUE : VALUE);
      doc.moveDown(0.6);
    },
    moveDown(count) {
      doc.moveDown(count);
    },
  };
  return writer;
}

interface FontkitFont {
  layout(text: string, features?: unknown, script?: string, language?: string, direction?: string): unknown;
}
