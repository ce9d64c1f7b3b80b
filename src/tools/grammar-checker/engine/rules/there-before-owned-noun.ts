import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';

// Prepositions after which "there" + noun is the owner's word: "on there phones", "about there homework". Not the place
// prepositions whose "there" is an adverb that may open a clause ("from there students walk", "in there", "out there").
const OWNER_PREPOSITIONS = /^(on|with|of|for|about|at|into|onto|by|through|during|after|before|without|against|towards?|among|like)$/;

/**
 * "Many of my friends spend hours on there phones" → "their": after such a preposition, "there" followed by a noun that
 * is not itself followed by a verb ("there students walk") is the owners' word. The adjective case ("with there new
 * car") is agreement-and-tense-patterns.ts'.
 */
export function checkThereBeforeOwnedNoun(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((there, i) => {
      if (there.lower !== 'there' || i === 0 || !OWNER_PREPOSITIONS.test(words[i - 1]!.lower)) return;
      const noun = words[i + 1];
      const after = words[i + 2];
      if (noun?.pos !== 'NOUN' || noun.text !== noun.lower || /^(now|today|tonight|yesterday|tomorrow|too|again|already)$/.test(noun.lower)) return;
      if (after && /^(VERB|AUX)$/.test(after.pos)) return;
      issues.push({
        offset: there.start, length: there.end - there.start, category: 'grammar', rule: 'confusable/their-there', source: 'rule', confidence: 0.85,
        message: "The owners' word is 'their' ('on their phones'); 'there' is a place.", replacements: [matchCase(there.text, 'their')],
      });
    });
  }
  return issues;
}
