import type { Evidence } from '../../contract';
import { findWords, termOf } from '../read/content-words';
import { inverseFrequency, type IndexedSentence, type MaterialIndex } from './index-material';
import { tagSentence, type TaggedToken } from './tag-sentence';
import { isMistaggedPluralNoun } from './mistagged-plural-noun';

/**
 * Definitions the material states (s28): a term and what it is, however the sentence ties them —
 * "an enzyme called amylase", "…, a process called extinction", "which is known today as Xi'an",
 * "the larynx, or voice box,", "the diaphragm, a dome-shaped sheet of muscle", "the Norwegian explorer
 * Roald Amundsen", "Mercantilism is an economic policy based on…", "X means…". The question is read as a
 * description with the term asked ("What is the process called in which…?", "What term describes…?",
 * "Which enzyme in saliva begins breaking down starch?", "Which is an economic policy based on…?") or as a
 * term with its description asked ("What is social epidemiology?"). Answered only when one sentence's tie
 * holds nearly every telling word of the description (stems and the synonym table, weighted by how rare
 * each is in the material), the asked noun ("enzyme", "process") is the noun the tie names, the term says
 * nothing the description says, and no other tie in the material holds the description nearly as well
 * with another term. Anything less is left to the hints.
 */
export interface DefinitionAnswer {
  text: string;
  offset: number;
  length: number;
  sentence: Evidence;
}

type AskForm = 'term' | 'which' | 'copula' | 'definition' | 'who' | 'doer';

interface DefinitionAsk {
  form: AskForm;
  /** The description's words (for 'definition', the term whose description is asked). */
  described: string;
  /** The noun the answer is one of ("enzyme" in "Which enzyme…"), or null. */
  category: string | null;
  /** The verb the answer does, when the question asks for its doer ("Which plate pushed…?", "What holds the trachea open?"). */
  verb?: string;
}

/** How the sentence ties a term to a description. */
type TieKind = 'named' | 'alias' | 'appositive' | 'titled' | 'prefixed' | 'subject' | 'complement' | 'defined' | 'agent';

interface Tie {
  kind: TieKind;
  /** The term's words: what is answered. */
  answer: TaggedToken[];
  /** The noun phrase the term is said of, right beside it ("an enzyme" in "an enzyme called amylase"), when there is one. */
  referent: TaggedToken[];
  /**
   * Where the description must be said: the whole sentence for a name given in passing ("Saliva contains an enzyme
   * called amylase, which starts to break starch down"), the appositive itself for "the diaphragm, a dome-shaped sheet…",
   * the other side of "is" for "Mercantilism is an economic policy…". Null: the sentence without the term.
   */
  scope: TaggedToken[] | null;
  /** For a name given in passing, the words between the commas around it: where the name's own verb must stand. */
  clause?: TaggedToken[];
}

interface Match {
  text: string;
  start: number;
  end: number;
  held: number;
  sentence: IndexedSentence;
}

/** Share of the description's telling words (weighted by rarity) the sentence must hold. */
const HELD_SHARE = 0.8;
/** Share of the description's words, counted one by one. */
const HELD_COUNT = 0.75;
/** A tie that holds the description this nearly as well, with another term: not sure. */
const RIVAL_MARGIN = 0.12;
const MAX_TERM_WORDS = 6;
const MAX_DEFINITION_WORDS = 12;

// Words that ask for the term, never what it is about.
const ASKING = new Set(['term', 'terms', 'name', 'names', 'word', 'words', 'phrase', 'concept', 'called', 'call', 'known', 'named', 'termed', 'describes', 'describe', 'describing', 'refers', 'refer', 'today', 'also', 'now', 'usually', 'commonly', 'often']);
// Nouns that say "a term" and nothing about the kind of thing: "Which term describes…".
const GENERIC_CATEGORIES = /^(?:term|name|word|phrase|concept|one|thing|things|something|idea)$/i;
const NAMING = /^(?:called|named|termed|dubbed|nicknamed|titled)$/i;
const PRONOUN_ANSWER = /^(?:it|they|this|these|that|those|he|she|which|who|one|such|them|its|their)$/i;
const COPULA = /^(?:is|are|was|were)$/i;
const DETERMINERS = /^(?:a|an|the|this|that|these|those|his|her|its|their|our|your|my)$/i;
const NP_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);
const PART_NOUNS = /^(?:part|parts|region|regions|structure|structures)$/i;
const RANKING = /^(?:first|second|third|last|next|only|\p{Ll}+est)$/u;
const LIGHT_VERBS = /^(?:be|have|do|get|make|take|give|go|come|put|set|let|say|become)$/i;
// Words that may open the clause a doer stands in: "as the African plate pushed north…".
const CLAUSE_OPENERS = /^(?:as|when|while|after|before|because|since|until|that|and|but|so|where|whereas|although|though|once|if)$/i;

