import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';
import { findBaseOfIng, isVerbForm } from './verb-lexicon';
import { findPlural, findSingular, toRegularPlural } from './nouns';
import { IRREGULAR_PLURALS } from './word-lists';

// People whose things a plural possessive names; "my sports car", "the students union" are not on it.
const PEOPLE = new Set(
  'parents grandparents friends cousins brothers sisters neighbours neighbors teachers colleagues classmates roommates flatmates uncles aunts kids boys girls'.split(' '),
);
const TWO_OBJECT_VERBS = new Set(
  'give save cost owe lend send buy bring show tell offer pay get make teach find cook leave hand pass write sell promise ask wish charge'.split(' '),
);
// "my sisters husband" → "sister's": one spouse has one owner, so the owner is singular.
const SPOUSES = /^(husband|wife|boyfriend|girlfriend|fiance|fiancé|fiancée|fiancee|spouse)$/;
// Owners that a writer names one at a time ("my brothers tent" is most often one brother's): the singular possessive
// first, the plural second. Parents, grandparents, neighbours and kids come as a household: the plural first.
const ONE_AT_A_TIME = /^(brothers|sisters|cousins|uncles|aunts|friends|teachers|colleagues|classmates|roommates|flatmates)$/;
const POSSESSIVES = /^(my|your|his|her|our|their)$/;

/**
 * "my grandparents house" → "grandparents' house": a possessive, a plural of people, then a
 * singular noun is the plural possessive without its apostrophe. The noun must not be a verb we
 * know ("my parents work hard"), so the plural cannot be the subject.
 */
export function checkPluralPossessive(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 1; i < words.length - 1; i++) {
      const owner = words[i];
      const thing = words[i + 1];
      if (!owner || !thing || !POSSESSIVES.test(words[i - 1]?.lower ?? '') || !PEOPLE.has(owner.lower)) continue;
      if (thing.pos !== 'NOUN' || thing.lower !== thing.lemma || thing.lower.endsWith('s') || isVerbForm(thing.lower)) continue;
      // "grandparents' house" already has it: wink reads the apostrophe as a token of its own.
      if (text[owner.end] !== ' ') continue;
      // "he saves my parents money", "she gave my friends tea": two objects, not an owner.
      if (TWO_OBJECT_VERBS.has(words[i - 2]?.lemma ?? '')) continue;
      issues.push({
        offset: owner.start, length: owner.end - owner.start, category: 'grammar', rule: 'possessive/plural-apostrophe', source: 'rule', confidence: 0.8,
        message: ONE_AT_A_TIME.test(owner.lower)
          ? `The ${thing.text} belongs to ${words[i - 1]?.lower} ${owner.text.slice(0, -1)} ('${owner.text.slice(0, -1)}'s') or ${owner.text} ('${owner.text}'').`
          : `The ${thing.text} belongs to the ${owner.text}: '${owner.text}''.`,
        replacements: SPOUSES.test(thing.lower) ? [`${owner.text.slice(0, -1)}'s`] : ONE_AT_A_TIME.test(owner.lower) ? [`${owner.text.slice(0, -1)}'s`, `${owner.text}'`] : [`${owner.text}'`],
      });
    }
  }
  return [...issues, ...checkIrregularPluralPossessive(text), ...checkApostropheForPlural(text)];
}

// "childrens'", "womens" → "children's", "women's": the plural already lacks -s, so the possessive is -'s.
const IRREGULAR_WITH_S: Record<string, string> = { childrens: 'children', womens: 'women', mens: 'men' };
// "the old womans purse" → "woman's": a singular whose plural is not -s never takes a bare -s, so
// before a noun it is the possessive without its apostrophe (harper reads it as the plural "women").
const SINGULAR_WITH_S: Record<string, string> = { womans: 'woman', mans: 'man', childs: 'child' };

function checkIrregularPluralPossessive(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      const next = words[i + 1];
      const singular = SINGULAR_WITH_S[word.lower];
      if (singular && next && next.pos === 'NOUN' && next.start === word.end + 1) {
        issues.push({
          offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'possessive/apostrophe', source: 'rule', confidence: 0.85,
          message: `The ${next.text} belongs to the ${singular}: '${singular}'s'.`, replacements: [matchCase(word.text, `${singular}'s`)],
        });
        return;
      }
      const plural = IRREGULAR_WITH_S[word.lower];
      if (!plural || !next) return;
      const apostrophe = /^['’]$/.test(next.text) && next.start === word.end;
      // "mens rea": only with the apostrophe; "childrens books" has no other reading.
      if (!apostrophe && (word.lower === 'mens' || next.pos !== 'NOUN')) return;
      const end = apostrophe ? next.end : word.end;
      issues.push({
        offset: word.start, length: end - word.start, category: 'grammar', rule: 'possessive/plural-apostrophe', source: 'rule', confidence: 0.85,
        message: `'${plural}' is already plural: its possessive is '${plural}'s'.`, replacements: [matchCase(word.text, `${plural}'s`)],
      });
    });
  }
  return issues;
}

