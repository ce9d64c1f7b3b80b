import type { DocumentFormat, TranslatedDocument } from '../../tools/translate/engine/documents/translate-document';
import type { DocumentKind } from './read-document';

/** What the document thread is asked to do with one file (worker/extract-worker.ts). */
export type DocumentJob =
  | { task: 'extract'; kind: DocumentKind; bytes: Uint8Array }
  | { task: 'split'; format: DocumentFormat; bytes: Uint8Array; target: string }
  | { task: 'rebuild'; format: DocumentFormat; bytes: Uint8Array; target: string; source?: string; translations: string[][] };

export type DocumentJobReply =
  | { ok: true; text: string }
  | { ok: true; calls: string[][] }
  | { ok: true; document: TranslatedDocument }
  | { ok: false; status: number; code: string; message: string; details: Record<string, unknown> };