/** Reads the question as a description whose term is asked, or a term whose description is asked; null for any other question. */
export function readDefinitionAsk(stem: string): DefinitionAsk | null {
  const question = stem.trim().replace(/\s+/g, ' ').replace(/[?.]\s*$/, '').trim();
  let m = /^what (?:is|are|was|were) (.+?) (?:(?:also|now|today|commonly|usually|often|sometimes|generally) )*(?:called|named|termed|known as|referred to as)(?: today| now)?$/i.exec(question);
  if (m) return { form: 'term', described: m[1]!, category: headNoun(m[1]!) };
  // "What is the process called in which a response weakens?": the description goes on after "called".
  m = /^what (?:is|are|was|were) (.+?) (?:called|named|termed|known as) ((?:in|by|for|when|where|that|which|who|through|whereby)\b.+)$/i.exec(question);
  if (m) return { form: 'term', described: `${m[1]!} ${m[2]!}`, category: headNoun(m[1]!) };
  m = /^what (?:is|are|was|were) (?:the|a) (?:term|name|word) (?:for|given to|used for|used to describe) (.+)$/i.exec(question);
  if (m) return { form: 'term', described: m[1]!, category: null };
  m = /^(?:what|which) (?:term|word|name|concept|phrase) (?:describes|refers to|means|is used for|is used to describe|names|is given to) (.+)$/i.exec(question);
  if (m) return { form: 'term', described: m[1]!, category: null };
  // "What is social epidemiology?": a short term, its description asked.
  m = /^what (?:is|are) ((?:an? |the )?[\p{L}-]+(?: [\p{L}-]+){0,2})$/iu.exec(question);
  if (m && !/^(?:the|an?) /i.test(m[1]!) && !/\b(?:of|in|on|for|to)\b/i.test(m[1]!)) return { form: 'definition', described: m[1]!, category: null };
  // "What type of love is defined by passion…?", "Which is an economic policy based on…?", "What are the most commonly diagnosed…?"
  m = /^(?:what|which) (?:(?:type|kind|sort|form) of (\w+) |(\w+) )?(?:is|are|was|were) (.+)$/i.exec(question);
  // "What was Pluto named after?", "What is the town known for?" (s41): a preposition left at the end asks for its object, not
  // for a term the material ties to the words before it.
  if (m && /\s(?:after|for|of|from|by|with|about|to|in|on)$/i.test(m[3]!)) return null;
  if (m) {
    const category = m[1] ?? m[2] ?? null;
    if (category && !/^[a-z]+$/i.test(category)) return null;
    return { form: 'copula', described: m[3]!, category: category && !GENERIC_CATEGORIES.test(category) ? category : null };
  }
  // "Who crossed the Alps with war elephants in 218 BC?": a name the material ties to what the question says.
  m = /^who (.+)$/i.exec(question);
  if (m) return { form: 'who', described: m[1]!, category: null, ...doneVerb(tagSentence(question, 0), 1) };
  // "What holds the trachea open?": the doer of the verb.
  if (/^what /i.test(question)) {
    const tokens = tagSentence(question, 0);
    const verb = doneVerb(tokens, 1);
    if ('verb' in verb) return { form: 'doer', described: question.slice(tokens[1]!.start), category: null, ...verb };
  }
  // "Which enzyme in saliva begins breaking down starch?": the noun asked and what the question says of it.
  if (/^(?:what|which) /i.test(question)) {
    const tokens = tagSentence(question, 0);
    let at = 1;
    if (/^(?:type|kind|sort|form)$/i.test(tokens[1]?.text ?? '') && /^of$/i.test(tokens[2]?.text ?? '')) at = 3;
    while (at < tokens.length && at <= 4 && ['ADJ', 'PROPN'].includes(tokens[at]!.pos)) at++;
    const noun = tokens[at];
    if (!noun || noun.pos !== 'NOUN' || GENERIC_CATEGORIES.test(noun.text)) return null;
    return { form: 'which', described: question.slice(noun.start), category: noun.text, ...doneVerb(tokens, at + 1) };
  }
  return null;
}

/** The question's verb when it stands right after the asked word ("Which plate pushed…", "Who built…"; an adverb may stand between), as a term; not an auxiliary's ("did the emperor send"). */
function doneVerb(tokens: TaggedToken[], at: number): { verb: string } | Record<string, never> {
  let k = at;
  // "Which part of the brain controls…": the noun's own "of" phrase first.
  if (/^of$/i.test(tokens[k]?.text ?? '')) {
    k++;
    while (['DET', 'ADJ', 'NOUN', 'PROPN'].includes(tokens[k]?.pos ?? '')) {
      if (tokens[k]!.pos === 'NOUN' && ['VERB', 'ADV'].includes(tokens[k + 1]?.pos ?? '')) {
        k++;
        break;
      }
      // "the brain controls the rate", tagged as two nouns: the second, before its object's determiner, is the verb.
      if (tokens[k]!.pos === 'NOUN' && tokens[k + 1]?.pos === 'NOUN' && /s$/i.test(tokens[k + 1]!.text) && tokens[k + 2]?.pos === 'DET') {
        k++;
        break;
      }
      k++;
    }
  }
  while (tokens[k]?.pos === 'ADV') k++;
  const token = tokens[k];
  // The tagger calls a verb a noun now and then ("religion spread from India"): a noun right after the asked noun, before a preposition, is its verb.
  const verbLike = token?.pos === 'VERB' || (token?.pos === 'NOUN' && (k === at || tokens[k - 1]?.pos === 'NOUN') && ['ADP', 'DET'].includes(tokens[k + 1]?.pos ?? ''));
  if (!token || !verbLike || LIGHT_VERBS.test(token.lemma)) return {};
  const term = termOf(token.lemma) ?? termOf(token.text);
  return term ? { verb: term } : {};
}

