/** The checks that decide whether "no issues" means the text is clean. */
const CORRECTNESS_CHECKS = ['grammar', 'spelling'] as const;

export interface ChecksSummary {
  /** Which checks ran, in words: "grammar, spelling, style, readability, tone and terminology". */
  ran: string;
  /** Correctness checks that did not run ("grammar"): the page must say so, not celebrate. */
  missing: string[];
  /** Grammar and spelling both ran: an empty issue list means the text is clean as far as we can tell. */
  complete: boolean;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? 'none';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function summariseChecks(checks: readonly string[]): ChecksSummary {
  const missing = CORRECTNESS_CHECKS.filter((check) => !checks.includes(check));
  return { ran: joinWords([...checks]), missing, complete: missing.length === 0 };
}
