import type { CitationResult, CslItem, ExportFormat } from '../api/format-citations';

export interface ExportFile {
  format: ExportFormat;
  label: string;
  fileName: string;
  mimeType: string;
}

export const EXPORT_FILES: readonly ExportFile[] = [
  { format: 'docx', label: 'Word (.docx)', fileName: 'bibliography.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { format: 'bibtex', label: 'BibTeX (.bib)', fileName: 'bibliography.bib', mimeType: 'application/x-bibtex' },
  { format: 'ris', label: 'RIS (.ris)', fileName: 'bibliography.ris', mimeType: 'application/x-research-info-systems' },
  { format: 'csl-json', label: 'CSL-JSON', fileName: 'bibliography.json', mimeType: 'application/vnd.citationstyles.csl+json' },
];

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The file for a format from the last run's exports, or null when the run did not include it.
 * CSL-JSON is the list itself, so it is always there.
 */
export function buildExportBlob(file: ExportFile, exports: CitationResult['exports'], items: readonly CslItem[]): Blob | null {
  if (file.format === 'csl-json') return new Blob([exports?.['csl-json'] ?? JSON.stringify(items, null, 2)], { type: file.mimeType });
  const content = exports?.[file.format];
  if (!content) return null;
  return new Blob([file.format === 'docx' ? base64ToBytes(content) : content], { type: file.mimeType });
}