/** "the dome-shaped sheet of muscle beneath the lungs" → "sheet": the last noun before a preposition or clause; none for a bare noun ("the larynx"), which is itself what is described. */
function headNoun(phrase: string): string | null {
  const tokens = tagSentence(phrase, 0);
  const end = tokens.findIndex((token) => ['ADP', 'PRON', 'VERB', 'AUX', 'SCONJ'].includes(token.pos) || /^(?:of|that|which|who)$/i.test(token.text));
  const head = tokens.slice(0, end < 0 ? tokens.length : end);
  const noun = head.filter((token) => token.pos === 'NOUN').at(-1);
  if (!noun || GENERIC_CATEGORIES.test(noun.text)) return null;
  return tokens.filter((token) => ['NOUN', 'PROPN', 'ADJ', 'VERB'].includes(token.pos)).length > 1 ? noun.text : null;
}

/** The term the material ties to the question's description (or the description to its term), or null when anything leaves doubt. */
export function findDefinition(stem: string, index: MaterialIndex): DefinitionAnswer | null {
  const ask = readDefinitionAsk(stem);
  if (!ask) return null;
  const categoryTerm = ask.category ? termOf(ask.category) : null;
  const described = describedTerms(ask.described).filter((term) => term !== categoryTerm);
  if (described.length === 0) return null;
  const weights = described.map((term) => (index.sentenceFrequency.has(term) ? inverseFrequency(index, term) : inverseFrequency(index, term) / 2));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const matches: Match[] = [];
  for (const sentence of index.sentences) {
    // Cheap first: a sentence holding under half of the description's words cannot hold it.
    const inSentence = described.filter((term) => sentence.terms.has(term)).length;
    if (inSentence < Math.min(described.length, Math.max(1, Math.ceil(described.length / 2)))) continue;
    const tokens = tagSentence(sentence.text, sentence.offset);
    for (const tie of [...readTies(tokens, ask.form), ...readAgents(tokens, ask.verb)]) {
      const match = weighTie(tie, tokens, sentence, ask, described, weights, total, categoryTerm);
      if (match) matches.push(match);
    }
  }
  if (matches.length === 0) return null;
  const best = matches.reduce((top, entry) => (entry.held > top.held ? entry : top));
  const same = (a: string, b: string) => normalise(a) === normalise(b) || normalise(a).includes(normalise(b)) || normalise(b).includes(normalise(a));
  if (matches.some((other) => other.held >= best.held - RIVAL_MARGIN && !same(other.text, best.text))) return null;
  const { sentence } = best;
  return { text: best.text, offset: best.start, length: best.end - best.start, sentence: { text: sentence.text, offset: sentence.offset, length: sentence.length } };
}

function describedTerms(text: string): string[] {
  const terms = findWords(text)
    .filter((word) => !ASKING.has(word.text.toLowerCase()))
    .flatMap((word) => termOf(word.text) ?? []);
  return [...new Set(terms)];
}

