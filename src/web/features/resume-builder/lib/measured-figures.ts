/** One evaluation figure: how many cases, and the share (0–1) the line describes. */
export interface ResumeFigure {
  cases: number | null;
  share: number | null;
}

export interface ResumeMeasuredFigures {
  /** When the evaluation ran ("November 2026"); null while the figures are placeholders. */
  date: string | null;
  split: 'dev' | null;
  /** Resume × template PDFs whose extracted text holds every checked field, in section order. */
  pdfRoundTrip: ResumeFigure;
  /** The same for the Word export. */
  docxRoundTrip: ResumeFigure;
  /** Fields of re-imported PDF and DOCX exports that land in the right JSON Resume field. */
  importFields: ResumeFigure;
  /** Job skills the resume states that the job match finds as matched. */
  jobSkillsMatched: ResumeFigure;
}

// Dev figures from `npx tsx eval/resume/run.ts` (see the tool's README); refresh them here when the
// engine changes. The page quotes only what was measured: null shows "not measured yet".
export const MEASURED: ResumeMeasuredFigures = {
  date: 'November 2026',
  split: 'dev',
  // 5 dev resumes × 3 templates × 2 paper sizes; 1,062 checked fields in each format, all found in order.
  pdfRoundTrip: { cases: 30, share: 1 },
  docxRoundTrip: { cases: 30, share: 1 },
  // 768 counted fields per format, PDF and DOCX; our own layouts only (an in-sample figure).
  importFields: { cases: 1536, share: 1 },
  jobSkillsMatched: { cases: 1314, share: 1312 / 1314 },
};
