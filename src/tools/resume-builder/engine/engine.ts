import { createToolEngine } from '../../../platform/engine';
import { proofreadResume } from './ats/proofread-resume';
import { readPdfText } from './ats/read-pdf-text';
import { buildResume } from './build-resume';
import { resumeContract } from '../contract';
import { exportResume } from './export/export-resume';
import { importResume } from './import/import-resume';
import type { ResumeServices } from './resume-services';

/** The real parts: R1's exporter, R2's importer, pdf.js for reading our PDF back, the grammar checker. */
export const resumeServices: ResumeServices = { exportResume, importResume, readPdfText, proofread: proofreadResume };

/** Resume builder: validate or import, export, ATS check of our own PDF, job match (Pro and Ultimate). */
export const resumeBuilderEngine = createToolEngine(resumeContract, (input, context) => buildResume(input, context, resumeServices));
