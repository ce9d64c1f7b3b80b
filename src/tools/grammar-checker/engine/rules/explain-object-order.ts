import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { matchCase } from './make-issue';

/*
 * "He explained me the rules." → "He explained the rules to me": with a short object that ends the clause, the object
 * comes first and the person after "to". A long object ("explain to me the difference between 'make' and 'do'") or a
 * question word ("explain to me how it works") keeps "to me" right after the verb: preposition-usage.ts says so, and
 * leaves the short objects to this rule (SHORT_OBJECT_REST). Decision 0098.
 */
const EXPLAIN = /^(explain|explains|explained|explaining)$/i;
const PERSON = /^(me|him|her|us|them|you)$/i;
// "I'll explain them this afternoon": a time phrase after the person is no object (the person is the thing explained).
const TIME_PHRASE = String.raw`(?:(?:this|next|last|every|on|by|until|after|before)\s+(?:morning|afternoon|evening|night|week|weekend|month|year|term|semester|lesson|class|session|meeting|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|today|tonight|later|now|soon|first thing)`;
// What may follow the object in the same clause: punctuation, the end, an adverb of manner or time, a new clause.
const END = String.raw`(?:${TIME_PHRASE}|step by step|again|once more|slowly|clearly|properly|please|yesterday|first|in detail|in simple words|in English|before|after|when|because|so|and|but|if)`;
const WORD = String.raw`[\p{L}'’-]+`;
const LOOKAHEAD = String.raw`(?=\s*(?:[.,;:!?]|$)|\s+${END}\b)`;

/** After "explain me" + a determiner: one or two words, then the end of the clause. Shared with preposition-usage.ts. */
export const SHORT_OBJECT_REST = new RegExp(String.raw`^(?:\s+(?!${END}\b)${WORD}(?:\s+(?!${END}\b)${WORD})?)?${LOOKAHEAD}`, 'iu');
const SHORT_OBJECT = new RegExp(
  String.raw`^\s+(?!${TIME_PHRASE}\b(?!['’]))((?:the|this|that|these|those|my|your|his|her|our|their|a|an)\s+(?!${END}\b)${WORD}(?:\s+(?!${END}\b)${WORD})?|it|this|that)${LOOKAHEAD}`,
  'iu',
);

const OPENS_WITH_TIME = new RegExp(String.raw`^\s+${TIME_PHRASE}\b(?!['’])`, 'iu');

/** Whether the text after "explain them" opens with a time ("this afternoon"): then "them" is what is explained. */
export function opensWithTimePhrase(restAfterPerson: string): boolean {
  return OPENS_WITH_TIME.test(restAfterPerson);
}

/** Whether the text after "explain me" opens with a short object this rule moves (for the rules that add "to me"). */
export function hasShortExplainObject(restAfterPerson: string): boolean {
  return SHORT_OBJECT.test(restAfterPerson);
}

/** "explained me the rules." → "explained the rules to me". */
export function checkExplainObjectOrder(text: string, tokens: Token[]): Issue[] {
  const issues: Issue[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const verb = tokens[i] as Token;
    const person = tokens[i + 1] as Token;
    if (!EXPLAIN.test(verb.text) || !PERSON.test(person.text) || !/^ +$/.test(text.slice(verb.end, person.start))) continue;
    const match = SHORT_OBJECT.exec(text.slice(person.end));
    if (!match) continue;
    const object = (match[1] as string).trim();
    // A name or a title in the object keeps its capitals; "it/this/that" are always lower case here.
    const objectText = /^(it|this|that)$/i.test(object) ? object.toLowerCase() : object;
    const end = person.end + (match[0] as string).length;
    const replacement = `${verb.text} ${objectText} to ${person.text.toLowerCase()}`;
    issues.push({
      offset: verb.start, length: end - verb.start, category: 'grammar', rule: 'preposition-usage', source: 'rule', confidence: 0.8,
      message: "'Explain' takes the thing explained, then 'to' and the person: 'explain the rules to me'.",
      replacements: [matchCase(verb.text, replacement)],
    });
  }
  return issues;
}
