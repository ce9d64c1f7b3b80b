import { BookMarked, TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatPercent } from '../../../lib/tool-pages';
import { MEASURED, type CitationFigure } from '../lib/measured-figures';

const NOT_MEASURED = 'not measured yet';

function figure({ cases, share }: CitationFigure, what: string): string | null {
  if (cases === null || share === null) return null;
  return `${formatPercent(share)} of ${cases.toLocaleString('en-US')} ${what}`;
}

const ROWS: ReadonlyArray<[string, string | null]> = [
  ['CSL processor test suite: fixtures formatted exactly as expected', figure(MEASURED.cslSuiteExact, 'fixtures')],
  ['Real references (APA, Vancouver, Harvard; English and French) formatted exactly', figure(MEASURED.realReferencesExact, 'cases')],
  [
    'References pasted as free text (APA, MLA, Chicago, IEEE, Harvard, Vancouver): fields read correctly',
    MEASURED.freeTextFields.cases === null || MEASURED.freeTextFields.share === null
      ? null
      : `${formatPercent(MEASURED.freeTextFields.share)} of the fields in ${MEASURED.freeTextFields.cases.toLocaleString('en-US')} references`,
  ],
];

/** Where the formatting comes from, what to check yourself, and what we measured. */
export function HowGood() {
  const placeholder = MEASURED.date === null;
  return (
    <Card className="mt-6" data-testid="citation-how-good">
      <CardHeader>
        <CardTitle className="text-base">How good is this</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <div className="min-w-0 space-y-4 text-sm">
          <div className="flex gap-3 rounded-lg border bg-muted/40 p-3">
            <BookMarked className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <p>
              <span className="font-medium">Real style files, not templates.</span> Entries are formatted by citeproc-js, the processor
              Zotero and Mendeley use, with the official CSL style files.
            </p>
          </div>
          <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
            <li>
              <span className="font-medium text-foreground">Missing fields are flagged,</span> with the field the style needs, and a
              button to fill it in.
            </li>
            <li>
              <span className="font-medium text-foreground">Pasted references are read into fields;</span> the ones we are unsure of
              are marked for you to check.
            </li>
          </ul>
          <div className="flex gap-3 rounded-lg border border-amber-500/30 bg-amber-500/5 p-3">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
            <p>
              <span className="font-medium">A citation is only as good as its data.</span> Check names, dates and titles against the
              source itself, especially for web pages.
            </p>
          </div>
        </div>
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold">
              What we measured{MEASURED.date ? ` (${MEASURED.date}${MEASURED.split === 'dev' ? ', development set' : ''})` : ''}
            </h3>
            {placeholder && (
              <Badge variant="outline" className="border-amber-500/60 text-amber-800" data-testid="citation-figures-placeholder">
                Placeholder: figures pending
              </Badge>
            )}
          </div>
          <table className="w-full text-sm" data-testid="citation-measured-figures">
            <tbody className="divide-y">
              {ROWS.filter(([, value]) => placeholder || value !== null).map(([what, value]) => (
                <tr key={what} className="align-top">
                  <th scope="row" className="py-2 pr-4 text-left font-normal text-muted-foreground">
                    {what}
                  </th>
                  <td className={value === null ? 'py-2 italic text-muted-foreground sm:whitespace-nowrap' : 'py-2 font-medium'}>{value ?? NOT_MEASURED}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
