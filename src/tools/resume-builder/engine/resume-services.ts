import type { ResponseLevel } from '../../../domain/plans';
import type { Resume } from '../contract';

import type { ExportedFile, ExportOptions } from './export/export-resume';

export type { ExportedFile };

export interface ResumeWarning {
  path: string;
  message: string;
}

/** One spelling or grammar finding in a piece of the resume, as the grammar checker's engine reports it. */
export interface ProofreadingIssue {
  /** JSON path of the text the issue is in, e.g. "work[0].highlights[1]". */
  path: string;
  /** The words at fault. */
  excerpt: string;
  message: string;
  category: string;
}

/**
 * What the orchestrator needs from the rest of the tool: the exporter (R1), the importer (R2), a PDF
 * text reader and the grammar checker. Passed in so tests can swap the slow ones out.
 */
export interface ResumeServices {
  exportResume(resume: Resume, options: ExportOptions): Promise<ExportedFile>;
  importResume(file: { name: string; bytes: Uint8Array }): Promise<{ resume: Resume; warnings: ResumeWarning[] }>;
  readPdfText(bytes: Uint8Array): Promise<string>;
  proofread(pieces: { path: string; text: string }[], options: { responses: ResponseLevel; signal?: AbortSignal }): Promise<ProofreadingIssue[]>;
}
