import { TriangleAlert } from 'lucide-react';
import { formatFigureValue } from '../../../../domain/figures';
import { HowGoodCard } from '../../../../web/components/tool-page/how-good-card';
import { MeasuredFiguresTable, type MeasuredRow } from '../../../../web/components/tool-page/measured-figures-table';
import { describeWhen, sharedSplit } from '../../../../web/lib/figures';
import { ALL_GRAMMAR_FIGURES, GRAMMAR_FIGURES, OTHER_LANGUAGE_FIGURES } from '../lib/measured-figures';

const LANGUAGE_NAMES: Record<string, string> = { de: 'German', fr: 'French', es: 'Spanish' };
const value = formatFigureValue;
const share = (figure: { count?: number; n: number }) => `${figure.count ?? '?'} of ${figure.n}`;
const { englishRecall, englishPrecision, englishFalseAlarms, gleu, gleuUnchanged } = GRAMMAR_FIGURES;

const ROWS: ReadonlyArray<MeasuredRow> = [
  ['English: everyday errors fixed exactly by “Accept all”', `${value(englishRecall)} (${share(englishRecall)} sentences)`],
  ['English: changes that were exactly right', `${value(englishPrecision)} (${share(englishPrecision)})`],
  ['English: correct sentences changed by mistake', `${value(englishFalseAlarms)} (${share(englishFalseAlarms)})`],
  ['English learner essays (JFLEG): GLEU of the corrected text, higher is better', `${value(gleu)} (the text left as it is: ${value(gleuUnchanged)})`],
  ...OTHER_LANGUAGE_FIGURES.map(({ lang, recall, falseAlarms, nativeFlags }): MeasuredRow => [
    `${LANGUAGE_NAMES[lang] ?? lang}: learner errors fixed exactly; correct sentences flagged`,
    `${value(recall)} (${share(recall)}); ${share(falseAlarms)} flagged, ${value(nativeFlags)} flag on ${nativeFlags.n} native sentences`,
  ]),
];

const FOOTNOTE = (
  <>
    The English, German, French and Spanish sentences were written for this test, each with one everyday error or none, by a
    writer who had not seen our rules, and measured once before any rule was written for them; each row is the batch written
    last. Sentences written by the rules&apos; own author score higher, which is why we quote these. JFLEG is a
    public set of essays by learners of English with four human corrections each.
  </>
);

/** How far to trust the suggestions: what is checked, and what we measured, as the eval's figures.json files hold it. */
export function HowGood() {
  return (
    <HowGoodCard
      testId="grammar-how-good"
      figures={<MeasuredFiguresTable testIdPrefix="grammar" date={describeWhen(ALL_GRAMMAR_FIGURES)} split={sharedSplit(ALL_GRAMMAR_FIGURES)} rows={ROWS} footnote={FOOTNOTE} />}
    >
      <p>
        English is checked by harper and by our own rules for the errors students and office writers make most (agreement,
        verb forms, confusable words, articles, prepositions); German, French and Spanish by our rules on full dictionaries
        of nouns, adjectives and verbs, with Hunspell for spelling; French also by Grammalecte, an open French grammar
        checker, where the server has it. The line under your text says which checks ran.
      </p>
      <div className="flex gap-3 rounded-lg border border-amber-500/30 bg-amber-500/5 p-3">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <p>
          <span className="font-medium">Read each change before you accept it.</span> A suggestion that would change what you
          mean (a tense, a word you chose on purpose) is yours to refuse: dismiss it and it is gone.
        </p>
      </div>
    </HowGoodCard>
  );
}
