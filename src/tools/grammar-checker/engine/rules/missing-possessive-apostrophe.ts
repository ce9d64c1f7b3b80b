import { type Issue } from '../types';
import { isDictionaryEntry, isDictionaryName, isDictionaryNoun, isRegularVerbBase, takesPluralS } from './dictionary-classes';
import { tagSentences, type TaggedWord } from './tag-words';
import { isVerbForm } from './verb-lexicon';

// Owners one at a time: a role one person holds, an organisation, a pet. After "the", "the mayors office" can only be
// the mayor's. Not people who come in groups ("the students union", "the teachers lounge", "the girls team": a plural
// owner or a compound), nor kin after "my" (plural-possessive.ts reads "my parents house").
const OWNERS = new Set(
  `mayor bride groom president captain coach principal headteacher headmaster headmistress manager director owner landlord
  landlady chef boss host hostess author singer artist pilot referee king queen prince princess doctor dentist vet
  vicar priest bishop chairman chairwoman chairperson ceo secretary treasurer caretaker janitor receptionist
  club team company hotel restaurant library museum council government university college band shop store bakery firm bank
  charity church airline city town village country orchestra choir theatre theater café cafe gym hostel clinic
  dog cat horse baby`.split(/\s+/),
);
// People who act as a panel or a crowd: "the judges comments" are the judges' (plural) when what they own is plural.
const GROUP_OWNERS = new Set('judges examiners reviewers organisers organizers sponsors voters fans players members residents volunteers'.split(' '));
// People and groups of people: before an adjective and a noun their owner may well be plural, so the widened reading
// below (any noun the dictionaries list) leaves them alone.
const PEOPLE = /^(students|pupils|teachers|kids|children|parents|girls|boys|men|women|people|workers|employees|staff|customers|guests|users|visitors|patients|nurses|doctors|friends|neighbours|neighbors|families|owners|drivers|passengers|citizens|locals|tourists|members|players|fans|judges)$/;
// Adjectives that are also verbs or verb forms: "the shelters open doors at six" has a plural subject and its verb.
const isVerbLikeAdjective = (word: string) => isVerbForm(word) || isRegularVerbBase(word) || /^(open|clean|clear|free|dry|empty|close|slow|warm|cool|wet|calm|light|fine|right|better|worse)$/.test(word);
// Nouns that a plural organisation word names in a compound of its own ("the schools minister", "a clubs directory").
const COMPOUND_HEADS = /^(minister|ministry|association|commission|federation|trust|union|council|committee|directory|league|network|sector|budget|secretary|regulator|inspectorate|act|policy|program|programme|conference|forum|guide|list|section|page|market|industry)$/;

function issueFor(word: TaggedWord, owner: string, thing: TaggedWord): Issue {
  return {
    offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'possessive/apostrophe', source: 'rule', confidence: 0.8,
    message: `The ${thing.text} belongs to ${/^\p{Lu}/u.test(owner) ? '' : 'the '}${owner}: '${owner}'s'.`, replacements: [`${owner}'s`],
  };
}

/**
 * The noun after the owner must be a noun there: one the tagger reads as a noun that no verb shares, or a verb-like
 * noun whose place decides — an adjective before it ("the clubs new sponsor"), a verb after it ("the brides dress was").
 */
function isOwnedNoun(words: TaggedWord[], at: number, owner: number): boolean {
  const thing = words[at];
  if (!thing || thing.text !== thing.lower || COMPOUND_HEADS.test(thing.lower) || /^(first|last|next|only|most|best|too|again|instead)$/.test(thing.lower)) return false;
  // "at Annas flat": right after a name, a word the dictionaries list as a noun is one, whatever the tagger read.
  const afterName = words[owner]?.pos === 'PROPN' && !thing.lower.endsWith('s');
  if (thing.pos !== 'NOUN' && !(afterName && at === owner + 1 && /^(ADJ|ADV)$/.test(thing.pos) && isDictionaryNoun(thing.lower))) return false;
  const verbLike = isVerbForm(thing.lower) || isRegularVerbBase(thing.lower);
  if (!verbLike) return true;
  // After a name, a plain verb would need its -s ("Maria houses"): a base form there is the owned noun.
  return afterName || at > owner + 1 || /^(AUX|VERB)$/.test(words[at + 1]?.pos ?? '');
}

