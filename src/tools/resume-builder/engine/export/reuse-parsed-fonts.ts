import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;

// pdf-lib parses the font file again for every document it embeds it in, and fontkit then decodes the
// big layout tables (DejaVu's GSUB/GPOS) again on the first measurement: ~35 ms of a ~60 ms resume
// check, on every run. The decoded tables never change, so one parse per font file serves every
// document. Glyph objects do not carry over: fontkit keeps one per glyph with the characters it was
// first laid out for, and pdf-lib writes those into the text layer, so a glyph shared by two
// characters (DejaVu draws Latin P and Cyrillic Р alike) would be copied as the wrong letter in every
// later resume. Each document starts with no glyph objects (fontkit 1.1.1's `_glyphs`; the version is
// pinned, and reuse-parsed-fonts.test.ts fails if that field stops doing this).
const parsedFonts = new WeakMap<Uint8Array, ParsedFont>();

/** A fontkit for `PDFDocument.registerFontkit` that parses each font file once. */
export const reuseParsedFonts: Fontkit = {
  create(buffer: Uint8Array, postscriptName?: string) {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName);
    let parsed = parsedFonts.get(buffer);
    if (!parsed) {
      parsed = fontkit.create(buffer);
      parsedFonts.set(buffer, parsed);
    }
    (parsed as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
    return parsed;
  },
};
