import { z } from 'zod';
import { countWords } from '../../domain/word-count';
import { defineToolContract } from '../../platform/contract-kit/define-tool-contract';
import { textField } from '../../platform/contract-kit/text-field';

export const GRANULARITIES = ['word', 'char', 'line', 'sentence'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

// Strict, as every tool input (docs/decisions/0044): "granularity" misspelt would otherwise compare by words unasked.
export const textCompareInputSchema = z.strictObject({
  original: textField({ label: 'The original text', required: false }),
  revised: textField({ label: 'The revised text', required: false }),
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
export const textChangeSchema = z.object({
  type: z.enum(['equal', 'insert', 'delete']),
  text: z.string(),
  originalText: z.string().optional(),
});
export type TextChange = z.infer<typeof textChangeSchema>;

const count = z.number().int().nonnegative();

export const textCompareStatsSchema = z.object({
  /** Words of the revised text touched by an insertion. */
  insertions: count,
  /** Words of the original text touched by a deletion. */
  deletions: count,
  /** Words of the original text left untouched. */
  unchanged: count,
  /** Words of the revised text left untouched (differs from `unchanged` when words are split or joined). */
  unchangedRevised: count,
  originalWords: count,
  revisedWords: count,
  /** Characters (Unicode code points) in each text and in the changed parts. */
  originalCharacters: count,
  revisedCharacters: count,
  charactersInserted: count,
  charactersDeleted: count,
  /** Edit groups as an editor counts them: a deletion directly followed by an insertion is one replacement. */
  changeCount: count,
  replacements: count,
  insertionsOnly: count,
  deletionsOnly: count,
});
export type TextCompareStats = z.infer<typeof textCompareStatsSchema>;

export const textCompareResultSchema = z.object({
  /** Percentage (0–100, one decimal) of words left unchanged, counting both texts; 100 only when nothing changed. */
  similarity: z.number().min(0).max(100),
  identical: z.boolean(),
  changes: z.array(textChangeSchema),
  stats: textCompareStatsSchema,
  granularity: z.enum(GRANULARITIES),
  ignoreCase: z.boolean(),
  ignoreWhitespace: z.boolean(),
  /**
   * False when the texts were so large and different that the time budget ran out: the regions still
   * unresolved are then shown as whole-block replacements, which is correct but not minimal.
   */
  exact: z.boolean(),
});
export type TextCompareResult = z.infer<typeof textCompareResultSchema>;

export const textCompareContract = defineToolContract({
  id: 'text-compare',
  input: textCompareInputSchema,
  result: textCompareResultSchema,
  // One scan reads both texts side by side, so the larger of the two is what the plan's limit bounds.
  countInputWords: (input) => Math.max(countWords(input.original), countWords(input.revised)),
  countInputChars: (input) => Math.max(input.original.length, input.revised.length),
});
