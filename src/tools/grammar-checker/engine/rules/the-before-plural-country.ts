import { type Issue } from '../types';
import { tagSentences } from './tag-words';

/** Country names that take "the": a union or republic named by its kind, or a plural of islands or lands. */
const THE_NAMES = [
  ['united', 'states'], ['united', 'kingdom'], ['united', 'arab', 'emirates'], ['czech', 'republic'], ['dominican', 'republic'],
  ['netherlands'], ['philippines'], ['maldives'], ['bahamas'],
];
/** Words before which a place is a destination or location: "in", "to", "from", "visited"… */
const BEFORE_PLACE = /^(in|to|from|across|around|throughout|into|visit|visited|visiting|visits|left|leave|leaving)$/;

/**
 * "We spent two weeks in United States" → "in the United States": a country named by its kind (a union, a kingdom, a
 * republic) or a plural ("the Netherlands", "the Philippines") takes "the". Read after a preposition or verb of going
 * with nothing between; not when the name is used as a modifier before a noun ("United States law", "Netherlands
 * football", "Netherlands-based firms"), which takes none.
 */
export function checkTheBeforePluralCountry(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (!BEFORE_PLACE.test(word.lower)) return;
      const first = words[i + 1];
      if (!first || !/^\p{Lu}/u.test(first.text)) return;
      const name = THE_NAMES.find((parts) => parts.every((p, n) => words[i + 1 + n]?.lower === p && /^\p{Lu}/u.test(words[i + 1 + n]!.text)));
      if (!name) return;
      const after = words[i + 1 + name.length];
      // "Netherlands-based companies": joined by a hyphen, the name is part of a modifier, which takes none.
      if (/^[-‐]\p{L}/u.test(text.slice(words[i + name.length]!.end))) return;
      if (after && (/^(NOUN|PROPN)$/.test(after.pos) || /^\p{Lu}/u.test(after.text))) return;
      issues.push({
        offset: first.start, length: first.end - first.start, category: 'grammar', rule: 'missing-article', source: 'rule', confidence: 0.85,
        message: `This country's name takes 'the': 'the ${first.text}…'.`, replacements: [`the ${first.text}`],
      });
    });
  }
  return issues;
}
