import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { formatFigureValue, formatFigureWithN } from '../../../../domain/figures';
import { HowGoodCard } from '../../../../web/components/tool-page/how-good-card';
import { MeasuredFiguresTable, type MeasuredRow } from '../../../../web/components/tool-page/measured-figures-table';
import { describeWhen, sharedSplit } from '../../../../web/lib/figures';
import { nameLanguage } from '../lib/languages';
import { describeEngine, listUnmeasuredPairs, TRANSLATE_FIGURES } from '../lib/measured-figures';

const ALL = [
  ...TRANSLATE_FIGURES.pairs.flatMap((row) => [row.chrF, row.bleu]),
  TRANSLATE_FIGURES.placeholdersKept,
  TRANSLATE_FIGURES.glossaryApplied,
  TRANSLATE_FIGURES.unknownMarksLeft,
];

interface HowGoodProps {
  /** The offline (Apertium) pairs this server has, from the engine list: the ones with no figure are named. */
  offlinePairs?: ReadonlyArray<readonly [string, string]>;
}

/** Which engines translate, what we add around them, and what we measured. */
export function HowGood({ offlinePairs }: HowGoodProps = {}) {
  const rows: MeasuredRow[] = [
    ['Links, e-mails, numbers and code that came through Apertium unchanged', formatFigureWithN(TRANSLATE_FIGURES.placeholdersKept, 'spans')],
    ['Glossary terms found in the translation, Apertium', formatFigureWithN(TRANSLATE_FIGURES.glossaryApplied, 'terms')],
    ['Unknown-word marks (*, #, @) left in Apertium output', formatFigureWithN(TRANSLATE_FIGURES.unknownMarksLeft, 'sentences')],
  ];
  const figures = (
    <MeasuredFiguresTable
      testIdPrefix="translate"
      date={describeWhen(ALL)}
      split={sharedSplit(ALL)}
      rows={rows}
      beforeTable={TRANSLATE_FIGURES.pairs.length > 0 && <PairFigures offlinePairs={offlinePairs} />}
    />
  );
  return (
    <HowGoodCard testId="translate-how-good" figures={figures}>
      <div className="flex gap-3 rounded-lg border bg-muted/40 p-3">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>
          <span className="font-medium">Real engines, named.</span> Apertium runs offline on this server (rule-based); LibreTranslate,
          DeepL and an AI model translate when the operator sets them up. The page says which one translated each text.
        </p>
      </div>
      <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
        <li>
          <span className="font-medium text-foreground">Links, e-mails, numbers with units, code, @handles and markup</span> are set
          aside before translating and put back after.
        </li>
        <li>
          <span className="font-medium text-foreground">Your glossary applies with every engine,</span> including inflected forms
          where the engine cannot take a glossary itself.
        </li>
      </ul>
      <div className="flex gap-3 rounded-lg border border-amber-500/30 bg-amber-500/5 p-3">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <p>
          <span className="font-medium">Machine translation misses things.</span> Have anything legal, medical or published read by
          someone who knows both languages. A pair translated through a third language (a pivot) loses more.
        </p>
      </div>
    </HowGoodCard>
  );
}

const describePair = (pair: string) => {
  const [from = '', to = ''] = pair.split('-');
  return `${nameLanguage(from)} → ${nameLanguage(to)}`;
};

/**
 * chrF and BLEU per language pair and engine, with the dev set each was measured on: wider than the
 * two-column table, so it stands on its own. Offline pairs with no figure are named below it, never given one.
 */
function PairFigures({ offlinePairs }: HowGoodProps) {
  const unmeasured = offlinePairs ? listUnmeasuredPairs(offlinePairs) : [];
  // Once the server's pairs are known, Apertium rows are the pairs it has (the eval also measures candidates).
  const offered = offlinePairs && new Set(offlinePairs.map(([from, to]) => `${from}-${to}`));
  const rows = TRANSLATE_FIGURES.pairs.filter((row) => !offered || row.engine !== 'apertium' || offered.has(row.pair));
  return (
    <div className="space-y-2">
      {/* Four columns of language names do not fit a phone: the table scrolls inside its own box, not the page. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Measured quality per language pair">
      <table className="w-full text-sm" data-testid="translate-pair-figures">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 pr-3 font-normal">Pair</th>
            <th className="py-1 pr-3 font-normal">Engine</th>
            <th className="py-1 pr-3 text-right font-normal">chrF</th>
            <th className="py-1 pr-3 text-right font-normal">BLEU</th>
            <th className="py-1 font-normal">Dev set (sentences)</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={`${row.pair}-${row.engine}`}>
              <td className="py-1.5 pr-3">{describePair(row.pair)}</td>
              <td className="py-1.5 pr-3">{describeEngine(row)}</td>
              <td className="py-1.5 pr-3 text-right font-medium tabular-nums">{formatFigureValue(row.chrF)}</td>
              <td className="py-1.5 pr-3 text-right font-medium tabular-nums">{formatFigureValue(row.bleu)}</td>
              <td className="py-1.5 text-muted-foreground">
                {row.chrF.dataset} ({row.chrF.n})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      {unmeasured.length > 0 && (
        <p className="text-muted-foreground" data-testid="translate-unmeasured-pairs">
          Also offline, not measured yet (no dev set of 20+ sentences): {unmeasured.map(describePair).join(', ')}.
        </p>
      )}
    </div>
  );
}
