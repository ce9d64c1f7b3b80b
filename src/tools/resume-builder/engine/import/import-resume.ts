import { documentTooLarge, isDocumentRefusal } from '../../../../platform/document-kit/document-errors';
import { ToolInputError } from '../../../../platform/engine';
import type { Resume } from '../../contract';
import { keepValidFields } from '../keep-valid-fields';
import { addLinkedContacts } from './parse-header';
import { parseResumeLines } from './parse-resume-lines';
import type { Warning } from './read-entries';
import { MAX_RESUME_LINES, readDocxLines } from './read-docx-lines';
import { readJsonResume } from './read-json-resume';
import { readPdfLines } from './read-pdf-lines';
import type { ResumeLine } from './resume-line';

export type ImportedResume = { resume: Resume; warnings: Warning[] };

/**
 * Reads an existing resume (JSON Resume, PDF or Word) into JSON Resume. PDF and Word are read by
 * their headings, dates and layout; every guess is a warning with the JSON path to check, and a
 * guess the schema rejects is left out with a warning rather than failing the import.
 */
export async function importResume(file: { name: string; bytes: Uint8Array }): Promise<ImportedResume> {
  const kind = detectKind(file);
  if (kind === 'json') return { resume: readJsonResume(file.bytes), warnings: [] };
  let lines: ResumeLine[];
  let links: string[] = [];
  if (kind === 'pdf') {
    ({ lines, links } = await readSafely(() => readPdfLines(file.bytes), 'This PDF is damaged or password-protected.'));
  } else {
    lines = await readSafely(() => readDocxLines(file.bytes), 'This .docx file is damaged or is not a Word document.');
    if (lines.length > MAX_RESUME_LINES) {
      throw documentTooLarge(`This Word file has ${lines.length.toLocaleString('en-US')} lines; a resume is imported from at most ${MAX_RESUME_LINES.toLocaleString('en-US')} (about ten pages).`);
    }
  }
  if (lines.length === 0) {
    throw new ToolInputError(kind === 'pdf' ? 'No text was found in this PDF. It may be a scanned image; import a Word file or type the resume in.' : 'No text was found in this Word file.');
  }
  const parsed = parseResumeLines(lines);
  if (links.length > 0) parsed.resume.basics = addLinkedContacts(parsed.resume.basics ?? {}, links);
  const kept = keepValidFields(parsed.resume);
  return { resume: kept.resume, warnings: [...parsed.warnings, ...kept.warnings] };
}

function detectKind(file: { name: string; bytes: Uint8Array }): 'json' | 'pdf' | 'docx' {
  const extension = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension === 'json') return 'json';
  if (extension === 'pdf' || startsWith(file.bytes, '%PDF-')) return 'pdf';
  if (extension === 'docx' || startsWith(file.bytes, 'PK\u0003\u0004')) return 'docx';
  if (extension === 'doc') throw new ToolInputError('Old Word (.doc) files cannot be read. Save it as .docx or PDF and import that.');
  if (file.bytes[0] === 0x7b) return 'json';
  throw new ToolInputError(`Files of type "${extension ?? 'unknown'}" cannot be imported. Import a JSON Resume (.json), a PDF or a Word (.docx) file.`);
}

async function readSafely<T>(read: () => Promise<T>, message: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // A cap (413) says what to do about it; anything else the parsers throw means a damaged file.
    if (isDocumentRefusal(error)) throw error;
    throw new ToolInputError(message);
  }
}

function startsWith(bytes: Uint8Array, signature: string): boolean {
  return bytes.length >= signature.length && [...signature].every((char, index) => bytes[index] === char.charCodeAt(0));
}
