import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { sidesAgree, solveChecked } from './solve-checked';
import { readTimesWord, TIMES_PATTERN } from './read-times-word';

// Ages of two people, from statements in any order: "X is 6 years older/younger than Y", "X is twice /
// 3 times as old as Y", "Y is 15 now", "in 5 years the sum of their ages will be 40", "in 20 years X
// will be twice as old as Y", "5 years ago X was 3 times as old as Y", "together their ages add up to
// 25", "the difference of their ages is 14". People are names or kin ("his sister", "a mother"); "he"
// and "she" stand for the one person of that sex among the two, or the reading refuses. Every sentence
// but the question must be one of these statements.

const KIN_SHE = ['mother', 'mom', 'mum', 'sister', 'daughter', 'aunt', 'grandmother', 'grandma', 'granddaughter', 'girl', 'woman', 'wife', 'niece'];
const KIN_HE = ['father', 'dad', 'brother', 'son', 'uncle', 'grandfather', 'grandpa', 'grandson', 'boy', 'man', 'husband', 'nephew'];
const PERSON = String.raw`((?:his |her |their |my |your |a |an |the )?[a-z]+)`;
const TIMES = TIMES_PATTERN;
const NOT_PEOPLE = new Set(['it', 'they', 'there', 'this', 'that', 'what', 'who', 'which', 'sum', 'difference', 'total']);

interface Reader {
  pattern: RegExp;
  write: (m: RegExpMatchArray, who: (name: string, exclude?: string | null) => string | null) => string | null;
}

const timesOf = (word: string) => readTimesWord(word) ?? NaN;

const STATEMENTS: Reader[] = [
  // "Sarah is 4 years older than twice her brother's age", "… 3 years younger than 3 times Ben".
  { pattern: new RegExp(String.raw`^${PERSON} is (\d+) years? (older|younger) than ${TIMES} ${PERSON}(?:'s age)?$`), write: (m, who) => pair(who, m[1]!, m[5]!, (a, b) => `${a} = ${timesOf(m[4]!)} * ${b} ${m[3] === 'older' ? '+' : '-'} ${m[2]}`) },
  { pattern: new RegExp(String.raw`^${PERSON} is (\d+) years? (older|younger) than ${PERSON}$`), write: (m, who) => pair(who, m[1]!, m[4]!, (a, b) => `${a} = ${b} ${m[3] === 'older' ? '+' : '-'} ${m[2]}`) },
  { pattern: new RegExp(String.raw`^${PERSON} is ${TIMES} as old as ${PERSON}$`), write: (m, who) => pair(who, m[1]!, m[3]!, (a, b) => `${a} = ${timesOf(m[2]!)} * ${b}`) },
  { pattern: new RegExp(String.raw`^${PERSON} is (\d+)(?: years old)?(?: right now| now| today| currently)?$`), write: (m, who) => one(who(m[1]!), (a) => `${a} = ${m[2]}`) },
  { pattern: new RegExp(String.raw`^in (\d+) years,? ${PERSON} will be ${TIMES} as old as ${PERSON}$`), write: (m, who) => pair(who, m[2]!, m[4]!, (a, b) => `${a} + ${m[1]} = ${timesOf(m[3]!)} * (${b} + ${m[1]})`) },
  { pattern: new RegExp(String.raw`^(\d+) years ago,? ${PERSON} was ${TIMES} as old as ${PERSON}(?: was)?$`), write: (m, who) => pair(who, m[2]!, m[4]!, (a, b) => `${a} - ${m[1]} = ${timesOf(m[3]!)} * (${b} - ${m[1]})`) },
  // "Three years ago the sum of their ages was 24": each of the two that many years younger.
  { pattern: /^(\d+) years ago,? (?:the sum of their ages|their ages together|their combined ages?|together their ages|their ages) (?:was|were|added up to|totaled|totalled|summed to) (\d+)$/, write: (m) => `(A - ${m[1]}) + (B - ${m[1]}) = ${m[2]}` },
  { pattern: /^in (\d+) years,? (?:the sum of their ages|their ages together|their combined ages?|together their ages|their ages) will (?:be|add up to|total|sum to) (\d+)$/, write: (m) => `(A + ${m[1]}) + (B + ${m[1]}) = ${m[2]}` },
  // "The sum of the ages of a father and his son is 50": the sum names its two people.
  { pattern: new RegExp(String.raw`^(?:the sum of the ages of|the ages of) ${PERSON} and ${PERSON} (?:is|add up to|total) (\d+)(?: years)?$`), write: (m, who) => pair(who, m[1]!, m[2]!, (a, b) => `${a} + ${b} = ${m[3]}`) },
  { pattern: /^(?:the sum of their ages(?: now| today)? is|their ages(?: now| today)? add up to|together their ages add up to|together they are|their combined ages? (?:is|are)|their ages total) (\d+)(?: years)?$/, write: (m) => `A + B = ${m[1]}` },
  // "me and my brother's ages add up to 31": the two people named before their ages.
  { pattern: new RegExp(String.raw`^${PERSON} and ${PERSON}'s ages (?:add up to|total|sum to|are) (\d+)(?: years)?$`), write: (m, who) => pair(who, m[1]!, m[2]!, (a, b) => `${a} + ${b} = ${m[3]}`) },
  // "The ratio of Ana's age to her aunt's age is 2:5", "In 12 years the ratio will be 1:2" (the same two, in that order).
  { pattern: new RegExp(String.raw`^the ratio of ${PERSON}'s age to ${PERSON}'s age is (\d+) ?(?::|to) ?(\d+)$`), write: (m, who) => pair(who, m[1]!, m[2]!, (a, b) => `${m[4]} * ${a} = ${m[3]} * ${b}`) },
  { pattern: /^in (\d+) years,? (?:the ratio|their ratio|the ratio of their ages) will be (\d+) ?(?::|to) ?(\d+)$/, write: (m) => `${m[3]} * (A + ${m[1]}) = ${m[2]} * (B + ${m[1]})` },
  { pattern: /^the difference (?:of|in|between) their ages is (\d+)(?: years)?$/, write: () => null },
];