function weighTie(tie: Tie, tokens: TaggedToken[], sentence: IndexedSentence, ask: DefinitionAsk, described: string[], weights: number[], total: number, categoryTerm: string | null): Match | null {
  const answer = trimAnswer(tie.answer);
  if (answer.length === 0 || answer.length > (tie.kind === 'complement' && ask.form === 'definition' ? MAX_DEFINITION_WORDS : MAX_TERM_WORDS)) return null;
  if (PRONOUN_ANSWER.test(answer[0]!.text) || !answer.some((token) => ['NOUN', 'PROPN', 'NUM', 'ADJ'].includes(token.pos))) return null;
  if (isListMember(tokens, answer)) return null;
  const answerTerms = new Set(answer.flatMap((token) => [termOf(token.text), termOf(token.lemma)].filter((term): term is string => term !== null)));
  const rest = tie.scope ?? tokens.filter((token) => token.end <= answer[0]!.start || token.start >= answer.at(-1)!.end);
  const restTerms = new Set(rest.flatMap((token) => [termOf(token.text), termOf(token.lemma)].filter((term): term is string => term !== null)));
  const referentTerms = new Set(tie.referent.flatMap((token) => [termOf(token.text), termOf(token.lemma)].filter((term): term is string => term !== null)));
  if (ask.form === 'definition') {
    // "What is social epidemiology?": the subject is the term asked, word for word; the answer is what it is said to be.
    if (tie.kind !== 'complement' || referentTerms.size !== described.length || !described.every((term) => referentTerms.has(term))) return null;
    return toMatch(answer, 1, sentence);
  }
  if (tie.kind === 'complement' && ask.form !== 'copula' && ask.form !== 'who') return null;
  // "Who…?" is answered by a name only.
  // Its words are capitalised names, bar a hyphen or particle nameEnd keeps inside one ("Paul-Émile Lecoq de Boisbaudran").
  const capitalisedName = (token: TaggedToken) => token.pos === 'PROPN' && /^\p{Lu}/u.test(token.text);
  if (ask.form === 'who' && !(capitalisedName(answer[0]!) && capitalisedName(answer.at(-1)!) && answer.every((token, k) => capitalisedName(token) || (k > 0 && nameEnd(answer, k - 1) > k)))) return null;
  // "Who stayed in orbit…?" from "the lander Eagle touched down…, while Michael Collins stayed in orbit": a name given in
  // passing does what its own clause says, so the question's verb must be there.
  if (tie.clause && ask.verb && !tie.clause.some((token) => termOf(token.lemma) === ask.verb || termOf(token.text) === ask.verb) && tie.kind !== 'prefixed') return null;
  // "Which mission took tardigrades into space in 2007?" against "In 2007 tardigrades were carried into low Earth orbit on the
  // FOTON-M3 mission…": a name before its noun may be said with another verb (took / carried), but then every other telling
  // word of the question, a year or number among them and at least three in all, stands in the sentence.
  if (tie.kind === 'prefixed') {
    const verbTerms = new Set(tagSentence(ask.described, 0).filter((token) => token.pos === 'VERB').flatMap((token) => [termOf(token.text), termOf(token.lemma)]));
    const others = described.filter((term) => !verbTerms.has(term));
    const restTerms = new Set(tokens.filter((token) => token.end <= answer[0]!.start || token.start >= answer.at(-1)!.end).flatMap((token) => [termOf(token.text), termOf(token.lemma)]));
    if (!categoryTerm || !referentTerms.has(categoryTerm) || described.some((term) => answerTerms.has(term))) return null;
    if (others.length < 3 || !others.some((term) => /^\d/.test(term)) || !others.every((term) => restTerms.has(term))) return null;
    return toMatch(answer, 1, sentence);
  }
  // The term says something new: "public goods" may repeat the asked noun "goods", never the description.
  if (described.some((term) => answerTerms.has(term))) return null;
  // The asked noun is the noun the tie names ("an enzyme called amylase"), or the term itself ("the Bactrian camel").
  if (tie.kind === 'agent') {
    // The doer is of the kind asked: the noun itself ("the African tectonic plate") or a name ("Buddhism" for "Which religion…").
    // "Which part of the brain…": a part is named by what it is ("the brainstem").
    if (categoryTerm && !answerTerms.has(categoryTerm) && answer.at(-1)!.pos !== 'PROPN' && !PART_NOUNS.test(ask.category ?? '')) return null;
  } else if (categoryTerm && !referentTerms.has(categoryTerm) && !answerTerms.has(categoryTerm)) return null;
  if (ask.form === 'which' && !categoryTerm) return null;
  // A single telling word must be the very noun the term is tied to ("the larynx, or voice box").
  if (described.length === 1 && !referentTerms.has(described[0]!)) return null;
  let held = 0;
  let count = 0;
  described.forEach((term, i) => {
    if (restTerms.has(term)) {
      held += weights[i]!;
      count++;
    }
  });
  if (held / total < HELD_SHARE || count / described.length < HELD_COUNT) return null;
  return toMatch(answer, held / total, sentence);
}

/**
 * "the British economist John Maynard Keynes and Harry Dexter White of the United States Treasury": an answer joined by
 * "and"/"or" to another phrase is one of several, and what the sentence says may belong to the other.
 */
function isListMember(tokens: TaggedToken[], answer: TaggedToken[]): boolean {
  const first = tokens.indexOf(answer[0]!);
  const last = tokens.indexOf(answer.at(-1)!);
  const joins = (token: TaggedToken | undefined) => /^(?:and|or|&)$/i.test(token?.text ?? '');
  const phrase = (token: TaggedToken | undefined) => ['NOUN', 'PROPN', 'DET', 'ADJ', 'NUM'].includes(token?.pos ?? '');
  return (joins(tokens[last + 1]) && phrase(tokens[last + 2])) || (joins(tokens[first - 1]) && phrase(tokens[first - 2]));
}

function toMatch(answer: TaggedToken[], held: number, sentence: IndexedSentence): Match {
  const start = answer[0]!.start;
  const end = answer.at(-1)!.end;
  return { text: sentence.text.slice(start - sentence.offset, end - sentence.offset), start, end, held, sentence };
}

