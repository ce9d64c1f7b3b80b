import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

/** Text of a PDF as pdf.js (through unpdf) reads it, pages joined: an extractor independent of pdf-lib. */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** Text of a DOCX as mammoth reads it. */
export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}
