import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

const require = createRequire(import.meta.url);
/** Fraunces' static WOFF files, beside its licence (pdf-lib cannot read the site's variable WOFF2). */
const frauncesFiles = path.join(
  path.dirname(require.resolve('@fontsource/fraunces/LICENSE')),
  'files',
);
const frauncesFile = (subset: 'latin' | 'latin-ext', weight: 400 | 600) =>
  path.join(frauncesFiles, `fraunces-${subset}-${weight}-normal.woff`);

let frauncesBytes: Promise<Record<string, Uint8Array>> | undefined;

/** Read once per process: every dossier embeds the subset of glyphs it uses. */
function readFraunces() {
  frauncesBytes ??= Promise.all(
    (['latin', 'latin-ext'] as const).flatMap((subset) =>
      ([400, 600] as const).map(
        async (weight) =>
          [`${subset}-${weight}`, await readFile(frauncesFile(subset, weight))] as const,
      ),
    ),
  ).then(Object.fromEntries);
  return frauncesBytes;
}

/**
 * A face is the font a text is set in, then the fonts that stand in for the characters it lacks
 * (decision 058): pdf-lib's Helvetica encodes WinAnsi only.
 */
export interface Face {
  fonts: PDFFont[];
}

export interface DossierFonts {
  /** Fraunces 600: headings. */
  heading: Face;
  /** Helvetica: the text. */
  body: Face;
  /** Helvetica Bold: milestone titles. */
  strong: Face;
}

/** Embeds the dossier's fonts in `document`, each subset to the glyphs it draws. */
export async function embedDossierFonts(document: PDFDocument): Promise<DossierFonts> {
  document.registerFontkit(fontkit);
  const bytes = await readFraunces();
  const fraunces = async (name: string) => document.embedFont(bytes[name]!, { subset: true });
  const [heading, headingExt, textExt, textLatin] = await Promise.all([
    fraunces('latin-600'),
    fraunces('latin-ext-600'),
    fraunces('latin-ext-400'),
    fraunces('latin-400'),
  ]);
  const [helvetica, helveticaBold] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
  ]);
  return {
    heading: { fonts: [heading, headingExt] },
    body: { fonts: [helvetica, textLatin, textExt] },
    strong: { fonts: [helveticaBold, textLatin, textExt] },
  };
}
