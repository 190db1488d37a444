import { type Color, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { Face } from './dossier-fonts.ts';
import { runsOf, widthOf } from './fitted-text.ts';
import { dossierLook } from './dossier-look.ts';
import { textLines } from './text-lines.ts';

const { page: geometry, leading } = dossierLook;

/** How a block of text is set. */
export interface TextStyle {
  face: Face;
  size: number;
  color: Color;
  /** Line height as a multiple of the size; the body's when absent. */
  leading?: number;
  /** From the left margin. */
  indent?: number;
}

/**
 * Writes the dossier top to bottom: each block goes where the last one ended, on a new A4 page
 * when it would not fit above the footer.
 */
export function createPageFlow(document: PDFDocument) {
  const left = geometry.margin;
  const bottom = geometry.margin + geometry.footer;
  let page: PDFPage = document.addPage([geometry.width, geometry.height]);
  let y = geometry.height - geometry.margin;

  function newPage() {
    page = document.addPage([geometry.width, geometry.height]);
    y = geometry.height - geometry.margin;
  }

  const lineHeight = (style: TextStyle) => style.size * (style.leading ?? leading.body);

  return {
    width: geometry.width - 2 * geometry.margin,
    left,

    /** A full-bleed band from the top of the page, `height` points tall; text goes on it next. */
    band(height: number, color: Color) {
      page.drawRectangle({
        x: 0,
        y: geometry.height - height,
        width: geometry.width,
        height,
        color,
      });
    },

    /** Writing goes on `fromTop` points below the top of the page. */
    moveTo(fromTop: number) {
      y = geometry.height - fromTop;
    },

    /** Room for `height` points on this page, or a new page. */
    keep(height: number) {
      if (y - height < bottom) newPage();
    },

    space(height: number) {
      y -= height;
    },

    /** The lines a text takes in this style, to keep a heading with what follows it. */
    measure(text: string, style: TextStyle) {
      const indent = style.indent ?? 0;
      return (
        textLines(style.face, text, style.size, this.width - indent).length * lineHeight(style)
      );
    },

    /** A text, wrapped, breaking to a new page between its lines when it must. */
    text(text: string, style: TextStyle) {
      const indent = style.indent ?? 0;
      for (const line of textLines(style.face, text, style.size, this.width - indent)) {
        this.keep(lineHeight(style));
        y -= style.size + (lineHeight(style) - style.size) / 2;
        drawFitted(page, line, style, { x: left + indent, y });
        y -= (lineHeight(style) - style.size) / 2;
      }
    },

    /** A hairline across `length` points from the left margin. */
    rule(length: number, color: Color, thickness = 0.75) {
      page.drawLine({ start: { x: left, y }, end: { x: left + length, y }, thickness, color });
    },

    /** A progress bar: the track, filled to `percent`. */
    bar(percent: number, colors: { track: Color; fill: Color }, length = 160) {
      const height = 4;
      page.drawRectangle({ x: left, y: y - height, width: length, height, color: colors.track });
      if (percent > 0) {
        const width = (length * Math.min(percent, 100)) / 100;
        page.drawRectangle({ x: left, y: y - height, width, height, color: colors.fill });
      }
      y -= height;
    },
  };
}

export type PageFlow = ReturnType<typeof createPageFlow>;

/** One line of fitted text, each run in its font, its baseline at `at`. */
function drawFitted(page: PDFPage, line: string, style: TextStyle, at: { x: number; y: number }) {
  let x = at.x;
  for (const run of runsOf(style.face, line)) {
    page.drawText(run.text, { x, y: at.y, size: style.size, font: run.font, color: style.color });
    x += run.font.widthOfTextAtSize(run.text, style.size);
  }
}

/** "Página N de M" at the foot of every page, once the page count is known. */
export function numberPages(
  document: PDFDocument,
  label: (number: number, total: number) => string,
  style: TextStyle,
) {
  const pages = document.getPages();
  pages.forEach((page, index) => {
    const text = label(index + 1, pages.length);
    page.drawLine({
      start: { x: geometry.margin, y: geometry.margin + geometry.footer / 2 },
      end: { x: geometry.width - geometry.margin, y: geometry.margin + geometry.footer / 2 },
      thickness: 0.5,
      color: dossierLook.colors.sand,
    });
    drawFitted(page, text, style, {
      x: geometry.width - geometry.margin - widthOf(style.face, text, style.size),
      y: geometry.margin - style.size,
    });
  });
}