/**
 * "We visited the mayors office" → "mayor's", "The robotics clubs new sponsor" → "club's", "at Marias house" →
 * "Maria's": a singular owner written with a bare -s before what it owns. For a common noun, only an owner that comes
 * one at a time (a role, an organisation) after "the/this/that", then the owned noun, perhaps after adjectives; for a
 * name, one the dictionaries know with its capital whose -s form they do not ("Maria", not "James"), before a noun.
 */
export function checkMissingPossessiveApostrophe(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (!/^\p{L}{3,}s$/u.test(word.text) || /(ss|us|is)$/.test(word.lower) || text[word.end] === "'" || text[word.end] === '’') return;
      // "Next weeks meeting", "last years results": a time after next/last/this owning the noun after it is one week,
      // one year ("the last weeks of term" opens with "the" and is a plural).
      const timeOwner = /^(day|week|weekend|month|year|night|morning|evening|afternoon|term|semester|season)s$/.test(word.lower) && /^(next|last|this)$/.test(words[i - 1]?.lower ?? '');
      if (timeOwner && words[i - 2]?.lower !== 'the' && words[i + 1]?.pos === 'NOUN' && !/^(ago|later|running|old)$/.test(words[i + 1]!.lower)) {
        issues.push(issueFor(word, word.text.slice(0, -1), words[i + 1] as TaggedWord));
        return;
      }
      let k = i + 1;
      // "the dogs next door bark": "next", "last", "same" are not the owned thing's adjectives.
      while (words[k]?.pos === 'ADJ' && !/^(next|last|first|same|other|only|whole|former)$/.test(words[k]!.lower) && k < i + 3) k += 1;
      if (!isOwnedNoun(words, k, i)) return;
      const stem = word.text.slice(0, -1);
      // A name: "Marias house", not "James house" (a name of its own), not a word the dictionaries know ("Thomas").
      if (word.pos === 'PROPN' && /^\p{Lu}\p{Ll}+$/u.test(word.text)) {
        // "Mondays", "Americans": a name that takes a plural -s may be that plural.
        // "the Perseids streak", "United Nations funds", "Creations": after a determiner or another capitalised word the -s
        // word is a plural name or part of one, and the plural of a common word ("nations") is that plural.
        if (isDictionaryEntry(word.text) || !isDictionaryName(stem) || takesPluralS(stem) || takesPluralS(stem.toLowerCase())) return;
        if (words[i - 1]?.pos === 'DET' || words[i - 1]?.pos === 'PROPN') return;
        issues.push(issueFor(word, stem, words[k] as TaggedWord));
        return;
      }
      if (word.pos !== 'NOUN' || word.text !== word.lower || word.lemma !== stem) return;
      // "the robotics clubs": nouns before the owner may name it; the phrase must open with "the/this/that".
      let d = i - 1;
      while (d >= 0 && words[d]?.pos === 'NOUN' && i - d < 3) d -= 1;
      if (!/^(the|this|that)$/.test(words[d]?.lower ?? '')) return;
      // "We gave the dogs fresh water", "bought the kids new shoes": after a verb of two objects, a plural and a noun.
      if (/^(give|bring|offer|show|send|buy|make|pay|teach|feed|hand|pass|lend|get|owe|serve|cook|leave|find|sell|promise)$/.test(words[d - 1]?.lemma ?? '')) return;
      const thing = words[k] as TaggedWord;
      // "The judges comments were…": a panel owning things of its own is plural.
      if (GROUP_OWNERS.has(word.lower) && k === i + 1 && thing.lower.endsWith('s') && thing.lemma !== thing.lower && !isVerbForm(words[k + 1]?.lower ?? '')) {
        issues.push({ ...issueFor(word, word.text, thing), message: `The ${thing.text} belong to the ${word.text}: '${word.text}''.`, replacements: [`${word.text}'`] });
        return;
      }
      if (OWNERS.has(stem)) {
        issues.push(issueFor(word, stem, thing));
        return;
      }
      // "The shelters new van", "at the clinics new site": any noun the dictionaries list, one at a time, before an
      // adjective that is no verb and the owned noun, where a subject opens (the sentence, or after a preposition) —
      // not after a verb with two objects ("gave the dogs fresh water").
      const opensPhrase = d === 0 || words[d - 1]?.pos === 'ADP' || words[d - 1]?.text === ',';
      const adjective = words[i + 1] as TaggedWord;
      if (k === i + 2 && opensPhrase && adjective.pos === 'ADJ' && !isVerbLikeAdjective(adjective.lower) && isDictionaryNoun(stem) && !PEOPLE.test(word.lower) && thing.lemma === thing.lower) {
        issues.push(issueFor(word, stem, thing));
      }
    });
  }
  return issues;
}
