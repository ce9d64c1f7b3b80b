import { MAX_TERM_CHARS, MAX_TERMS, type GrammarInput } from '../api/check-grammar';

// The contract's ceilings are applied here, so a long list is trimmed rather than refused by the server.
function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && line.length <= MAX_TERM_CHARS);
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
      return replacement.trim() ? { term: term.trim(), replacement: replacement.trim().slice(0, MAX_TERM_CHARS) } : { term: term.trim() };
    })
    .filter((entry) => entry.term !== '');
  if (preferred.length === 0 && avoided.length === 0) return undefined;
  return {
    ...(preferred.length > 0 && { prefer: preferred }),
    ...(avoided.length > 0 && { avoid: avoided }),
  };
}
