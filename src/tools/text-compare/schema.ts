import { z } from 'zod';

/** Largest text accepted on either side: far above any plan's word limit, low enough to bound memory. */
export const MAX_TEXT_LENGTH = 5 * 1024 * 1024;

export const GRANULARITIES = ['word', 'char', 'line', 'sentence'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const textCompareInputSchema = z.object({
  original: z.string(),
  revised: z.string(),
  granularity: z.enum(GRANULARITIES).default('word'),
  ignoreCase: z.boolean().default(false),
  ignoreWhitespace: z.boolean().default(false),
});
export type TextCompareInput = z.input<typeof textCompareInputSchema>;
export type ParsedTextCompareInput = z.output<typeof textCompareInputSchema>;

/**
 * One piece of the comparison, in reading order.
 * - Concatenating `text` of every equal and insert change gives the revised text exactly.
 * - Concatenating (`originalText ?? text`) of every equal change and `text` of every delete change
 *   gives the original text exactly.
 * `originalText` appears only on equal changes whose two sides differ in ways the options ignore
 * (letter case, whitespace, Unicode normalisation): `text` then shows the revised form.
 */
export interface TextChange {
  type: 'equal' | 'insert' | 'delete';
  text: string;
  originalText?: string;
}

export interface TextCompareStats {
  /** Words of the revised text touched by an insertion. */
  insertions: number;
  /** Words of the original text touched by a deletion. */
  deletions: number;
  /** Words of the original text left untouched. */
  unchanged: number;
  /** Words of the revised text left untouched (differs from `unchanged` when words are split or joined). */
  unchangedRevised: number;
  originalWords: number;
  revisedWords: number;
  /** Characters (Unicode code points) in each text and in the changed parts. */
  originalCharacters: number;
  revisedCharacters: number;
  charactersInserted: number;
  charactersDeleted: number;
  /** Edit groups as an editor counts them: a deletion directly followed by an insertion is one replacement. */
  changeCount: number;
  replacements: number;
  insertionsOnly: number;
  deletionsOnly: number;
}

export interface TextCompareResult {
  /** Percentage (0–100, one decimal) of words left unchanged, counting both texts; 100 only when nothing changed. */
  similarity: number;
  identical: boolean;
  changes: TextChange[];
  stats: TextCompareStats;
  granularity: Granularity;
  ignoreCase: boolean;
  ignoreWhitespace: boolean;
  /**
   * False when the texts were so large and different that the time budget ran out: the regions still
   * unresolved are then shown as whole-block replacements, which is correct but not minimal.
   */
  exact: boolean;
}
