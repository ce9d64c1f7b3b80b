import figuresJson from '../../eval/figures.json';
import { readFigureFiles } from '../../../../web/lib/figures';

const { figureOf } = readFigureFiles([figuresJson]);

/**
 * The figures the page quotes, as `npx tsx src/tools/resume-builder/eval/run.ts` last wrote them to src/tools/resume-builder/eval/figures.json
 * (the dev sample resumes). Nothing here is typed by hand.
 */
export const RESUME_FIGURES = {
  /** Fields of our PDF exports found, in section order, by an independent extractor. */
  pdfRoundTrip: figureOf('round-trip/pdf'),
  /** The same for the Word export. */
  docxRoundTrip: figureOf('round-trip/docx'),
  /** Counted fields of our own PDF and DOCX exports, imported again, that land in the right JSON Resume field (in-sample). */
  importPdf: figureOf('import-fields/pdf'),
  importDocx: figureOf('import-fields/docx'),
  /** Job skills the resume states that the job match finds as matched. */
  jobSkillsMatched: figureOf('job-skills-matched'),
};
