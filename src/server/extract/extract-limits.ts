import { MAX_TEXT_CHARS } from '../../platform/contract-kit/text-field';

const MB = 1024 * 1024;

/** Largest upload read at all (the file as sent). */
export const MAX_UPLOAD_BYTES = 10 * MB;

// What a .docx may unpack to (parts, bytes per part and in all, packing ratio) is the document reader's:
// src/platform/document-kit/document-caps.ts, shared with translate and resume import.

/** Pages read from a PDF: a long book; beyond it extraction time grows without bound. */
export const MAX_PDF_PAGES = 300;

/** Characters an extracted text may have: no tool accepts more in one field. */
export const MAX_EXTRACTED_CHARS = MAX_TEXT_CHARS;

/**
 * The extraction thread's budget. A crafted file that slips past the caps above (a zip that lies
 * about its sizes, a PDF stream that inflates to a gigabyte) hits one of these instead of the server.
 */
export const EXTRACT_MEMORY_MB = 256;
export const EXTRACT_TIME_LIMIT_MS = 20_000;

/** Extractions running at once (each in its own thread); more wait their turn. */
export const MAX_CONCURRENT_EXTRACTIONS = 2;
/** Waiting extractions beyond this are refused with 429 rather than queued without end. */
export const MAX_WAITING_EXTRACTIONS = 16;

/** Uploads per minute per account (guests included), and per network address (shared by a school or office). */
export const EXTRACT_USER_RATE_LIMIT = { max: 30, windowSeconds: 60 };
export const EXTRACT_IP_RATE_LIMIT = { max: 120, windowSeconds: 60 };
