import type { Plan } from '../../domain/plans';

/**
 * Characters a plan allows per word of its word limit. Words alone do not bound work: a run of
 * punctuation counts as no word and a 100,000-letter "word" as one, yet engines pay for every character.
 * English averages about 6 characters per word with its space, so 12 leaves room for long words and
 * markup while a 500-word plan still stops at 6,000 characters.
 */
export const CHARS_PER_WORD = 12;

/** What a tool says about the size of an input: words (required) and, optionally, characters. */
export interface MeasuredInput<Input> {
  countInputWords(input: Input): number;
  /**
   * Characters that count against the plan's character limit. Left out, they are the characters of
   * every text the word count reads (see countInputChars), so a contract that counts a field's words
   * (plagiarism's sources, say) bounds its characters too. A contract whose word count takes a maximum
   * (text-compare: the longer of two texts) gives its own.
   */
  countInputChars?(input: Input): number;
  /**
   * Whether an input is costly for its size (many sources to format, several radicals to clear): the
   * engine lanes then treat its run as heavy from the start, as they do a long text, so it never
   * shares the light thread. Left out, only words and characters decide.
   */
  isCostlyInput?(input: Input): boolean;
}

/** The most characters one input may have on `plan`: its word limit × CHARS_PER_WORD. */
export function characterLimit(plan: Pick<Plan, 'wordCount'>): number {
  return plan.wordCount * CHARS_PER_WORD;
}

/** The characters of `input` that count against the plan (see MeasuredInput.countInputChars). */
export function countInputChars<Input>(measure: MeasuredInput<Input>, input: Input): number {
  if (measure.countInputChars) return measure.countInputChars(input);
  return countCharsRead((watched) => measure.countInputWords(watched), input);
}

/**
 * Runs `read` on a view of `value` that adds up the length of every string read from it. The word
 * count is the contract's statement of which fields count, so reading it this way keeps words and
 * characters in step without each contract listing its fields twice.
 */
export function countCharsRead<Value>(read: (value: Value) => unknown, value: Value): number {
  let characters = 0;
  const views = new WeakMap<object, object>();
  const watch = (target: object): object => {
    let view = views.get(target);
    if (!view) {
      view = new Proxy(target, {
        get(object, key, receiver) {
          const found: unknown = Reflect.get(object, key, receiver);
          if (typeof key === 'symbol') return found;
          if (typeof found === 'string') characters += found.length;
          return found !== null && typeof found === 'object' ? watch(found) : found;
        },
      });
      views.set(target, view);
    }
    return view;
  };
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object') return 0;
  read(watch(value) as Value);
  return characters;
}
