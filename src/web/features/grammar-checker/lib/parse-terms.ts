import type { GrammarInput } from '../api/check-grammar';

// Same ceilings as the engine's input schema, so a long list is trimmed here rather than refused there.
const MAX_TERMS = 500;
const MAX_TERM_LENGTH = 200;

function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && line.length <= MAX_TERM_LENGTH);
}

/**
 * The two term boxes as the engine wants them. Preferred: one spelling per line. Avoid: one term per
 * line, optionally followed by "->" (or "=>", "→") and the word to use instead.
 */
export function parseTerms(prefer: string, avoid: string): GrammarInput['terms'] | undefined {
  const preferred = lines(prefer).slice(0, MAX_TERMS);
  const avoided = lines(avoid)
    .slice(0, MAX_TERMS)
    .map((line) => {
      const [term = '', replacement = ''] = line.split(/\s*(?:->|=>|→)\s*/, 2);
      return replacement.trim() ? { term: term.trim(), replacement: replacement.trim().slice(0, MAX_TERM_LENGTH) } : { term: term.trim() };
    })
    .filter((entry) => entry.term !== '');
  if (preferred.length === 0 && avoided.length === 0) return undefined;
  return {
    ...(preferred.length > 0 && { prefer: preferred }),
    ...(avoided.length > 0 && { avoid: avoided }),
  };
}