/** Without its leading article or quote marks, and without a trailing "of"/"and". */
function trimAnswer(words: TaggedToken[]): TaggedToken[] {
  let from = 0;
  let to = words.length;
  while (from < to && (/^["“”'‘’(]$/.test(words[from]!.text) || /^(?:a|an|the)$/i.test(words[from]!.text))) from++;
  while (to > from && (/^["“”'‘’),]$/.test(words[to - 1]!.text) || /^(?:of|and|or|the|a|an)$/i.test(words[to - 1]!.text))) to--;
  return words.slice(from, to);
}

/** The noun phrase that starts at `at`: determiners, adjectives, nouns, names, numbers, "of" between nouns; quote marks kept inside. */
function phraseFrom(tokens: TaggedToken[], at: number): TaggedToken[] {
  // 'a paper titled "Experiments on Plant Hybridization"': a quoted name runs to its closing quote, whatever its words.
  if (/^["“‘']$/.test(tokens[at]?.text ?? '')) return quotedFrom(tokens, at);
  const words: TaggedToken[] = [];
  for (let i = at; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (/^["“”‘’']$/.test(token.text) || token.text === '-') {
      words.push(token);
      continue;
    }
    if (NP_TAGS.has(token.pos) || (token.pos === 'VERB' && /-/.test(token.text)) || isMistaggedPluralNoun(tokens, i)) {
      words.push(token);
      continue;
    }
    // "the policy of containment": "of" joins two nouns.
    if (/^of$/i.test(token.text) && words.length > 0 && NP_TAGS.has(tokens[i + 1]?.pos ?? '')) {
      words.push(token);
      continue;
    }
    // "resources and money": "and" joins two nouns of one phrase when no verb follows.
    if (/^and$/i.test(token.text) && words.length > 0 && ['NOUN'].includes(words.at(-1)!.pos) && ['NOUN'].includes(tokens[i + 1]?.pos ?? '') && !['VERB', 'AUX'].includes(tokens[i + 2]?.pos ?? '')) {
      words.push(token);
      continue;
    }
    break;
  }
  // A phrase ends on its noun: "the Han capital" not "the Han capital which".
  while (words.length > 0 && !['NOUN', 'PROPN', 'NUM'].includes(words.at(-1)!.pos) && !/^["”’']$/.test(words.at(-1)!.text) && !isMistaggedPluralNoun(tokens, tokens.indexOf(words.at(-1)!))) words.pop();
  return words;
}

/** The quoted words that open at `at`, quote marks kept; empty when the quote does not close within a title's length. */
function quotedFrom(tokens: TaggedToken[], at: number): TaggedToken[] {
  for (let end = at + 1; end < tokens.length && end - at <= MAX_TERM_WORDS + 1; end++) {
    if (/^["”’']$/.test(tokens[end]!.text)) return end > at + 1 ? tokens.slice(at, end + 1) : [];
  }
  return [];
}

/** The noun phrase that ends right before `at`: back over adjectives, nouns, names, an "of" between nouns, to its determiner. */
function phraseBefore(tokens: TaggedToken[], at: number): TaggedToken[] {
  const words: TaggedToken[] = [];
  for (let i = at - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(token.pos) || (/^of$/i.test(token.text) && words.length > 0 && NP_TAGS.has(tokens[i - 1]?.pos ?? ''))) {
      words.unshift(token);
      continue;
    }
    if (token.pos === 'DET' || DETERMINERS.test(token.text)) words.unshift(token);
    break;
  }
  // "a liquid called magma": the tagger may call a noun after "a" an adjective.
  const nounLike = words.some((token) => ['NOUN', 'PROPN'].includes(token.pos)) || (words.length >= 2 && DETERMINERS.test(words[0]!.text) && words.at(-1)!.pos === 'ADJ');
  return nounLike ? words : [];
}

/**
 * Where a name that starts at `at` ends: its capitalised words, a hyphen between two of them written without spaces
 * ("Paul-Émile", "Jean-Paul"), and a small particle before the next capitalised word ("Lecoq de Boisbaudran",
 * "Ludwig van Beethoven").
 */
function nameEnd(tokens: TaggedToken[], at: number): number {
  const capitalised = (token: TaggedToken | undefined) => token !== undefined && token.pos === 'PROPN' && /^\p{Lu}/u.test(token.text);
  let end = at;
  while (end < tokens.length) {
    const token = tokens[end]!;
    const next = tokens[end + 1];
    if (capitalised(token)) end++;
    else if (end > at && token.text === '-' && token.start === tokens[end - 1]!.end && next !== undefined && next.start === token.end && /^\p{Lu}/u.test(next.text)) end++;
    else if (end > at && /^(?:de|da|di|du|del|della|der|van|von|le|la|bin|ibn)$/.test(token.text) && capitalised(next)) end++;
    else break;
  }
  return end;
}

/** Every tie between a term and a description the sentence states. */
function readTies(tokens: TaggedToken[], form: AskForm): Tie[] {
  const ties: Tie[] = [];
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    // "an enzyme called amylase", "which is known today as Xi'an", "…, a process called extinction".
    const naming = NAMING.test(token.text) && !/^(?:has|have|had)$/i.test(previous?.text ?? '') ? i + 1 : /^known$/i.test(token.text) ? knownAs(tokens, i) : -1;
    if (naming > 0) {
      // "named a programming language Ada": a verb with its object before the name is no naming of the noun before.
      if (['NOUN', 'PROPN', 'ADJ'].includes(tokens[naming]?.pos ?? '') && /^(?:a|an|the)$/i.test(tokens[naming]?.text ?? '')) return;
      if (/^(?:a|an|the)$/i.test(tokens[naming]?.text ?? '') && tokens[naming + 2] && /^(?:a|an|the)$/i.test(tokens[naming]!.text) && ['PROPN'].includes(tokens[naming + 3]?.pos ?? '') && tokens[naming + 1]?.pos !== 'PROPN') return;
      const answer = phraseFrom(tokens, naming);
      if (answer.length === 0) return;
      // The name ends where the phrase does: "known as the 'Lit & Phil'" is not "Lit".
      const after = tokens[naming + answer.length];
      if (after && (['SYM', 'X', 'NUM'].includes(after.pos) || /^[&+/]$/.test(after.text))) return;
      // "He called the painters Impressionists": an object between verb and name is no term of the noun before.
      if (answer.length >= 3 && answer.some((word) => word.pos === 'NOUN') && answer.at(-1)!.pos === 'PROPN' && answer[0]!.pos === 'DET') return;
      let back = i;
      while (back > 0 && /^(?:is|are|was|were|be|been|became|become|also|now|today|commonly|usually|often|sometimes|generally|simply|which|that|who|,|come|came|to)$/i.test(tokens[back - 1]!.text)) back--;
      // "Molten rock that cools slowly is called granite": the subject the passive names, when no noun stands right before.
      const passive = /^(?:is|are|was|were)$/i.test(previous?.text ?? '') || /^(?:is|are|was|were)$/i.test(tokens[i - 2]?.text ?? '');
      const chain = referentChain(tokens, back);
      ties.push({ kind: 'named', answer, referent: chain.length === 0 && passive ? phraseFrom(tokens, 0) : chain, scope: null });
      return;
    }
    // "the larynx, or voice box,": the same thing under two names.
    if (/^or$/i.test(token.text) && previous?.text === ',') {
      const before = phraseBefore(tokens, i - 1);
      const after = phraseFrom(tokens, i + 1);
      const closes = tokens[i + 1 + after.length];
      if (before.length > 0 && after.length > 0 && after.length <= 3 && (!closes || /^[,.;:)]$/.test(closes.text))) {
        ties.push({ kind: 'alias', answer: after, referent: before, scope: before });
        ties.push({ kind: 'alias', answer: before, referent: after, scope: after });
      }
      return;
    }
    // "the diaphragm, a dome-shaped sheet of muscle beneath the lungs", "Hessians, German mercenaries hired by…".
    if (token.text === ',' && i > 0) {
      const before = phraseBefore(tokens, i);
      const after = phraseFrom(tokens, i + 1);
      if (before.length === 0 || after.length < 2 || before.length > 4) return;
      // A list ("Monet, Renoir, Degas") is no appositive: the phrase after must not be one more item.
      const closing = tokens[i + 1 + after.length];
      if (closing?.text === ',' && /^(?:and|or)$/i.test(tokens[i + 2 + after.length]?.text ?? '')) return;
      if (after.every((word) => word.pos === 'PROPN') || !(/^(?:a|an|the)$/i.test(after[0]!.text) || after[0]!.pos === 'ADJ' || after[0]!.pos === 'PROPN' || (after[0]!.pos === 'NOUN' && /^\p{Ll}/u.test(after[0]!.text)))) return;
      // "In the nineteenth century, the Industrial Revolution created…": an opening phrase and the subject after it.
      const opening = tokens.indexOf(before[0]!);
      if (opening > 0 && tokens.slice(0, opening).every((word) => word.pos === 'ADP' || word.pos === 'DET')) return;
      // The phrase after the comma stands alone ("…, a dome-shaped sheet of muscle.") or runs on as a participle or relative clause, never as the sentence's verb.
      const next = tokens[i + 1 + after.length];
      const follows = tokens[i + 2 + after.length];
      const stands = !next || /^[,.;:)]$/.test(next.text) || /^(?:that|which|who|whose|in|on|at|of|for|with|from|between|beneath|below|above|inside|within)$/i.test(next.text) || (/(?:ed|en)$/i.test(next.text) && /^(?:by|to|in|as|from|for|on|at|with)$/i.test(follows?.text ?? ''));
      if (!stands) return;
      // The description runs on past the phrase ("…hired by Great Britain to put down…"), to the next comma or the end.
      let end = i + 1 + after.length;
      while (end < tokens.length && !/^[,;:.]$/.test(tokens[end]!.text)) end++;
      const described = tokens.slice(i + 1, end);
      // "an encampment of Hessians, German mercenaries…": the appositive is of the nearest noun.
      const of = before.map((word) => word.text.toLowerCase()).lastIndexOf('of');
      ties.push({ kind: 'appositive', answer: of >= 0 ? before.slice(of + 1) : before, referent: described, scope: described });
      return;
    }
    // "by the MESSENGER spacecraft", "on the FOTON-M3 mission" (s39, s41): a name right before the common noun it names, after
    // "the"; the noun is its referent ("Which spacecraft…?", "Which mission…?").
    if (token.pos === 'NOUN' && /^\p{Ll}/u.test(token.text) && previous?.pos === 'PROPN' && /^\p{Lu}/u.test(previous.text) && form === 'which') {
      let from = i - 1;
      while (from > 0 && tokens[from - 1]!.pos === 'PROPN' && /^\p{Lu}/u.test(tokens[from - 1]!.text)) from--;
      const next = tokens[i + 1];
      const ends = !next || /^[,.;:)]$/.test(next.text) || ['ADP', 'CCONJ', 'VERB', 'AUX'].includes(next.pos);
      if (/^the$/i.test(tokens[from - 1]?.text ?? '') && ends) {
        ties.push({ kind: 'prefixed', answer: tokens.slice(from, i), referent: [token], scope: null, clause: ownClause(tokens, from, i + 1) });
        return;
      }
    }
    // "the Norwegian explorer Roald Amundsen", "their mechanic Charlie Taylor": a common noun right before a name.
    // "The first European to chart it": an ordinal or superlative before a name ranks it; it is no title.
    if (token.pos === 'PROPN' && ['NOUN', 'ADJ'].includes(previous?.pos ?? '') && /^\p{Lu}/u.test(token.text) && /^\p{Ll}/u.test(previous!.text) && !RANKING.test(previous!.text)) {
      const end = nameEnd(tokens, i);
      // "the French chemist Paul-Émile Lecoq…" read only up to a glued mark it cannot place ("Paul" + "-"): no name.
      if (tokens[end] && tokens[end]!.start === tokens[end - 1]!.end && tokens[end]!.pos === 'PUNCT' && !/^[,.;:)'’]$/.test(tokens[end]!.text)) return;
      const referent = phraseBefore(tokens, i);
      // "the bacterium Yersinia pestis," (s41): a one-word name that runs on into a lower-case word closing the phrase is a
      // two-word name (a genus and its species), answered whole. (Any other tie stays as it was, even a cut one: it may be the
      // rival that keeps a wrong tie from being answered.)
      const runsOn = tokens[end];
      const closes = !tokens[end + 1] || /^[,.;:)]$/.test(tokens[end + 1]!.text);
      if (runsOn && /^\p{Ll}/u.test(runsOn.text) && ['NOUN', 'X', 'ADJ'].includes(runsOn.pos) && end - i === 1 && closes) {
        ties.push({ kind: 'titled', answer: tokens.slice(i, end + 1), referent, scope: null, clause: ownClause(tokens, i, end + 1) });
        return;
      }
      ties.push({ kind: 'titled', answer: tokens.slice(i, end), referent, scope: null, clause: ownClause(tokens, i, end) });
      return;
    }
    // "Mercantilism is an economic policy based on…", "The most common mental disorders … are anxiety disorders".
    if (COPULA.test(token.text) && form !== 'term' && form !== 'which') {
      const subject = tokens.slice(0, i);
      // The subject opens the sentence (no clause before it) and has no verb of its own, bar a relative clause.
      if (subject.length === 0 || subject.some((word) => /^[,;:]$/.test(word.text))) return;
      const relative = subject.findIndex((word) => /^(?:that|which|who)$/i.test(word.text));
      const head = relative >= 0 ? subject.slice(0, relative) : subject;
      if (head.some((word) => ['VERB', 'AUX', 'PRON'].includes(word.pos)) || head.length === 0) return;
      let from = i + 1;
      if (/^(?:defined|characterized|characterised)$/i.test(tokens[from]?.text ?? '') && /^(?:as|by)$/i.test(tokens[from + 1]?.text ?? '')) from += 2;
      const complement = phraseFrom(tokens, from);
      if (complement.length === 0) return;
      ties.push({ kind: 'subject', answer: head, referent: tokens.slice(from), scope: tokens.slice(from) });
      // What the subject is: "anxiety disorders" (up to a relative clause), or the whole definition for "What is X?".
      const whole = form === 'definition' ? untilClauseEnd(tokens, from) : complement;
      ties.push({ kind: 'complement', answer: whole, referent: head, scope: subject });
      return;
    }
    // "Polarization means that…", "X refers to…": only the term is answered.
    if (/^(?:means|refers)$/i.test(token.text) && i > 0 && i <= 4) {
      const head = tokens.slice(0, i);
      if (head.some((word) => !NP_TAGS.has(word.pos))) return;
      ties.push({ kind: 'defined', answer: head, referent: tokens.slice(i + 1), scope: tokens.slice(i + 1) });
    }
  });
  return ties;
}

/**
 * The doer of the question's verb in the sentence: the noun phrase right before it, where it opens its clause
 * ("Buddhism spread from India…", "as the African tectonic plate pushed north…"), or the one after "by" when
 * the verb is passive ("is held open by C-shaped rings of cartilage", "is controlled by the brainstem").
 */
function readAgents(tokens: TaggedToken[], verb: string | undefined): Tie[] {
  if (!verb) return [];
  const ties: Tie[] = [];
  tokens.forEach((token, i) => {
    if (termOf(token.lemma) !== verb && termOf(token.text) !== verb) return;
    // A verb, or a word the tagger calls a noun where a verb stands: after a name that opens the sentence, before a preposition ("Buddhism spread from…").
    if (token.pos !== 'VERB' && !(token.pos === 'NOUN' && tokens[i - 1]?.pos === 'PROPN' && tokens[i + 1]?.pos === 'ADP')) return;
    let back = i;
    while (back > 0 && tokens[back - 1]!.pos === 'ADV') back--;
    const auxiliary = tokens[back - 1];
    if (auxiliary && /^(?:is|are|was|were|be|been|being)$/i.test(auxiliary.text)) {
      // Passive: the agent after "by", a short phrase ("open", "mainly") between.
      for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
        if (/^by$/i.test(tokens[k]!.text)) {
          const agent = phraseFrom(tokens, k + 1);
          // The name ends where the phrase does: "owned by the Disney–ABC Television Group" is not "Disney".
          const next = tokens[k + 1 + agent.length];
          if (next && next.pos === 'PUNCT' && !/^[,.;:)]$/.test(next.text)) return;
          if (agent.length > 0) ties.push({ kind: 'agent', answer: agent, referent: [], scope: null });
          return;
        }
        if (!['ADV', 'ADJ', 'ADP'].includes(tokens[k]!.pos) || /^(?:by)$/i.test(tokens[k]!.text)) return;
      }
      return;
    }
    const subject = phraseBefore(tokens, back);
    if (subject.length === 0) return;
    const opener = tokens[tokens.indexOf(subject[0]!) - 1];
    // The subject opens its clause: at the start, after a comma or a word that opens a clause, never inside a phrase ("the end of the war began").
    if (opener && opener.text !== ',' && !CLAUSE_OPENERS.test(opener.text)) return;
    const of = subject.map((word) => word.text.toLowerCase()).indexOf('of');
    if (of >= 0) return;
    // The question's words must be in the doer's own clause: "Building on Becquerel's discovery that uranium gives off rays,
    // the Curies discovered two new elements" does not say who discovered that uranium gives off rays.
    const start = tokens.indexOf(subject[0]!);
    const clauseStart = Math.max(0, ...tokens.slice(0, start).map((word, k) => (word.text === ',' || word.text === ';' ? k + 1 : 0)));
    ties.push({ kind: 'agent', answer: subject, referent: [], scope: [...tokens.slice(clauseStart, start), ...tokens.slice(i)] });
  });
  return ties;
}

/** The words between the commas (or ";", ":") around tokens[from, to) (the answer), without the answer. */
function ownClause(tokens: TaggedToken[], from: number, to: number): TaggedToken[] {
  let start = from;
  while (start > 0 && !/^[,;:]$/.test(tokens[start - 1]!.text)) start--;
  let end = to;
  while (end < tokens.length && !/^[,;:.]$/.test(tokens[end]!.text)) end++;
  return [...tokens.slice(start, from), ...tokens.slice(to, end)];
}

function untilClauseEnd(tokens: TaggedToken[], from: number): TaggedToken[] {
  let end = from;
  while (end < tokens.length && !/^[,;:.]$/.test(tokens[end]!.text)) end++;
  return tokens.slice(from, end);
}

/** "known as X", "known today as X": the index of X, or -1. */
function knownAs(tokens: TaggedToken[], at: number): number {
  for (let k = at + 1; k <= at + 3 && k < tokens.length; k++) {
    if (/^as$/i.test(tokens[k]!.text)) return k + 1;
    if (!/^(?:today|now|commonly|also|widely|locally|collectively)$/i.test(tokens[k]!.text)) return -1;
  }
  return -1;
}

/** The noun phrase a naming verb names, with the phrase it stands in apposition to ("Chang'an, the Han capital, which is known as…"). */
function referentChain(tokens: TaggedToken[], at: number): TaggedToken[] {
  const near = phraseBefore(tokens, at);
  if (near.length === 0) return [];
  const first = tokens.indexOf(near[0]!);
  if (tokens[first - 1]?.text === ',' || (tokens[first - 1]?.pos === 'ADV' && tokens[first - 2]?.text === ',')) {
    const comma = tokens[first - 1]?.text === ',' ? first - 1 : first - 2;
    let outer = phraseBefore(tokens, comma);
    // "the molten rock below the surface, a liquid called magma": the phrase reaches back over its prepositions.
    for (let hops = 0; hops < 2 && outer.length > 0; hops++) {
      const at = tokens.indexOf(outer[0]!);
      if (tokens[at - 1]?.pos !== 'ADP' || /^(?:of)$/i.test(tokens[at - 1]!.text)) break;
      const further = phraseBefore(tokens, at - 1);
      if (further.length === 0) break;
      outer = [...further, tokens[at - 1]!, ...outer];
    }
    if (outer.length > 0 && outer.length <= 9) return [...outer, ...near];
  }
  return near;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/["“”‘’'(),.]/g, ' ')
    .replace(/\b(?:a|an|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
