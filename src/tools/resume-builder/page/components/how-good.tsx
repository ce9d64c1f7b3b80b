import { formatFigureWithN } from '../../../../domain/figures';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { describeWhen, sharedSplit } from '../../../../web/lib/figures';
import { RESUME_FIGURES } from '../lib/measured-figures';

const ROWS: ReadonlyArray<[string, string]> = [
  [
    'Our PDFs read back by an independent extractor: every name, contact, employer, position, date, school and skill there, in order',
    formatFigureWithN(RESUME_FIGURES.pdfRoundTrip, 'fields'),
  ],
  ['The same for the Word export', formatFigureWithN(RESUME_FIGURES.docxRoundTrip, 'fields')],
  [
    'Our own PDF and Word files imported again: fields that land in the right place (our own layouts only)',
    `PDF ${formatFigureWithN(RESUME_FIGURES.importPdf, 'fields')}; Word ${formatFigureWithN(RESUME_FIGURES.importDocx, 'fields')}`,
  ],
  ["A job ad's skills that the resume states, found as matched", formatFigureWithN(RESUME_FIGURES.jobSkillsMatched, 'skills')],
];

const ALL = Object.values(RESUME_FIGURES);
const SPLIT = sharedSplit(ALL);

/** What the resume builder promises and what was measured, on the development sample resumes. */
export function HowGood() {
  return (
    <Card className="mt-6" data-testid="resume-how-good">
      <CardHeader>
        <CardTitle className="text-base">How good is this</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p>
          Every template is one column with standard headings, real selectable text and an embedded font that covers Latin, Cyrillic and Greek. The ATS
          check reads the exported PDF back and tells you what a parser would miss. The job match only points to keywords you lack; it never writes experience
          for you.
        </p>
        <dl className="grid gap-2">
          {ROWS.map(([label, value]) => (
            <div key={label} className="grid gap-1 sm:grid-cols-[1fr_auto] sm:gap-4">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          Measured {describeWhen(ALL)} on the {SPLIT === 'dev' ? 'development' : 'evaluation'} set of JSON Resume samples.
        </p>
      </CardContent>
    </Card>
  );
}
