import { extname } from 'node:path';
import type { DocumentFormat } from '../engine/documents/translate-document';
import { ApiError } from '../../../server/http/api-error';

export type UploadFormat = DocumentFormat | 'pdf';

const FORMAT_BY_EXTENSION: Record<string, UploadFormat> = {
  '.txt': 'txt',
  '.text': 'txt',
  '.md': 'md',
  '.markdown': 'md',
  '.html': 'html',
  '.htm': 'html',
  '.docx': 'docx',
  '.pdf': 'pdf',
};

const MIME: Record<DocumentFormat, string> = {
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  html: 'text/html; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The upload's format from its extension; anything else is a 415 that names what is accepted. */
export function readUploadFormat(fileName: string): UploadFormat {
  const format = FORMAT_BY_EXTENSION[extname(fileName).toLowerCase()];
  if (format) return format;
  throw new ApiError(
    415,
    'unsupported_file_type',
    `Files of type "${extname(fileName) || 'unknown'}" cannot be translated. Upload a .docx, .txt, .md, .html or .pdf file.`,
  );
}

/** "report.docx" to Spanish → "report.es.docx"; a PDF comes back as text, "paper.es.txt". */
export function describeDownload(fileName: string, format: UploadFormat, target: string): { fileName: string; mime: string } {
  const out: DocumentFormat = format === 'pdf' ? 'txt' : format;
  const extension = extname(fileName);
  const stem = (extension ? fileName.slice(0, -extension.length) : fileName) || 'document';
  return { fileName: `${stem}.${target}.${format === 'pdf' ? 'txt' : extension.slice(1).toLowerCase()}`, mime: MIME[out] };
}

/** An attachment header that survives non-ASCII names (RFC 6266 with an ASCII fallback). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
