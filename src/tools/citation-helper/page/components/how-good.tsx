import { BookMarked, TriangleAlert } from 'lucide-react';
import { formatFigureWithN } from '../../../../domain/figures';
import { HowGoodCard } from '../../../../web/components/tool-page/how-good-card';
import { MeasuredFiguresTable, type MeasuredRow } from '../../../../web/components/tool-page/measured-figures-table';
import { describeWhen, sharedSplit } from '../../../../web/lib/figures';
import { CITATION_FIGURES } from '../lib/measured-figures';

const ROWS: ReadonlyArray<MeasuredRow> = [
  ['CSL processor test suite: fixtures formatted exactly as expected', formatFigureWithN(CITATION_FIGURES.cslSuiteExact, 'fixtures')],
  ['Real references (APA, Vancouver, Harvard; English and French) formatted exactly', formatFigureWithN(CITATION_FIGURES.realReferencesExact, 'cases')],
  ['Real references pasted from bibliographies we never tuned on: fields read correctly', formatFigureWithN(CITATION_FIGURES.unseenSourceFields, 'fields')],
  ['Real references of the GROBID citation corpus (cross-validated): fields read correctly', formatFigureWithN(CITATION_FIGURES.grobidCorpusFields, 'fields')],
  ['References we rendered ourselves in six styles, read back: fields read correctly', formatFigureWithN(CITATION_FIGURES.renderedFields, 'fields')],
];

const ALL = Object.values(CITATION_FIGURES);

/** Where the formatting comes from, what to check yourself, and what we measured. */
export function HowGood() {
  return (
    <HowGoodCard testId="citation-how-good" figures={<MeasuredFiguresTable testIdPrefix="citation" date={describeWhen(ALL)} split={sharedSplit(ALL)} rows={ROWS} />}>
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
    </HowGoodCard>
  );
}
