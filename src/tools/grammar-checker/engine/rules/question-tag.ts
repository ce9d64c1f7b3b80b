import { type Issue } from '../types';
import { isKnownBase, isPastForm, isThirdSingular } from './verb-lexicon';

// "He is late, isn't it?": the tag repeats the sentence's own subject and auxiliary.
const TAGGED = /(^|[.!?]\s+)(He|She|They|We|You)\s+([^,.!?;:]{2,80}?),\s+((?:is|are|was|were|does|do|did|has|have|ca|wo|would|could|should)n['’]t)\s+it\?/g;
const NEGATIVE: Record<string, string> = {
  is: "isn't", are: "aren't", was: "wasn't", were: "weren't", has: "hasn't", have: "haven't", does: "doesn't", do: "don't", did: "didn't",
  can: "can't", will: "won't", would: "wouldn't", could: "couldn't", should: "shouldn't",
};
const ADVERBS = /^(always|usually|often|still|really|just|also|sometimes|already)$/;
// Another subject in between ("He said it is fine, isn't it?") may be what the tag asks about.
const OTHER_SUBJECT = /\b(it|it['’]s|that|this|there|which|who|what|not|never|no|nobody|nothing|hardly)\b|n['’]t\b/i;

const REPORTING = /^(said|says|say|think|thinks|thought|believe|believes|know|knows|knew|hope|hopes|told|tells|guess|feel|feels|felt|mean|means|meant)$/;
const SECOND_VERB = /^(is|are|was|were|am|has|have|had|will|can|would|could|should|does|do|did|may|might|must)$/;

/** The tag's auxiliary from the clause's first verb; undefined when it cannot be read. */
function tagAuxiliary(pronoun: string, clause: string): string | undefined {
  const words = clause.toLowerCase().split(/\s+/);
  const verb = ADVERBS.test(words[0] ?? '') ? words[1] : words[0];
  if (!verb || REPORTING.test(verb)) return undefined;
  // "He said the test is easy": a second verb starts another clause, which the tag may be about.
  if (words.slice(words.indexOf(verb) + 1).some((w) => SECOND_VERB.test(w))) return undefined;
  if (NEGATIVE[verb]) return NEGATIVE[verb];
  if (isThirdSingular(verb) && /^(he|she)$/.test(pronoun)) return "doesn't";
  if (isPastForm(verb) && /ed$|^(went|came|saw|made|took|gave|got|said|told|knew|left|felt|thought|bought|found)$/.test(verb)) return "didn't";
  if (isKnownBase(verb) && /^(they|we|you)$/.test(pronoun)) return "don't";
  return undefined;
}

/**
 * "He is always late, isn't it?" → "isn't he?", "She works here, isn't it?" → "doesn't she?": a question tag
 * takes the subject pronoun of its clause, and its auxiliary. Only when the clause has no other subject.
 */
export function checkQuestionTag(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const match of text.matchAll(TAGGED)) {
    const [, , subject = '', clause = '', tag = ''] = match;
    if (OTHER_SUBJECT.test(clause)) continue;
    const pronoun = subject.toLowerCase();
    const auxiliary = tagAuxiliary(pronoun, clause);
    if (!auxiliary) continue;
    const offset = (match.index ?? 0) + match[0].length - tag.length - ' it?'.length;
    const replacement = `${auxiliary.replace("'", tag.includes('’') ? '’' : "'")} ${pronoun}`;
    issues.push({
      offset, length: tag.length + ' it'.length, category: 'grammar', rule: 'question-tag', source: 'rule', confidence: 0.85,
      message: `A question tag repeats the subject and its auxiliary: '${replacement}?'.`, replacements: [replacement],
    });
  }
  return issues;
}