// Words whose "'s" is "is" or "has" ("it's", "that's", "let's"), never a noun's possessive.
const NOT_NOUNS = /^(it|he|she|that|this|there|here|what|who|where|when|how|let|everyone|everything|nobody|someone|one)$/i;
/** "children's", "people's": already plural, so their "'s" is right after a number. */
const isPluralAlready = (noun: string) => IRREGULAR_PLURALS.has(noun) || findSingular(noun) !== undefined || noun.endsWith('s');
// After these a clause may follow ("I think dinner's ready"), so "'s" there is "is".
const CLAUSE_VERBS = /^(think|thought|know|knew|say|said|says|guess|hope|believe|bet|suppose|reckon|feel|felt|see|saw|hear|heard|mean|wish|is|was|are|were|be|been|has|have|had|do|does|did)$/;
// "staying with mum's", "we watched tonight's": a family member's home or a time's event, owned, not counted.
const PEOPLE_AND_TIMES = /^(mum|mom|dad|gran|grandma|grandpa|nan|nana|auntie|aunt|uncle|sister|brother|cousin|friend|neighbour|neighbor|today|tonight|tomorrow|yesterday|week|year|month|day|doctor|dentist|butcher|baker|chemist|grocer|hairdresser|barber|newsagent)$/;
const PLURAL_COUNTS = /^(two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|several|both|many|all)$/i;

/**
 * An apostrophe where a plain plural was meant: "Fresh apple's are on sale" → "apples" (a possessive
 * cannot be followed by its own verb), and "the two company's representatives" → "companies'" (two
 * owners after a number).
 */
