import { checkZipDeclaredSizes } from '../../platform/document-kit/check-zip-declared-sizes';
import { refusalToApiError } from './refusal-to-api-error';

/**
 * Refuses a .docx whose central directory declares more parts, bigger parts or a higher packing ratio
 * than the document reader's caps (src/platform/document-kit/document-caps.ts). Nothing is inflated, so
 * routes run it on the main thread before a guest is created; a zip that lies about its sizes is
 * stopped by unzipWithinCaps, which counts the bytes that actually come out.
 */
export function checkDocxSize(bytes: Uint8Array): void {
  try {
    checkZipDeclaredSizes(bytes);
  } catch (error) {
    throw refusalToApiError(error);
  }
}
