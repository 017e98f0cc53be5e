// The printable certificate: one US Letter page drawn with pdf-lib's built-in Helvetica. The
// standard fonts only encode Windows-1252, so names are printed without accents that font lacks
// (e.g. "Zoë" keeps its ë, a name in another script prints as "?") rather than failing the PDF.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { findUsState } from '../../../domain/us-states.ts';
import type { CertificateView } from './certificates.repository.ts';

export const SCHOOL_NAME = 'RoadReady Driving School';

const INK = rgb(0.118, 0.149, 0.192); // theme primary #1E2631
const ACCENT = rgb(0.043, 0.82, 0.761); // theme secondary #0BD1C2

/** Keeps what Helvetica can draw: Latin-1 letters as they are, other letters without marks. */
export function printable(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return char;
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return /^[\x20-\x7e]+$/.test(base) ? base : '?';
    })
    .join('');
}

function centred(page: PDFPage, font: PDFFont, text: string, y: number, size: number) {
  const safe = printable(text);
  const width = font.widthOfTextAtSize(safe, size);
  page.drawText(safe, { x: (page.getWidth() - width) / 2, y, size, font, color: INK });
}

export async function renderCertificatePdf(certificate: CertificateView): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate ${certificate.certNumber}`);
  pdf.setAuthor(SCHOOL_NAME);
  pdf.setCreationDate(certificate.issuedAt);
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const state = findUsState(certificate.usStateId)?.name ?? certificate.usStateId;

  page.drawRectangle({
    x: 36,
    y: 36,
    width: 540,
    height: 720,
    borderColor: ACCENT,
    borderWidth: 4,
  });
  centred(page, bold, SCHOOL_NAME, 680, 24);
  centred(page, regular, 'Certificate of Completion', 640, 18);
  centred(page, bold, certificate.certTypeLabel, 600, 16);
  centred(page, regular, 'This certifies that', 530, 12);
  centred(page, bold, certificate.studentName, 495, 26);
  const dob = formatDate(certificate.studentDob, DATE_FORMAT);
  centred(page, regular, dob ? `Date of birth: ${dob}` : 'Date of birth: not on record', 465, 12);
  centred(page, regular, `has completed the requirements of the State of ${state}.`, 420, 12);

  const rows: [string, string][] = [
    ['Certificate number', certificate.certNumber],
    ['State', `${state} (${certificate.usStateId})`],
    ['Issue date', formatDate(certificate.issuedAt, DATE_FORMAT)],
    ['Issued by', certificate.createdByName],
    // The score the student earned the certificate with (docs/seat-time.md "Final exam").
    ...(certificate.finalExamPercent === null
      ? []
      : [['Final exam score', `${certificate.finalExamPercent} %`] as [string, string]]),
  ];
  rows.forEach(([label, value], index) => {
    const y = 330 - index * 28;
    page.drawText(label, { x: 130, y, size: 12, font: regular, color: INK });
    page.drawText(printable(value), { x: 300, y, size: 12, font: bold, color: INK });
  });
  return pdf.save();
}
