import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatPercent } from '../../../lib/tool-pages';
import { MEASURED, type ResumeFigure } from '../lib/measured-figures';

const figure = ({ cases, share }: ResumeFigure, what: string) => (cases === null || share === null ? 'not measured yet' : `${formatPercent(share)} of ${cases.toLocaleString('en-US')} ${what}`);

const ROWS: ReadonlyArray<[string, string]> = [
  ['Our PDFs read back by an independent extractor: every name, contact, employer, position, date, school and skill there, in order', figure(MEASURED.pdfRoundTrip, 'resume × template files')],
  ['The same for the Word export', figure(MEASURED.docxRoundTrip, 'resume × template files')],
  ['Our own PDF and Word files imported again: fields that land in the right place', figure(MEASURED.importFields, 'fields')],
  ["A job ad's skills that the resume states, found as matched", figure(MEASURED.jobSkillsMatched, 'skills')],
];

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
          {MEASURED.date ? `Measured ${MEASURED.date} on the ${MEASURED.split} set of JSON Resume samples.` : 'Figures appear here once the evaluation has run.'}
        </p>
      </CardContent>
    </Card>
  );
}
