import { extractText, getDocumentProxy } from 'unpdf';
import { ToolInputError } from '../../../../platform/engine';

/** Text of a PDF as pdf.js reads it (an independent extractor, as an applicant tracking system would use), pages joined by newlines. */
export async function readPdfText(bytes: Uint8Array): Promise<string> {
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { text } = await extractText(document, { mergePages: false });
    return text.join('\n');
  } catch {
    throw new ToolInputError('This PDF is damaged or password-protected, so its text cannot be read.', { code: 'unreadable_file', status: 422 });
  }
}
