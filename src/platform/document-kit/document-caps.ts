const MB = 1024 * 1024;

/**
 * What a .docx (a zip) may unpack to. Checked twice: from the sizes the zip declares, before anything
 * is inflated, and from the bytes that actually come out while inflating, so a zip that lies about its
 * sizes is stopped at the same caps. Real documents stay far below them: a 300-page thesis is a few MB
 * of XML, and an upload is at most 10 MB, so no honest part unpacks to more than 40 MB.
 */
export const DOCUMENT_CAPS = {
  /** Parts in one zip: a Word document has a few dozen. */
  maxEntries: 2_000,
  /** Bytes one part may unpack to. */
  maxEntryBytes: 40 * MB,
  /** Bytes all parts together may unpack to: the request's decompression budget. */
  maxTotalBytes: 100 * MB,
  /**
   * Unpacked size over packed size of one part. Word's XML packs 5–20 times, pictures about once;
   * zip bombs pack hundreds or a thousand times (a run of zeros, one paragraph repeated).
   */
  maxRatio: 200,
  /** The ratio is judged past this many bytes: a tiny part (an empty header) may pack very well. */
  ratioFloorBytes: 1 * MB,
} as const;

export type DocumentCaps = { -readonly [Key in keyof typeof DOCUMENT_CAPS]: number };

/**
 * Paragraphs (with text) a .docx may hold to be translated: each is a block sent to the engine, and a
 * 1,000-page book has about 30,000. Beyond this, a document is machine-made, not written.
 */
export const MAX_DOCX_PARAGRAPHS = 50_000;

/**
 * Pages of a PDF imported as a resume. A resume is one to three pages and a long academic CV about
 * ten; reading a 100-page file took 80 s, so anything longer is refused rather than half read.
 */
export const MAX_RESUME_PDF_PAGES = 10;
