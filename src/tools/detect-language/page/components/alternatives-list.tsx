import type { LanguageGuess } from '../api/detect-language';
import { ConfidenceBar } from './confidence-bar';

export function AlternativesList({ alternatives }: { alternatives: LanguageGuess[] }) {
  return (
    <section aria-labelledby="alternatives-heading" className="space-y-3">
      <h3 id="alternatives-heading" className="text-sm font-semibold">
        Other candidates
      </h3>
      {alternatives.length === 0 ? (
        <p className="text-sm text-muted-foreground">No other language came close.</p>
      ) : (
        <ul className="space-y-2.5" aria-label="Alternatives">
          {alternatives.map((alternative) => (
            <li key={alternative.code} className="grid grid-cols-[minmax(7rem,10rem)_1fr] items-center gap-3 text-sm">
              <span className="truncate">
                {alternative.name} <span className="text-xs text-muted-foreground">{alternative.code}</span>
              </span>
              <ConfidenceBar confidence={alternative.confidence} label={`${alternative.name} confidence`} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
