import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { describeTokens } from './pattern-rule';

/*
 * "He suggested me a good book" → "He suggested a good book to me": "suggest" and "recommend" take no
 * indirect object before the thing; the person follows with "to". Only when the thing is a short noun
 * phrase that ends the clause, so the moved words are exactly the object.
 */
const VERB = /^(suggest|suggests|suggested|suggesting|recommend|recommends|recommended|recommending)$/;
const PERSON = /^(me|him|her|us|them)$/;
const DETERMINER = /^(a|an|the|this|that|some|these|those|two|three|several|another)$/;
const PLAIN_WORD = /^[a-z-]+$/;
/** Words that cannot sit inside a short object phrase: a verb or a clause word would mean more follows. */
const NOT_IN_PHRASE = /^(to|that|and|or|but|if|when|because|is|are|was|were|be|for|of|in|on|at|with)$/;
/** "He suggested them a week ago", "I suggested them the idea yesterday": an adverb after the thing, or a time phrase. */
const TIME_WORD = /^(ago|later|earlier|before|yesterday|today|tomorrow|tonight|again|too|also|now|then|instead|anyway|already|soon|here|there|please|week|weeks|day|days|month|months|year|years|time|while|moment|minute|minutes|hour|hours|morning|evening|night)$/;

export function checkSuggestObjectOrder(text: string, tokens: Token[]): Issue[] {
  const { words, joined } = describeTokens(text, tokens);
  const issues: Issue[] = [];
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (!VERB.test(words[i] ?? '') || !PERSON.test(words[i + 1] ?? '') || !DETERMINER.test(words[i + 2] ?? '')) continue;
    if (!joined[i + 1] || !joined[i + 2]) continue;
    let end = i + 2;
    while (end + 1 < tokens.length && end - i < 5 && joined[end + 1] && PLAIN_WORD.test(words[end + 1] ?? '') && !NOT_IN_PHRASE.test(words[end + 1] ?? '')) end++;
    if (end === i + 2 || words.slice(i + 3, end + 1).some((w) => TIME_WORD.test(w))) continue;
    const last = tokens[end] as Token;
    if (!/^\s*([.!?;]|$)/.test(text.slice(last.end))) continue;
    const person = tokens[i + 1] as Token;
    const thing = text.slice((tokens[i + 2] as Token).start, last.end);
    issues.push({
      offset: person.start, length: last.end - person.start,
      message: "One suggests something to someone: 'suggested a good book to me'.",
      category: 'grammar', rule: 'word-order/suggest-to', replacements: [`${thing} to ${words[i + 1]}`],
      confidence: 0.8, source: 'rule',
    });
  }
  return issues;
}
