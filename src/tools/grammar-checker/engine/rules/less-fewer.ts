import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

const RULE = 'less-fewer';
// "less than five dollars", "two hours less": amounts of money, time and distance are measured, not counted.
const MEASURES = new Set('dollars pounds euros cents hours minutes seconds days weeks months years miles kilometres kilometers metres meters percent degrees points'.split(' '));

const THERE_PLURAL: Record<string, string> = { "'s": 'are', is: 'are', was: 'were' };

function isCountedPlural(word: TaggedWord | undefined): boolean {
  if (!word || word.pos !== 'NOUN' || MEASURES.has(word.lower)) return false;
  return word.lower === 'people' || word.lower === 'children' || (word.lower.endsWith('s') && word.lemma !== word.lower && !word.lower.endsWith('ss'));
}

/** "less students" → "fewer students": "less" is for amounts, "fewer" for things you count. */
export function checkLessFewer(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (word.lower !== 'less') return;
      const next = words[i + 1];
      // "less expensive books": the adjective is what "less" grades.
      if (!isCountedPlural(next) || text.slice(word.end, next?.start).trim() !== '') return;
      // "Less and less people": both halves want "fewer"; a fix of one would read worse.
      if (words[i - 1]?.lower === 'and' && words[i - 2]?.lower === 'less') return;
      // "There's less people" → "There are fewer people": the verb agrees with the plural too.
      const verb = words[i - 1];
      const plural = verb && words[i - 2]?.lower === 'there' ? THERE_PLURAL[verb.lower] : undefined;
      if (verb && plural) {
        const joined = verb.start === words[i - 2]?.end;
        issues.push({
          offset: verb.start, length: word.end - verb.start, category: 'grammar', rule: RULE, confidence: 0.85, source: 'rule',
          message: "With a plural you can count: 'there are fewer people'.", replacements: [`${joined ? ' ' : ''}${plural} ${matchCase(word.text, 'fewer')}`],
        });
        return;
      }
      issues.push({
        offset: word.start,
        length: word.end - word.start,
        message: "Use 'fewer' with things you can count (fewer students); 'less' is for amounts (less time).",
        category: 'grammar',
        rule: RULE,
        replacements: [matchCase(word.text, 'fewer')],
        confidence: 0.85,
        source: 'rule',
      });
    });
  }
  return issues;
}
