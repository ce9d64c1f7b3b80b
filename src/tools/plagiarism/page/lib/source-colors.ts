// Distinct, light backgrounds with a stronger edge, readable with dark text in both themes' light surfaces.
const PALETTE = [
  { mark: 'bg-rose-200/80 decoration-rose-600', swatch: 'bg-rose-500' },
  { mark: 'bg-sky-200/80 decoration-sky-600', swatch: 'bg-sky-500' },
  { mark: 'bg-amber-200/80 decoration-amber-600', swatch: 'bg-amber-500' },
  { mark: 'bg-emerald-200/80 decoration-emerald-600', swatch: 'bg-emerald-500' },
  { mark: 'bg-violet-200/80 decoration-violet-600', swatch: 'bg-violet-500' },
  { mark: 'bg-orange-200/80 decoration-orange-600', swatch: 'bg-orange-500' },
  { mark: 'bg-teal-200/80 decoration-teal-600', swatch: 'bg-teal-500' },
  { mark: 'bg-fuchsia-200/80 decoration-fuchsia-600', swatch: 'bg-fuchsia-500' },
] as const;

export type SourceColor = (typeof PALETTE)[number];

/** The colour of the n-th source (by share, as the result lists them); the palette repeats after eight. */
export function sourceColor(index: number): SourceColor {
  return PALETTE[((index % PALETTE.length) + PALETTE.length) % PALETTE.length]!;
}
