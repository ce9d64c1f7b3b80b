import { Info } from 'lucide-react';
import { Progress } from '../../../../web/components/ui/progress';
import type { Readability } from '../api/check-grammar';

const GRADE_FORMULAS: Array<{ key: keyof Readability; label: string; hint: string }> = [
  { key: 'fleschKincaidGrade', label: 'Flesch–Kincaid grade', hint: 'US school grade from words per sentence and syllables per word' },
  { key: 'gunningFog', label: 'Gunning Fog', hint: 'Years of schooling, weighting words of three or more syllables' },
  { key: 'smog', label: 'SMOG', hint: 'Grade from the number of polysyllabic words' },
  { key: 'colemanLiau', label: 'Coleman–Liau', hint: 'Grade from letters per word and sentences per 100 words' },
  { key: 'automatedReadabilityIndex', label: 'ARI', hint: 'Automated Readability Index: characters per word and words per sentence' },
];

const format = (value: number) => (Math.round(value * 10) / 10).toLocaleString('en-US');

export function ReadabilitySummary({ readability }: { readability: Readability }) {
  const { counts } = readability;
  return (
    <section aria-labelledby="readability-heading" className="space-y-4" data-testid="readability">
      <div>
        <h2 id="readability-heading" className="text-base font-semibold">
          Readability
        </h2>
        <p className="mt-1 text-2xl font-bold tracking-tight" data-testid="grade-label">
          {readability.gradeLabel}
        </p>
        <p className="text-sm text-muted-foreground">From the average of the five grade formulas below.</p>
      </div>
      <div>
        <div className="flex items-baseline justify-between text-sm">
          <span>Flesch Reading Ease</span>
          <span>
            <span className="font-semibold tabular-nums">{format(readability.fleschReadingEase)}</span>
            <span className="text-muted-foreground"> · {readability.easeLabel}</span>
          </span>
        </div>
        <Progress
          className="mt-1.5"
          value={Math.max(0, Math.min(100, readability.fleschReadingEase))}
          aria-label="Flesch Reading Ease, 0 (very hard) to 100 (very easy)"
        />
        <div className="mt-1 flex justify-between text-[11px] text-muted-foreground">
          <span>hard</span>
          <span>easy</span>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {GRADE_FORMULAS.map((formula) => (
          <div key={formula.key} className="rounded-lg bg-muted/60 px-3 py-2" title={formula.hint}>
            <dt className="text-xs text-muted-foreground">{formula.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{format(readability[formula.key] as number)}</dd>
          </div>
        ))}
        <div className="rounded-lg bg-primary/10 px-3 py-2" title="Mean of the five grade formulas">
          <dt className="text-xs text-primary">Average grade</dt>
          <dd className="text-lg font-semibold text-primary tabular-nums">{format(readability.averageGrade)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        {counts.sentences.toLocaleString('en-US')} sentences · {counts.words.toLocaleString('en-US')} words ·{' '}
        {counts.complexWords.toLocaleString('en-US')} complex words · grades are US school years.
      </p>
      {!readability.calibrated && (
        <p className="flex items-start gap-2 rounded-lg bg-warning/15 px-3 py-2 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          These formulas were calibrated on English; for this language the figures are only a rough guide.
        </p>
      )}
    </section>
  );
}
