import type { CitationResult, CslItem, ExportFormat } from '../../contract';
import { exportDocx } from './export-docx';
import { exportBibtex, exportCslJson, exportRis } from './export-text-formats';

export async function buildExports(
  formats: ExportFormat[],
  items: CslItem[],
  bibliography: CitationResult['bibliography'],
  style: { title: string; heading: string; hangingIndent: boolean },
): Promise<NonNullable<CitationResult['exports']>> {
  const wanted = new Set(formats);
  return {
    ...(wanted.has('bibtex') ? { bibtex: exportBibtex(items) } : {}),
    ...(wanted.has('ris') ? { ris: exportRis(items) } : {}),
    ...(wanted.has('csl-json') ? { 'csl-json': exportCslJson(items) } : {}),
    ...(wanted.has('docx') ? { docx: await exportDocx(bibliography, { heading: style.heading, hangingIndent: style.hangingIndent }) } : {}),
  };
}
