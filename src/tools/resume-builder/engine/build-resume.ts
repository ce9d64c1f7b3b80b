import { ToolInputError, type ToolRunContext } from '../../../platform/engine';
import { checkAts } from './ats/check-ats';
import { inspectLayout } from './ats/inspect-layout';
import { type ParsedResumeInput, type Resume, type ResumeResult, type TemplateId } from '../contract';
import { keepValidFields } from './keep-valid-fields';
import { matchJob } from './match/match-job';
import type { ExportedFile, ResumeServices, ResumeWarning } from './resume-services';
import { validateResume } from './validate-resume';

/** What Free may use; everything else is Pro and Ultimate (the pricing page says so). */
const FREE_TEMPLATE: TemplateId = 'classic';
const FREE_FORMATS: readonly string[] = ['pdf', 'txt', 'json'];

/**
 * The tool in one pass: read the resume (or import a file), warn about what readers trip on, export
 * the chosen format, check our own PDF the way an applicant tracking system reads it, and match a job.
 */
export async function buildResume(input: ParsedResumeInput, context: ToolRunContext, services: ResumeServices): Promise<ResumeResult> {
  const advanced = context.responses === 'advanced';
  if (!advanced) refuseProFeatures(input);
  const { signal } = context;
  const source = input.import ? await importFile(input.import, services) : { resume: input.resume as Resume, warnings: [], layout: undefined };
  const warnings: ResumeWarning[] = [...source.warnings, ...(input.import && input.resume ? [IGNORED_RESUME] : []), ...validateResume(source.resume)];
  signal?.throwIfAborted();

  // The ATS check always reads a PDF of the chosen template: that is the file a recruiter's system gets.
  const pdf = await services.exportResume(source.resume, { template: input.template, paper: input.paper, format: 'pdf' });
  signal?.throwIfAborted();
  const pdfText = await services.readPdfText(pdf.bytes);
  const ats = await checkAts(source.resume, pdfText, {
    ...(source.layout ? { layout: source.layout } : {}),
    proofread: (pieces) => services.proofread(pieces, { responses: context.responses, ...(signal ? { signal } : {}) }),
  });
  signal?.throwIfAborted();

  const file = input.format ? await exportFormat(input.format, pdf, source.resume, input, services) : undefined;
  const match = input.jobDescription?.trim() ? matchJob(source.resume, input.jobDescription) : undefined;
  return {
    resume: source.resume,
    ...(file ? { file: { name: file.name, mimeType: file.mimeType, base64: Buffer.from(file.bytes).toString('base64') } } : {}),
    ats,
    ...(match ? { match } : {}),
    warnings,
  };
}

const IGNORED_RESUME: ResumeWarning = { path: 'resume', message: 'A file was imported, so the resume sent with it was not used.' };

function refuseProFeatures(input: ParsedResumeInput): void {
  if (input.template !== FREE_TEMPLATE) {
    throw new ToolInputError(`The ${input.template} template is part of Pro and Ultimate; Free exports with the ${FREE_TEMPLATE} template.`, { code: 'plan_required', status: 403 });
  }
  if (input.format && !FREE_FORMATS.includes(input.format)) {
    throw new ToolInputError('Word (.docx) export is part of Pro and Ultimate; Free exports PDF, plain text and JSON Resume.', { code: 'plan_required', status: 403 });
  }
  if (input.jobDescription?.trim()) {
    throw new ToolInputError('Matching a resume to a job description is part of Pro and Ultimate.', { code: 'plan_required', status: 403 });
  }
}

async function exportFormat(format: NonNullable<ParsedResumeInput['format']>, pdf: ExportedFile, resume: Resume, input: ParsedResumeInput, services: ResumeServices) {
  if (format === 'pdf') return pdf;
  return services.exportResume(resume, { template: input.template, paper: input.paper, format });
}

async function importFile(file: NonNullable<ParsedResumeInput['import']>, services: ResumeServices) {
  const bytes = decodeBase64(file.base64);
  const imported = await services.importResume({ name: file.name, bytes });
  // The importer guesses; what it guessed wrong against the schema is dropped and said, not a 400 for the user.
  const kept = keepValidFields(imported.resume);
  const layout = await inspectLayout(file.name, bytes);
  return { resume: kept.resume, warnings: [...imported.warnings, ...kept.warnings], layout };
}

function decodeBase64(base64: string): Uint8Array {
  const compact = base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw new ToolInputError('The imported file is not valid base64.', { code: 'invalid_input' });
  }
  const bytes = new Uint8Array(Buffer.from(compact, 'base64'));
  if (bytes.length === 0) throw new ToolInputError('The imported file is empty.');
  return bytes;
}
