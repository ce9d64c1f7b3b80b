import { Info } from 'lucide-react';
import { cn } from '../../../../web/lib/cn';
import type { Tone, TonePhrase } from '../api/check-grammar';

const EFFECT_STYLES: Record<TonePhrase['effect'], string> = {
  positive: 'bg-emerald-500/15 text-emerald-800',
  negative: 'bg-rose-500/15 text-rose-800',
  formal: 'bg-indigo-500/15 text-indigo-800',
  informal: 'bg-amber-500/20 text-amber-900',
};

/** A scale with a marker, for sentiment (-1…1) and formality (0…100). */
function Scale({ label, value, min, max, left, right, reading }: { label: string; value: number; min: number; max: number; left: string; right: string; reading: string }) {
  const percent = ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100;
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span>{label}</span>
        <span className="font-semibold capitalize">{reading}</span>
      </div>
      <div
        className="relative mt-2 h-2 rounded-full bg-gradient-to-r from-muted-foreground/25 via-muted to-primary/40"
        role="meter"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={reading}
      >
        <span
          className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-primary shadow"
          style={{ left: `${percent}%` }}
        />
      </div>
      <div className="mt-1 flex justify-between text-[11px] text-muted-foreground">
        <span>{left}</span>
        <span>{right}</span>
      </div>
    </div>
  );
}

export function ToneSummary({ tone }: { tone: Tone }) {
  const { overall } = tone;
  const phrases = [...overall.phrases].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight)).slice(0, 12);
  return (
    <section aria-labelledby="tone-heading" className="space-y-4" data-testid="tone">
      <div>
        <h2 id="tone-heading" className="text-base font-semibold">
          Tone
        </h2>
        <p className="mt-1 text-2xl font-bold tracking-tight capitalize">{tone.summary.join(', ') || 'neutral'}</p>
      </div>
      {tone.sentimentAvailable ? (
        <Scale
          label="Sentiment"
          value={overall.sentiment}
          min={-1}
          max={1}
          left="negative"
          right="positive"
          reading={`${overall.sentimentLabel} (${overall.sentiment.toFixed(2)})`}
        />
      ) : (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Sentiment is measured for English text only.
        </p>
      )}
      <Scale
        label="Formality"
        value={overall.formality}
        min={0}
        max={100}
        left="informal"
        right="formal"
        reading={`${overall.formalityLabel} (${Math.round(overall.formality)})`}
      />
      <div>
        <p className="text-sm">Phrases setting the tone</p>
        {phrases.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">No word or phrase pulls the tone in any direction.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Phrases setting the tone">
            {phrases.map((phrase) => (
              <li
                key={`${phrase.offset}-${phrase.effect}`}
                className={cn('rounded-md px-2 py-0.5 text-xs font-medium', EFFECT_STYLES[phrase.effect])}
                title={`Makes the text more ${phrase.effect}`}
              >
                {phrase.text} <span className="font-normal">· {phrase.effect}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
