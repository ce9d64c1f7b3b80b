import { readFile } from 'node:fs/promises';

export interface ResumeFontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
}

const FONT_DIRECTORY = new URL('./fonts/', import.meta.url);
let cached: Promise<ResumeFontFiles> | undefined;

/** DejaVu Sans (vendored beside this file with its licence): Latin, Cyrillic and Greek in one family. */
export function loadResumeFonts(): Promise<ResumeFontFiles> {
  cached ??= Promise.all(
    ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'].map((file) => readFile(new URL(file, FONT_DIRECTORY))),
  ).then(([regular, bold, italic]) => ({ regular: regular!, bold: bold!, italic: italic! }));
  // A failed read should be retried on the next export rather than cached forever.
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