export function readLooseAges(story: Story): EmbeddedReading | null {
  const { text } = story;
  // "Mr. Lee", "Mrs. Ortiz": a title is no person of its own (and its full stop ends no sentence).
  const ask = story.ask.replace(TITLE, '');
  if (!/\bold\b|\bages?\b|\byounger\b|\bolder\b/.test(text)) return null;
  // "Liam's mom": a kin of a named person is that kin ("the mom"), the named person one of the two.
  // ("mias dad": typed without the apostrophe, read so only when "mia" is named elsewhere in the story as a word of its own.)
  const kin = new RegExp(String.raw`\b(?:[a-z]+'s|${possessivesWithoutApostrophe(text).join('|') || '(?!)'}) (${[...KIN_SHE, ...KIN_HE].join('|')})\b`, 'g');
  // "How old will Rosa be then?": her age at the one later time the story names ("in 8 years"), her age now plus 8.
  const askedThen = rephraseAges(spellDigits(ask.replace(kin, 'the $1'))).replace(/\bam i\b/, 'is me').match(/^how old will ((?:his |her |the |a |my |your )?[a-z]+) be (?:then|at that time)\??$/);
  const later = [...spellDigits(story.facts).matchAll(/\bin (\d+) (?:years|yrs)\b|\b(\d+) years from now\b/g)];
  if (askedThen && (later.length !== 1 || /\bago\b/.test(story.facts))) return null;
  const thenYears = askedThen ? Number(later[0]![1] ?? later[0]![2]) : 0;
  const asked = askedThen ?? rephraseAges(spellDigits(ask.replace(kin, 'the $1'))).replace(/\bam i\b/, 'is me').match(/^how old (?:is|was|will) ((?:his |her |the |a |my |your )?[a-z]+)(?: now| today)?\??$/);
  if (!asked) return null;
  // "… and the sum of their ages is 34", "Today the sum …": a clause of its own; "there ages" is "their ages" mistyped.
  // "in 8 yrs", "right now dad is 40", "as old as his son will be then": the same statements, said the way people type.
  // "i'm 5 years older than him", "me and my brother": the one telling the story is a person called "me".
  const facts = rephraseAges(spellDigits(story.facts.replace(kin, 'the $1'))).replace(/\b(?:i am|i'm|im)\b/g, 'me is').replace(/^i\b/, 'me').replace(/\byrs?\b/g, 'years').replace(/\b(?:right now|currently|at present),? /g, '').replace(/\bthere ages\b/g, 'their ages').replace(/[.!]+\s*$/, '').split(/[.!;]\s+|,\s+(?=and\b|in \d|\d+ years ago)|\s+and\s+(?=in \d|the sum of|their ages|together|me is\b)/).map((part) => part.trim().replace(/^(?:and|today|now),? /, '').replace(/[.!]+$/, ''));
  const people: string[] = [];
  const sexOf = (name: string) => (KIN_SHE.includes(name) ? 'she' : KIN_HE.includes(name) ? 'he' : null);
  // People are met in order; a pronoun is the one person of its sex among them.
  // `exclude`: the other person of the same statement ("he will be twice as old as his son": he is not the son).
  const who = (raw: string, exclude?: string | null): string | null => {
    const name = raw.replace(/^(?:his|her|their|my|your|a|an|the) /, '');
    if (['he', 'him'].includes(name) || ['she', 'her'].includes(name)) {
      const sex = ['he', 'him'].includes(name) ? 'he' : 'she';
      const matches = people.filter((person) => sexOf(person) === sex && person !== exclude);
      if (people.length !== 2) return null;
      if (matches.length === 1) return matches[0]!;
      // "Noah … his daughter. In 20 years he will be …": not the daughter, so the one whose sex is not said.
      const unsaid = people.filter((person) => sexOf(person) === null && person !== 'me');
      if (matches.length === 0 && unsaid.length === 1 && people.some((person) => sexOf(person) !== null)) return unsaid[0]!;
      // "Carla is 29 … her age was triple her cousin's": no sex said of either, so the one called by a name alone, never
      // with "his", "her" or "the" before it, and only when the other is always called so.
      const named = people.filter((person) => !new RegExp(String.raw`\b(?:his|her|their|my|your|a|an|the) ${person}\b`).test(`${story.facts} ${ask}`));
      return matches.length === 0 && named.length === 1 && people.every((person) => sexOf(person) === null && person !== 'me') ? named[0]! : null;
    }
    if (NOT_PEOPLE.has(name)) return null;
    if (!people.includes(name)) people.push(name);
    return people.length <= 2 ? name : null;
  };
  // "mias dad is 28 years older than her … how old is mia": the one whose kin it is, named again on her own, is the other
  // person, met first, so "her" and "she" can stand for her before her name is said.
  for (const match of `${story.facts} ${ask}`.matchAll(kin)) {
    const owner = match[0].split(' ')[0]!.replace(/'?s$/, '');
    const alone = new RegExp(String.raw`\b${owner}\b(?!'?s (?:${[...KIN_SHE, ...KIN_HE].join('|')})\b)`);
    if (alone.test(`${story.facts} ${ask}`.replace(kin, (kinMatch) => kinMatch.replace(/^\S+/, '')) ) && !people.includes(owner) && !NOT_PEOPLE.has(owner)) people.push(owner);
  }
  const written: string[] = [];
  const differences: number[] = [];
  for (const said of facts) {
    const fact = said.replace(/(as old as (?:his |her |their |the |a )?[a-z]+) (?:will be|would be|was|is)(?: then| now)?$/, '$1');
    if (!fact) continue;
    const reader = STATEMENTS.find((entry) => entry.pattern.test(fact));
    if (!reader) return null;
    const match = fact.match(reader.pattern)!;
    if (reader === STATEMENTS[STATEMENTS.length - 1]) {
      differences.push(Number(match[1]));
      continue;
    }
    const equation = reader.write(match, who);
    if (!equation) return null;
    written.push(equation);
  }
  const target = who(asked[1]!);
  if (people.length !== 2 || !target) return null;
  const [a, b] = people as [string, string];
  // e and i are numbers to the CAS; a name starting with one gets another letter.
  const letterA = /[ei]/.test(a[0]!) ? 'x' : a[0]!;
  const letterB = b[0] !== letterA && !/[ei]/.test(b[0]!) ? b[0]! : letterA === 'y' ? 'z' : 'y';
  // "The difference of their ages": the older minus the younger, known only when a statement says who is older.
  for (const difference of differences) {
    // "3 years younger than twice Y": who is older depends on the ages themselves.
    if (written.some((equation) => /\* \S+ -/.test(equation))) return null;
    const older = written.some((equation) => new RegExp(`^${a} = (?:[\\d.]+ \\* ${b}|${b} \\+)`).test(equation)) ? [a, b] : written.some((equation) => new RegExp(`^${b} = (?:[\\d.]+ \\* ${a}|${a} \\+)`).test(equation)) ? [b, a] : null;
    if (!older) return null;
    written.push(`${older[0]} - ${older[1]} = ${difference}`);
  }
  if (written.length !== 2) return null;
  const rename = (equation: string) =>
    equation
      .replace(/\bA\b/g, a)
      .replace(/\bB\b/g, b)
      .replace(new RegExp(`\\b${a}\\b`, 'g'), letterA)
      .replace(new RegExp(`\\b${b}\\b`, 'g'), letterB);
  const equations = written.map(rename);
  if (askedThen) {
    const now = target === a ? letterA : letterB;
    const withThen = [...equations, `f = ${now} + ${thenYears}`];
    return solveChecked({
      equations: withThen,
      unknown: 'f',
      letters: `${letterA} = ${a === 'me' ? 'my' : `${describe(a)}'s`} age now, ${letterB} = ${b === 'me' ? 'my' : `${describe(b)}'s`} age now, f = ${describe(target)}'s age in ${thenYears} years`,
      meaning: `${describe(target)}'s age in ${thenYears} years`,
      whole: false,
    }, (values) => sidesAgree(withThen, values) && values[now]! > 0);
  }
  return solveChecked({
    equations,
    unknown: target === a ? letterA : letterB,
    letters: `${letterA} = ${a === 'me' ? 'my' : `${describe(a)}'s`} age now, ${letterB} = ${b === 'me' ? 'my' : `${describe(b)}'s`} age now`,
    meaning: target === 'me' ? 'my age in years' : `${describe(target)}'s age in years`,
    whole: false,
  }, (values) => sidesAgree(equations, values));
}

const TITLE = /\b(?:mr|mrs|ms|dr)\.? (?=[a-z])/g;
const OWNER = String.raw`((?:his |her |their |the |a |an )?[a-z]+)`;

/**
 * Ages said through "age" rather than "as old as", written the way the statements read them: "Lee's age is 4 times his
 * daughter's age" → "lee is 4 times as old as his daughter"; "his age will be only double hers" → "he will be twice as
 * old as her"; "Ava's age plus Ben's age is 31" → "the ages of ava and ben add up to 31"; "20 years from now" → "in 20
 * years"; "find Ava's age", "what is the cousin's age today" → "how old is ava", "how old is the cousin".
 */
export function rephraseAges(text: string): string {
  const subject = (said: string) => (said === 'his' ? 'he' : said === 'her' ? 'she' : said === 'my' ? 'me' : said.replace(/'s$/, ''));
  const object = (said: string) => (said === 'hers' ? 'her' : said === 'his' ? 'him' : said === 'mine' ? 'me' : said.replace(/'s(?: age)?$/, ''));
  return text
    .replace(TITLE, '')
    .replace(/\b(\d+) years from now,? /g, 'in $1 years, ')
    .replace(new RegExp(String.raw`^(?:find|what is|what's|whats|determine) ${OWNER}'s (?:current |present )?age(?: now| today| currently)?[?.!]*$`), 'how old is $1')
    .replace(new RegExp(String.raw`\b${OWNER}'s age plus ${OWNER}'s age (?:is|equals) (\d+)\b`, 'g'), 'the ages of $1 and $2 add up to $3')
    .replace(
      new RegExp(String.raw`\b(his|her|my|${OWNER}'s) age (is|was|will be) (?:only |just )?${TIMES} (hers|his|mine|${OWNER}'s(?: age)?)(?: at that time| then)?(?=$|[.,;!?])`, 'g'),
      (...m: string[]) => `${subject(m[1]!)} ${m[3]} ${m[4]} as old as ${object(m[5]!)}`,
    );
}

/** Names typed with a possessive s and no apostrophe ("mias dad"): the word less its s must stand alone elsewhere. */
function possessivesWithoutApostrophe(text: string): string[] {
  const kinWords = [...KIN_SHE, ...KIN_HE].join('|');
  const found = [...text.matchAll(new RegExp(String.raw`\b([a-z]{2,})s (?:${kinWords})\b`, 'g'))].map((match) => match[1]!);
  return found.filter((name) => !/^(?:hi|it|her|our|your|their|hi)$/.test(name) && new RegExp(String.raw`\b${name}\b(?!s)`).test(text)).map((name) => `${name}s`);
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/** "Five years ago" reads as "5 years ago"; "three times as old" keeps its words, which the statements read. */
function spellDigits(text: string): string {
  return text.replace(/\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b(?! times)/g, (word) => String(NUMBER_WORDS.indexOf(word)));
}

/** Two people of one statement; a pronoun is resolved after the other is met ("she was triple as old as her cousin"). */
function pair(who: (name: string, exclude?: string | null) => string | null, first: string, second: string, write: (a: string, b: string) => string): string | null {
  const pronoun = (name: string) => /^(?:he|him|she|her)$/.test(name);
  const [a, b] = pronoun(first) && !pronoun(second) ? ((b) => [who(first, b), b])(who(second)) : [who(first), who(second)];
  return a && b && a !== b ? write(a, b) : null;
}

function one(a: string | null, write: (a: string) => string): string | null {
  return a ? write(a) : null;
}

function describe(name: string): string {
  if (name === 'me') return 'my';
  return KIN_SHE.includes(name) || KIN_HE.includes(name) ? `the ${name}` : name[0]!.toUpperCase() + name.slice(1);
}
