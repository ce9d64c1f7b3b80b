export interface ProbabilityBand {
  /** Lower bound, inclusive (0–1). */
  from: number;
  /** Upper bound, exclusive except for the last band. */
  to: number;
  /** Background of a highlighted sentence: stronger colour, more likely AI. Literal classes so Tailwind finds them. */
  mark: string;
  /** The legend's swatch. */
  swatch: string;
}

/** Five equal-width bands of one hue: intensity tells the sentence's AI probability at a glance. */
export const PROBABILITY_BANDS: readonly ProbabilityBand[] = [
  { from: 0, to: 0.2, mark: 'bg-transparent', swatch: 'bg-background border' },
  { from: 0.2, to: 0.4, mark: 'bg-rose-500/10', swatch: 'bg-rose-500/10 border border-rose-500/20' },
  { from: 0.4, to: 0.6, mark: 'bg-rose-500/25', swatch: 'bg-rose-500/25' },
  { from: 0.6, to: 0.8, mark: 'bg-rose-500/40', swatch: 'bg-rose-500/40' },
  { from: 0.8, to: 1, mark: 'bg-rose-500/60', swatch: 'bg-rose-500/60' },
];

export function findBand(probability: number): ProbabilityBand {
  return PROBABILITY_BANDS.find((band) => probability < band.to) ?? PROBABILITY_BANDS[PROBABILITY_BANDS.length - 1]!;
}
