import { EXPORT_FORMATS, PAPER_SIZES, TEMPLATE_IDS, type Resume, type TemplateId } from '../../contract';
import { ToolInputError } from '../../../../platform/engine';
import { checkExportLength } from './export-caps';
import { layoutResume } from './layout-resume';
import { renderResumeDocx } from './render-resume-docx';
import { renderResumePdf } from './render-resume-pdf';
import { renderResumeText } from './render-resume-text';
import { RESUME_TEMPLATES } from './resume-templates';

export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type PaperSize = (typeof PAPER_SIZES)[number];

export interface ExportOptions {
  template: TemplateId;
  paper: PaperSize;
  format: ExportFormat;
}

export interface ExportedFile {
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

const MIME_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** "Zoë Ångström" → "zoe-angstrom-resume": ASCII so the name survives every download header and file system. */
export function nameResumeFile(resume: Resume, format: ExportFormat): string {
  const slug = (resume.basics?.name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug ? `${slug}-` : ''}resume.${format}`;
}

async function renderBytes(resume: Resume, options: ExportOptions): Promise<Uint8Array> {
  const template = RESUME_TEMPLATES[options.template];
  // Every format is laid out from the same blocks, so one length check holds for all of them (JSON included: the same resume is refused alike).
  const blocks = layoutResume(resume, { datesBesideTitle: template.datesBesideTitle });
  checkExportLength(blocks);
  switch (options.format) {
    case 'pdf':
      return renderResumePdf(resume, blocks, template, options.paper);
    case 'docx':
      return renderResumeDocx(resume, blocks, template, options.paper);
    case 'txt':
      return new TextEncoder().encode(renderResumeText(blocks));
    case 'json':
      return new TextEncoder().encode(`${JSON.stringify(resume, null, 2)}\n`);
  }
}

/** The resume as a file in the chosen template, paper size and format, the same from page, REST and CLI. */
export async function exportResume(resume: Resume, options: ExportOptions): Promise<ExportedFile> {
  if (!TEMPLATE_IDS.includes(options.template)) throw new ToolInputError(`The template must be one of ${TEMPLATE_IDS.join(', ')}.`);
  if (!PAPER_SIZES.includes(options.paper)) throw new ToolInputError(`The paper size must be one of ${PAPER_SIZES.join(', ')}.`);
  if (!EXPORT_FORMATS.includes(options.format)) throw new ToolInputError(`The export format must be one of ${EXPORT_FORMATS.join(', ')}.`);
  return { name: nameResumeFile(resume, options.format), mimeType: MIME_TYPES[options.format], bytes: await renderBytes(resume, options) };
}
