import { unzipSync } from 'fflate';
import { ApiError } from '../http/api-error';
import { MAX_DOCX_ENTRIES, MAX_DOCX_TOTAL_BYTES, MAX_DOCX_XML_BYTES } from './extract-limits';

const MB = 1024 * 1024;

/**
 * Refuses a .docx whose contents would unpack to more than the caps, from the sizes its central
 * directory declares: nothing is inflated here (the filter declines every entry). A zip that lies about
 * its sizes gets past this check and is stopped by the extraction thread's memory and time limits.
 */
export function checkDocxSize(bytes: Uint8Array): void {
  let entries = 0;
  let xmlBytes = 0;
  let totalBytes = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        totalBytes += file.originalSize;
        // What mammoth parses; pictures and fonts are only copied, so they count toward the total only.
        if (/\.(xml|rels)$/i.test(file.name)) xmlBytes += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new ApiError(422, 'unreadable_file', 'This .docx file is damaged or is not a Word document.');
  }
  if (entries > MAX_DOCX_ENTRIES) {
    throw tooLarge(`This .docx file holds ${entries.toLocaleString('en-US')} parts; a Word document has far fewer (at most ${MAX_DOCX_ENTRIES.toLocaleString('en-US')} are read).`);
  }
  if (xmlBytes > MAX_DOCX_XML_BYTES || totalBytes > MAX_DOCX_TOTAL_BYTES) {
    const unpacked = Math.round(Math.max(totalBytes, xmlBytes) / MB);
    throw tooLarge(
      `This .docx file unpacks to about ${unpacked.toLocaleString('en-US')} MB, more than this server reads ` +
        `(${MAX_DOCX_XML_BYTES / MB} MB of text, ${MAX_DOCX_TOTAL_BYTES / MB} MB in all). Split the document or paste the text.`,
    );
  }
}

function tooLarge(message: string) {
  return new ApiError(413, 'document_too_large', message);
}
