// A small flowing writer over pdf-lib for reports: headings, label/value lines and tables whose
// cells wrap, starting a new US Letter page whenever the next line would not fit. Helvetica only
// (printable() keeps what it can draw), as for certificates.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { printable as latin1 } from '../certificates/certificate-pdf.ts';

const PAGE = { width: 612, height: 792, margin: 48 } as const;
const INK = rgb(0.118, 0.149, 0.192);
const MUTED = rgb(0.35, 0.38, 0.42);
const RULE = rgb(0.8, 0.82, 0.85);
const BODY = 9;
const LINE = 12;

/** Typographic punctuation Helvetica's encoding lacks, as the plain characters it has. */
const PLAIN: Record<string, string> = {
  '\u2212': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
};
const printable = (text: string) =>
  latin1(
    text.replace(
      /[\u2212\u2013\u2014\u2018\u2019\u201c\u201d\u2026]/g,
      (char) => PLAIN[char] ?? char,
    ),
  );

export interface TableColumn {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

export class PdfTableWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly pdf: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private readonly footer: string;

  private constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont, footer: string) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.footer = footer;
  }

  static async create(title: string, footer: string): Promise<PdfTableWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(printable(title));
    const writer = new PdfTableWriter(
      pdf,
      await pdf.embedFont(StandardFonts.Helvetica),
      await pdf.embedFont(StandardFonts.HelveticaBold),
      footer,
    );
    writer.newPage();
    return writer;
  }

  private newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  private room(height: number) {
    if (this.y - height < PAGE.margin + LINE) this.newPage();
  }

  /** Splits text into lines no wider than `width` at `size`. */
  private wrap(text: string, width: number, font: PDFFont, size = BODY): string[] {
    const lines: string[] = [];
    for (const paragraph of printable(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(next, size) > width) {
          lines.push(line);
          line = word;
        } else {
          line = next;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  title(text: string, size = 16) {
    this.room(size + 6);
    this.page.drawText(printable(text), {
      x: PAGE.margin,
      y: this.y - size,
      size,
      font: this.bold,
      color: INK,
    });
    this.y -= size + 8;
  }

  heading(text: string) {
    this.y -= 8;
    this.room(3 * LINE);
    this.page.drawText(printable(text), {
      x: PAGE.margin,
      y: this.y - 12,
      size: 12,
      font: this.bold,
      color: INK,
    });
    this.y -= 18;
  }

  note(text: string) {
    for (const line of this.wrap(text, PAGE.width - 2 * PAGE.margin, this.regular)) {
      this.room(LINE);
      this.page.drawText(line, {
        x: PAGE.margin,
        y: this.y - BODY,
        size: BODY,
        font: this.regular,
        color: MUTED,
      });
      this.y -= LINE;
    }
  }

  /** "Label: value" lines in two columns of text. */
  facts(rows: readonly (readonly [string, string])[]) {
    for (const [label, value] of rows) {
      const lines = this.wrap(value, PAGE.width - 2 * PAGE.margin - 150, this.regular);
      this.room(lines.length * LINE);
      this.page.drawText(printable(label), {
        x: PAGE.margin,
        y: this.y - BODY,
        size: BODY,
        font: this.bold,
        color: INK,
      });
      lines.forEach((line, index) =>
        this.page.drawText(line, {
          x: PAGE.margin + 150,
          y: this.y - BODY - index * LINE,
          size: BODY,
          font: this.regular,
          color: INK,
        }),
      );
      this.y -= lines.length * LINE;
    }
  }

  /** A table; its header repeats on every page it continues on. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]) {
    const drawRow = (cells: readonly string[], font: PDFFont) => {
      const wrapped = columns.map((column, index) =>
        this.wrap(cells[index] ?? '', column.width - 6, font),
      );
      const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE + 4;
      let x = PAGE.margin;
      columns.forEach((column, index) => {
        wrapped[index]!.forEach((line, lineIndex) => {
          const width = font.widthOfTextAtSize(line, BODY);
          this.page.drawText(line, {
            x: column.align === 'right' ? x + column.width - 6 - width : x,
            y: this.y - BODY - lineIndex * LINE,
            size: BODY,
            font,
            color: INK,
          });
        });
        x += column.width;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y + 2 },
        end: { x: PAGE.width - PAGE.margin, y: this.y + 2 },
        thickness: 0.5,
        color: RULE,
      });
      return height;
    };
    const header = columns.map((column) => column.title);
    this.room(3 * LINE);
    drawRow(header, this.bold);
    for (const row of rows) {
      const lines = Math.max(
        ...columns.map(
          (column, index) => this.wrap(row[index] ?? '', column.width - 6, this.regular).length,
        ),
      );
      if (this.y - (lines * LINE + 4) < PAGE.margin + LINE) {
        this.newPage();
        drawRow(header, this.bold);
      }
      drawRow(row, this.regular);
    }
  }

  /** Page numbers and the footer on every page, then the file's bytes. */
  async save(): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      const text = printable(`${this.footer} · page ${index + 1} of ${pages.length}`);
      page.drawText(text, {
        x: PAGE.margin,
        y: PAGE.margin / 2,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
    });
    return this.pdf.save();
  }
}
