import { type Issue } from '../types';
import { findBaseOfParticipleOnly, findPast, isPastForm } from './verb-lexicon';
import { tagSentences, type TaggedWord } from './tag-words';

/** A finished time opening the sentence: "Yesterday", "Last week", "Two days ago", "On Monday". */
function readPastTimeOpening(words: TaggedWord[]): number | undefined {
  const w = (k: number) => words[k]?.lower ?? '';
  if (/^(yesterday)$/.test(w(0))) return 1;
  if (w(0) === 'last' && /^(night|week|month|year|summer|winter|spring|autumn|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time)$/.test(w(1))) return 2;
  for (let k = 1; k <= 3; k++) if (w(k) === 'ago') return k + 1;
  return undefined;
}

/**
 * "Yesterday have I finished the report" → "Yesterday I finished the report": a German or Dutch word order (the verb
 * second after an opening time) with a perfect. After a finished time that opens a statement, have/has + a subject
 * pronoun + a participle becomes the pronoun + the simple past. Not in a question ("Yesterday, had you finished…?"),
 * nor with "never/ever/already" or a time running to now.
 */
export function checkPastTimeInvertedPerfect(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    if (words.some((w) => w.text === '?')) continue;
    const start = readPastTimeOpening(words);
    if (start === undefined) continue;
    const comma = words[start]?.text === ',' ? 1 : 0;
    const [have, subject, participle] = [words[start + comma], words[start + comma + 1], words[start + comma + 2]];
    if (!have || !subject || !participle || !/^(have|has)$/.test(have.lower) || !/^(i|you|he|she|we|they)$/.test(subject.lower)) continue;
    if (participle.text !== participle.lower || !isPastForm(participle.lower)) continue;
    const base = findBaseOfParticipleOnly(participle.lower);
    const past = base ? findPast(base) : participle.lower;
    issues.push({
      offset: have.start, length: participle.end - have.start, category: 'grammar', rule: 'word-order/past-time-inversion', source: 'rule', confidence: 0.85,
      message: `After a finished time English keeps the subject first and uses the simple past: '${subject.text} ${past}'.`,
      replacements: [`${subject.text} ${past}`],
    });
  }
  return issues;
}