function checkApostropheForPlural(text: string): Issue[] {
  const issues: Issue[] = [];
  // "Fresh avocado's and limes just arrived": a list of plurals.
  for (const match of text.matchAll(/\b([A-Za-z]{3,})['’]s\s+(are|were|and\s+[a-z]+s\s+(?:are|were|just|have|arrived|came|for|on|at|in|from|with|by))\b/g)) {
    const noun = match[1]!;
    // A name ("James's are") or a pronoun's contraction stays.
    if (NOT_NOUNS.test(noun) || isPluralAlready(noun.toLowerCase()) || (noun[0] !== noun[0]!.toLowerCase() && !findPlural(noun.toLowerCase()))) continue;
    const plural = findPlural(noun.toLowerCase()) ?? toRegularPlural(noun.toLowerCase());
    issues.push({
      offset: match.index, length: noun.length + 2, category: 'grammar', rule: 'possessive/apostrophe', source: 'rule', confidence: 0.8,
      message: `A plural takes no apostrophe: '${plural}'.`, replacements: [matchCase(noun, plural)],
    });
  }
  // "the patient's could have jelly" → "patients": neither a possessive nor "is"/"has" can come before a modal,
  // so the noun is a plural with a stray apostrophe. Not "can", "will", "may", "must": nouns too ("the farmer's can").
  for (const match of text.matchAll(/\b(the|these|those|some|all|our|your|their|my|his|her|many|most)\s+([a-z]{3,})['’]s\s+(could|would|should|might)\s+[a-z]+\b/gi)) {
    const noun = match[2]!;
    const lower = noun.toLowerCase();
    // "the Smith's could": a name, not a common noun.
    if (noun !== lower || NOT_NOUNS.test(noun) || isPluralAlready(lower) || isVerbForm(lower)) continue;
    const plural = findPlural(lower) ?? toRegularPlural(lower);
    issues.push({
      offset: match.index + match[0].indexOf(noun, match[1]!.length), length: noun.length + 2, category: 'grammar', rule: 'possessive/apostrophe', source: 'rule', confidence: 0.8,
      message: `A plural takes no apostrophe: '${plural}'.`, replacements: [plural],
    });
  }
  for (const match of text.matchAll(/\b([A-Za-z]+)\s+([a-z]{3,})['’]s\s+([a-z]{3,})\b/g)) {
    const [, count, noun, thing] = match as unknown as [string, string, string, string];
    if (!PLURAL_COUNTS.test(count) || NOT_NOUNS.test(noun) || isPluralAlready(noun) || isVerbForm(thing)) continue;
    const plural = findPlural(noun) ?? toRegularPlural(noun);
    const offset = match.index + match[0].indexOf(noun, count.length);
    issues.push({
      offset, length: noun.length + 2, category: 'grammar', rule: 'possessive/plural-apostrophe', source: 'rule', confidence: 0.8,
      message: `More than one owner: '${plural}''.`, replacements: [plural.endsWith('s') ? `${plural}'` : `${plural}'s`],
    });
  }
  // "The dog's in flat 12 are barking" → "dogs": a noun with "'s", a short place phrase, then "are/were": neither a
  // possessive (nothing it owns follows) nor "is" ("The dog's in the garden" has no second verb) fits, so it is a plural.
  for (const match of text.matchAll(/\b(the|these|those|some|all|our|your|their|my|his|her|many|most)\s+([a-z]{3,})['’]s\s+(in|on|at|from|near|behind|upstairs|downstairs|outside|inside|across|by)\s+((?:[a-z0-9-]+\s+){0,3})(are|were)\b/gi)) {
    const noun = match[2]!;
    const lower = noun.toLowerCase();
    if (noun !== lower || NOT_NOUNS.test(noun) || isPluralAlready(lower) || /\b(and|or|but|that|which|who|is|was|are|were|it|he|she)\s/.test(match[4]!)) continue;
    const plural = findPlural(lower) ?? toRegularPlural(lower);
    issues.push({
      offset: match.index + match[0].indexOf(noun, match[1]!.length), length: noun.length + 2, category: 'grammar', rule: 'possessive/apostrophe', source: 'rule', confidence: 0.8,
      message: `A plural takes no apostrophe: '${plural}'.`, replacements: [plural],
    });
  }
  // "are both giving speech's." → "speeches": a bare noun with "'s" right after a verb, ending the clause, owns nothing
  // and cannot be "is" or "has" (an object, not a subject); the writer meant the plural. Not a person's place
  // ("staying at mum's": after a preposition) nor a time ("watched tonight's").
  for (const match of text.matchAll(/\b([a-z]+)\s+([a-z]{3,})['’]s(?=\s*[.,;!?]|\s*$)/g)) {
    const [, verb, noun] = match as unknown as [string, string, string];
    if (!(isVerbForm(verb) || findBaseOfIng(verb) !== undefined) || CLAUSE_VERBS.test(verb) || NOT_NOUNS.test(noun) || PEOPLE_AND_TIMES.test(noun) || isPluralAlready(noun) || isVerbForm(noun)) continue;
    const plural = findPlural(noun) ?? toRegularPlural(noun);
    issues.push({
      offset: match.index + verb.length + match[0].slice(verb.length).indexOf(noun), length: noun.length + 2, category: 'grammar', rule: 'possessive/apostrophe', source: 'rule', confidence: 0.8,
      message: `A plural takes no apostrophe: '${plural}'.`, replacements: [plural],
    });
  }
  // "The two companies' are planning": a plural's apostrophe with no owned thing after it, before the plural's own
  // verb. A comparison may end on an owner ("ours are better than the students' are"): not after "than" or "as".
  for (const match of text.matchAll(/\b([a-z]{2,}[^s'’\s]s)['’]\s+(are|were|have|had|will|would|can|could|should|must|may|might|do|did|don't|didn't|won't|can't|cannot|need|want|seem|seemed|often|always|also|still|usually|never)\b/g)) {
    const noun = match[1]!;
    const before = text.slice(0, match.index);
    // "The so-called 'experts' are wrong": a closing quotation mark, not an apostrophe.
    const sentence = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?')) + 1);
    if (/\b(than|as)\s+([a-z]+\s+){0,2}$/i.test(before) || /(^|[\s(])['‘][^'’]*$/.test(sentence) || isVerbForm(noun)) continue;
    issues.push({
      offset: match.index, length: noun.length + 1, category: 'grammar', rule: 'possessive/apostrophe', source: 'rule', confidence: 0.85,
      message: `A plural takes no apostrophe when nothing belongs to it: '${noun}'.`, replacements: [noun],
    });
  }
  return issues;
}
