// pdfkit loads on the first receipt, not at boot (~80 ms of every start).
const loadPdfkit = () => import('pdfkit');
let pdfkit: ReturnType<typeof loadPdfkit> | undefined;

/** A PDF drawn by `draw` into a buffer. pdfkit's standard fonts (Helvetica) need no font files
 *  of ours; `info` lands in the document's metadata. */
export async function renderPdf(
  info: { Title: string },
  draw: (doc: PDFKit.PDFDocument) => void,
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
    draw(doc);
    doc.end();
  });
}

/** A label and its value on one line each, the value in a fixed-width font when it is a hash. */
export function field(doc: PDFKit.PDFDocument, label: string, value: string, mono = false): void {
  doc.font('Helvetica').fontSize(9).fillColor('#6b7280').text(label.toUpperCase());
  doc
    .font(mono ? 'Courier' : 'Helvetica')
    .fontSize(mono ? 9 : 11)
    .fillColor('#111827')
    .text(value);
  doc.moveDown(0.6);
}
