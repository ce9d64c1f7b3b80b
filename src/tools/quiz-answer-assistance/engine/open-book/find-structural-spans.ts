import { termOf } from '../read/content-words';
import type { TaggedToken } from './tag-sentence';
import { isMistaggedPluralNoun } from './mistagged-plural-noun';
import { samePhrasalActVerbs } from '../read/verb-paraphrases';

/**
 * Answers that stand in a fixed place of the sentence, whatever their kind: the name after "called"
 * ("tiny filtering units called nephrons"), the subject of the question's verb ("[the pituitary gland]
 * releases…" for "Which gland releases…?", "…caused by [the bacterium Yersinia pestis]"), and the name
 * a noun introduces ("Its largest tributary, [the Missouri], …", "[Mount Everest] … is the highest
 * mountain"). Each returns every span it finds; find-stated-fact.ts answers only when the claim that
 * holds the question gives exactly one.
 */
export interface Span {
  words: TaggedToken[];
}

const NOUN_PHRASE_TAGS = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);
const DETERMINERS = /^(?:the|a|an|its|their|his|her|this|these|that|those)$/i;
const RELATIVES = /^(?:which|that|who)$/i;
/** Asked with "what… called?": the name comes after one of these in the material. */
const NAMING = /^(?:called|named|termed)$/i;

/** "What are the small pores… called?", "What is very rapid inflation known as?", "What name is (sometimes) given to…?" */
export function asksForName(stem: string): boolean {
  // "What nickname did Walpole earn…?": the nickname the material gives ("earning the nickname Screen-Master General").
  if (/^\s*(?:what|which)\s+nickname\s+(?:did|does|do|was|were|is|had|has)\b/i.test(stem)) return true;
  return /\b(?:called|named|termed|known as)\s*\??\s*$/i.test(stem) || /^\s*what\s+(?:is|are|was|were)\b.*\b(?:called|known as)\b/i.test(stem) || /^\s*what\s+(?:name|term)\s+(?:is|are|was|were)\s+(?:(?:sometimes|often|usually|commonly|also|now|generally|still)\s+)?given\b/i.test(stem);
}

/** The noun phrase a "called"/"known as" introduces: "called stomata", "known as the Suez Crisis". */
export function findCalledSpans(tokens: TaggedToken[]): Span[] {
  const spans: Span[] = [];
  tokens.forEach((token, i) => {
    let at = -1;
    if (NAMING.test(token.text)) at = i + 1;
    // "the nickname Screen-Master General", "the nickname of 'the Iron Duke'": a capitalised name right after the noun.
    else if (/^nicknames?$/i.test(token.text) && token.pos !== 'VERB') at = /^of$/i.test(tokens[i + 1]?.text ?? '') ? i + 2 : i + 1;
    else if (/^known$/i.test(token.text) && /^as$/i.test(tokens[i + 1]?.text ?? '')) at = i + 2;
    if (at < 0) return;
    // 'a ceremony called the "Wedding of the Waters"': a quoted name runs to its closing quote (s39).
    const quoted = readQuotedName(tokens, at);
    const words = quoted ?? readPhraseForward(tokens, at);
    if (words.length > 0) spans.push({ words });
  });
  return spans;
}

/** The words of a short quoted name at `at` (past one "the"), without its quotes; null when no quote opens there. */
function readQuotedName(tokens: TaggedToken[], at: number): TaggedToken[] | null {
  const open = /^the$/i.test(tokens[at]?.text ?? '') ? at + 1 : at;
  if (!/^["“]$/.test(tokens[open]?.text ?? '')) return null;
  const close = tokens.findIndex((token, k) => k > open && /^["”]$/.test(token.text));
  const inside = close > open + 1 && close - open <= 8 ? tokens.slice(open + 1, close) : [];
  // A name, not a clause: no stop mark inside, and its first word capitalised.
  return inside.length > 0 && /^\p{Lu}/u.test(inside[0]!.text) && !inside.some((token) => /^[.;:!?,]$/.test(token.text)) ? inside : null;
}

/** The question's verb after "what/which N": "releases" in "Which gland releases antidiuretic hormone?" (the tagger may call it a noun). */
export interface SubjectAsk {
  /** Terms of the verb: the material may say it in another tense. */
  verb: string[];
  /** "gland" — the noun the answer is one of. */
  category: string | null;
  /** "up" in "What element makes up most of the Sun?": a phrasal verb is another verb than the bare one ("makes the Sun shine"). */
  particle?: string | null;
  /** "issue" for "brought out": the passage's one word for the phrasal verb, matched without the particle. */
  paraphrases?: string[];
  /** "Which drug is used to…?": the subject of the same passive in the material ("epinephrine is used to…"). */
  passive?: boolean;
}

const BE_FORMS = /^(?:is|are|was|were)$/i;

/**
 * "Which class of antibody is found in mucus?", "What drug is used to counteract…?": a question whose verb is a
 * passive right after the asked noun; the answer is the subject of that passive in the material.
 */
export function readPassiveSubjectAsk(tokens: TaggedToken[]): SubjectAsk | null {
  const words = tokens.filter((token) => token.pos !== 'PUNCT');
  if (!/^(?:what|which)$/i.test(words[0]?.text ?? '')) return null;
  let i = 1;
  while (words[i] && (['ADJ', 'NOUN', 'PROPN'].includes(words[i]!.pos) || (/^of$/i.test(words[i]!.text) && (['NOUN', 'ADJ'].includes(words[i + 1]?.pos ?? '') || DETERMINERS.test(words[i + 1]?.text ?? ''))) || (DETERMINERS.test(words[i]!.text) && /^of$/i.test(words[i - 1]!.text)))) i++;
  if (!BE_FORMS.test(words[i]?.text ?? '')) return null;
  let v = i + 1;
  while (words[v]?.pos === 'ADV') v++;
  const verb = words[v];
  // "What is the capital of…" and "What is bronze made of?" are other questions: the verb must follow "is" at once.
  // "Which lobe is responsible for…?": an adjective with its preposition reads as the same kind of claim.
  const adjective = verb?.pos === 'ADJ' && /^(?:for|to|in|of|with|from|on)$/i.test(words[v + 1]?.text ?? '');
  if (!verb || (verb.pos !== 'VERB' && !adjective) || /ing$/i.test(verb.text) || v + 1 >= words.length) return null;
  const forms = [termOf(verb.text), termOf(verb.lemma)].filter((term): term is string => term !== null);
  if (forms.length === 0) return null;
  const ofAt = words.findIndex((word, k) => k > 1 && k < i && /^of$/i.test(word.text));
  const category = i > 1 ? words[(ofAt > 0 ? ofAt : i) - 1]!.lemma.toLowerCase() : null;
  return { verb: [...new Set(forms)], category, particle: null, passive: true };
}

/** "epinephrine … is routinely used to counteract…": the noun phrase before the same "is (adverb) verb". */
function findPassiveSubjects(tokens: TaggedToken[], ask: SubjectAsk): Span[] {
  const spans: Span[] = [];
  tokens.forEach((token, i) => {
    const forms = [termOf(token.text), termOf(token.lemma)];
    if (!forms.some((form) => form !== null && ask.verb.includes(form))) return;
    let k = i - 1;
    while (k >= 0 && tokens[k]!.pos === 'ADV' && !/^(?:not|never)$/i.test(tokens[k]!.text)) k--;
    if (k < 0 || !(tokens[k]!.lemma === 'be' || BE_FORMS.test(tokens[k]!.text))) return;
    k--;
    // "…, which is found in…": the relative stands for a phrase this rule does not resolve.
    if (k < 0 || RELATIVES.test(tokens[k]!.text) || tokens[k]!.pos === 'PRON') return;
    const words = readPhraseBackward(tokens, k);
    if (words.length === 0) return;
    let governor = k - words.length;
    while (governor >= 0 && DETERMINERS.test(tokens[governor]!.text)) governor--;
    if (governor >= 0 && ['VERB', 'ADP'].includes(tokens[governor]!.pos)) return;
    // "much land and housing is held…": the last of a list is not the whole subject.
    if (governor >= 0 && tokens[governor]!.pos === 'CCONJ') return;
    // "The only lobe is…" restates the asked noun; "the frontal lobe is…" names one.
    const naming = words.slice(0, -1).filter((word) => word.pos !== 'NUM' && !/^(?:only|same|other|first|main|one|two|three)$/i.test(word.text));
    if (words[words.length - 1]!.lemma.toLowerCase() === ask.category && naming.length === 0 && !words.some((word) => word.pos === 'PROPN')) return;
    spans.push({ words: dropTitle(words, ask.category) });
  });
  return spans.filter((span) => fitsCategory(span.words, tokens, ask.category));
}

const PARTICLES = /^(?:up|out|off|down|over|away)$/i;

/**
 * "What/Which N verb …?" asks for the subject of the verb. The verb is the first word after the noun
 * that is tagged a verb or looks like one ("releases", "rescued") and is not the question's last word.
 */
export function readSubjectAsk(tokens: TaggedToken[]): SubjectAsk | null {
  const words = tokens.filter((token) => token.pos !== 'PUNCT');
  if (!/^(?:what|which)$/i.test(words[0]?.text ?? '')) return null;
  // "What stops blood…?", "What forms over…?": no noun before the verb.
  const bareVerb = /^what$/i.test(words[0]!.text) && /^[a-z]+(?:ed|es|s)$/.test(words[1]?.text ?? '') && !/(?:ss|us|is)$/.test(words[1]!.text) && words[1]!.pos !== 'AUX' && ['DET', 'NOUN', 'ADJ', 'ADP'].includes(words[2]?.pos ?? '');
  let i = 1;
  if (!bareVerb) {
    // "What group of cells starts…": the noun may take an "of" phrase.
    // Of two "-s" words in a row the second is the verb: "cells controls", "gland releases".
    // "Which part of a neuron contains…": an article may open the "of" phrase.
    // "Which British scientist worked out…": a name before the noun describes it, as an adjective would.
    while (words[i] && (words[i]!.pos === 'ADJ' || (i === 1 && words[i]!.pos === 'PROPN' && words[i + 1]?.pos === 'NOUN') || (words[i]!.pos === 'NOUN' && (!looksLikeVerb(words, i) || (words[i + 1]?.pos !== 'VERB' && looksLikeVerb(words, i + 1)))) || (/^of$/i.test(words[i]!.text) && i > 1 && (words[i + 1]?.pos === 'NOUN' || (/^(?:a|an|the)$/i.test(words[i + 1]?.text ?? '') && words[i + 2]?.pos === 'NOUN'))) || (/^(?:a|an|the)$/i.test(words[i]!.text) && /^of$/i.test(words[i - 1]?.text ?? '')))) i++;
  }
  const verb = words[i];
  // "What is…", "What did…" are other questions.
  if (!verb || i + 1 >= words.length || verb.pos === 'AUX' || !(verb.pos === 'VERB' || looksLikeVerb(words, i) || bareVerb)) return null;
  const forms = [termOf(verb.text), termOf(verb.lemma)].filter((term): term is string => term !== null);
  if (forms.length === 0) return null;
  // The noun before any "of" phrase: "group" in "What group of cells…".
  const ofAt = words.findIndex((word, k) => k > 1 && k < i && /^of$/i.test(word.text));
  const category = i > 1 ? words[(ofAt > 0 ? ofAt : i) - 1]!.lemma.toLowerCase() : null;
  const particle = PARTICLES.test(words[i + 1]?.text ?? '') ? words[i + 1]!.text.toLowerCase() : null;
  const paraphrases = samePhrasalActVerbs(verb.lemma, particle ?? undefined).flatMap((other) => termOf(other) ?? []);
  return { verb: [...new Set(forms)], category, particle, ...(paraphrases.length > 0 ? { paraphrases } : {}) };
}

/** "releases antidiuretic hormone", "rescued the survivors": an -s/-ed word after a noun, followed by more of the question. */
function looksLikeVerb(words: TaggedToken[], at: number): boolean {
  const word = words[at]!;
  if (at < 2 || word.pos === 'VERB') return at >= 2 && word.pos === 'VERB';
  // "Which rivers flow through…": after a plural noun the verb has no "-s".
  const afterPlural = /^[a-z]+s$/.test(words[at - 1]!.text) && !/ss$/.test(words[at - 1]!.text) && /^[a-z]+$/.test(word.text) && !/s$/.test(word.text) && ['DET', 'ADP'].includes(words[at + 1]?.pos ?? '');
  return afterPlural || (/^[a-z]+(?:ed|es|s)$/.test(word.text) && !/(?:ss|us|is)$/.test(word.text) && ['DET', 'NOUN', 'ADJ', 'ADP', 'PROPN', 'NUM'].includes(words[at + 1]?.pos ?? ''));
}

/**
 * The name right after the comma that closes a plain noun phrase ("a student, Heinrich d'Arrest"), when it ends the sentence
 * or its own comma closes it; empty when the phrase holds a name itself or what follows is no name alone.
 */
function appositiveName(tokens: TaggedToken[], comma: number, phrase: TaggedToken[]): TaggedToken[] {
  if (tokens[comma]?.text !== ',' || phrase.some((word) => /^\p{Lu}/u.test(word.text)) || phrase.at(-1)?.pos !== 'NOUN') return [];
  const name: TaggedToken[] = [];
  let k = comma + 1;
  // "d'Arrest", "van Gogh": a lower-case part the tagger reads as part of the name goes with it, after its first word.
  while (tokens[k] && tokens[k]!.pos !== 'PUNCT' && (/^\p{Lu}/u.test(tokens[k]!.text) || (name.length > 0 && tokens[k]!.pos === 'PROPN'))) name.push(tokens[k++]!);
  const end = tokens[k];
  // "by three students, Anna, Ben and Carl": a name that a list goes on from is one of several.
  if (end?.text === ',' && /^\p{Lu}/u.test(tokens[k + 1]?.text ?? '')) return [];
  return name.length > 0 && (end === undefined || /^[,.;]$/.test(end.text)) ? name : [];
}

/** The subject of the asked verb in the claim ("[The liner Carpathia] rescued…"), or its agent after "by" ("caused by [the bacterium Yersinia pestis]"). */
export function findSubjectSpans(tokens: TaggedToken[], ask: SubjectAsk): Span[] {
  if (ask.passive) return findPassiveSubjects(tokens, ask);
  const spans: Span[] = [];
  tokens.forEach((token, i) => {
    const forms = [termOf(token.text), termOf(token.lemma)];
    const byParaphrase = token.pos === 'VERB' && forms.some((form) => form !== null && (ask.paraphrases?.includes(form) ?? false));
    if (!byParaphrase && !forms.some((form) => form !== null && ask.verb.includes(form))) return;
    if (!byParaphrase && ask.particle && tokens[i + 1]?.text.toLowerCase() !== ask.particle) return;
    // "are attracted to one another by hydrogen bonds": in the passive a short phrase may stand before the agent's "by".
    const passive = /^(?:is|are|was|were|be|been|being)$/i.test(tokens[i - 1]?.text ?? '') || (tokens[i - 1]?.pos === 'ADV' && /^(?:is|are|was|were|be|been)$/i.test(tokens[i - 2]?.text ?? ''));
    let byAt = i + 1;
    if (passive && !/^by$/i.test(tokens[byAt]?.text ?? '') && tokens[byAt]?.pos === 'ADP') {
      let k = byAt + 1;
      while (k < i + 6 && tokens[k] && ['DET', 'PRON', 'NOUN', 'ADJ', 'NUM', 'PROPN'].includes(tokens[k]!.pos)) k++;
      if (/^by$/i.test(tokens[k]?.text ?? '')) byAt = k;
    }
    if (/^by$/i.test(tokens[byAt]?.text ?? '')) {
      const agent = readPhraseForward(tokens, byAt + 1);
      // "started by a small group of cells called the sinoatrial node": the name it is called by.
      const after = agent.length > 0 ? tokens.indexOf(agent[agent.length - 1]!) + 1 : -1;
      const called = after > 0 && NAMING.test(tokens[after]?.text ?? '') ? readPhraseForward(tokens, after + 1) : [];
      // "helped by a student, Heinrich d'Arrest." (s37): a plain noun as the agent, then a name set after its comma, is that name.
      const named = after > 0 && called.length === 0 ? appositiveName(tokens, after, agent) : [];
      const words = called.length > 0 ? called : named.length > 0 ? named : agent;
      if (words.length > 0) spans.push({ words: dropTitle(words, ask.category) });
      return;
    }
    // "has orbited", "also make": past auxiliaries and adverbs; "…, which tells": past the relative to what it stands for.
    let k = i - 1;
    // "the publisher … began issuing his series": the one who began the act is the one who does it.
    if (/ing$/i.test(token.text) && tokens[k]?.pos === 'VERB' && /^(?:begin|start)$/i.test(tokens[k]!.lemma)) k--;
    while (k >= 0 && ['AUX', 'ADV'].includes(tokens[k]!.pos) && !/^(?:not|never)$/i.test(tokens[k]!.text)) k--;
    if (k >= 0 && ['AUX', 'ADV'].includes(tokens[k]!.pos)) return;
    // "could be raised … with a transformer": in the passive the subject is what is acted on, not the answer.
    if (tokens.slice(k + 1, i).some((word) => word.lemma === 'be' || /^(?:be|been|being|is|are|was|were)$/i.test(word.text))) return;
    const relative = k >= 0 && RELATIVES.test(tokens[k]!.text);
    if (relative) k--;
    // "a letter from the naturalist Alfred Russel Wallace, who had reached…": after ", who" the name is the subject, whatever governs it.
    const setOff = relative && /^(?:who|which)$/i.test(tokens[k + 1]!.text) && tokens[k]?.text === ',';
    // "…, the Angara, flows out": a name between commas before the verb is its subject; "by contrast, could…" is not.
    if (k >= 0 && tokens[k]!.text === ',') {
      const phrase = readPhraseBackward(tokens, k - 1);
      const before = tokens[k - 1 - phrase.length];
      let opener = before && DETERMINERS.test(before.text) ? tokens[k - 2 - phrase.length] : before;
      // ", including the writer Guy de Maupassant, protested": the name a list names before the verb.
      if (opener && /^(?:including|especially|notably)$/i.test(opener.text)) opener = tokens[tokens.indexOf(opener) - 1];
      if (!relative && !(opener?.text === ',')) return;
      k--;
    }
    const words = readPhraseBackward(tokens, k);
    // "the mucus that lines [the airways] form…": a noun phrase another verb or a preposition governs is not the subject.
    let governor = k - words.length;
    while (governor >= 0 && DETERMINERS.test(tokens[governor]!.text)) governor--;
    if (governor >= 0 && ['VERB', 'ADP'].includes(tokens[governor]!.pos) && !setOff) return;
    // The tagger may call that verb a noun ("that lines"): a relative pronoun just before says the phrase is inside its clause.
    if (governor >= 1 && RELATIVES.test(tokens[governor - 1]!.text)) return;
    // "The Nile and the Niger are the only rivers that flow…": the subject is only the asked noun again, so the answer is what it is said of.
    const restated = relative && words.length > 0 && words[words.length - 1]!.lemma.toLowerCase() === ask.category && !words.some((word) => /^\p{Lu}/u.test(word.text));
    if (restated) {
      let be = governor;
      while (be >= 0 && ['ADJ', 'ADV', 'DET'].includes(tokens[be]!.pos)) be--;
      if (be >= 0 && tokens[be]!.pos === 'AUX' && tokens[be]!.lemma === 'be') {
        const named = readListBackward(tokens, be - 1);
        if (named.length > 0) spans.push({ words: named });
      }
      return;
    }
    // "The ilium is the fan-like, superior region that forms…": the phrase the relative hangs on is what the subject
    // of "is" is said to be; that subject is the answer, or nothing is.
    if (relative && words.length > 0 && !words.some((word) => word.pos === 'PROPN')) {
      let be = k - words.length;
      const hyphened = (at: number) => tokens[at - 1]?.text === '-' || tokens[at + 1]?.text === '-';
      while (be >= 0 && (['ADJ', 'DET', 'ADV'].includes(tokens[be]!.pos) || /^[,-]$/.test(tokens[be]!.text) || hyphened(be))) be--;
      if (be >= 0 && tokens[be]!.pos === 'AUX' && tokens[be]!.lemma === 'be') {
        const subject = readPhraseBackward(tokens, be - 1);
        if (subject.length > 0) spans.push({ words: subject });
        return;
      }
    }
    // "Only two rivers flow…" for "Which rivers flow…?": the asked noun again, with no name, answers nothing.
    if (words.length > 0 && words[words.length - 1]!.lemma.toLowerCase() === ask.category && !words.some((word) => word.pos === 'PROPN')) return;
    if (words.length > 0) spans.push({ words: dropTitle(words, ask.category) });
  });
  return spans.filter((span) => fitsCategory(span.words, tokens, ask.category));
}

/**
 * "What theologian…" is answered by a name or by a phrase that says it is one ("the pituitary gland"
 * for "which gland"), not by whatever noun stands before the verb ("…the soul after death differed").
 */
function fitsCategory(words: TaggedToken[], tokens: TaggedToken[], category: string | null): boolean {
  if (!category) return true;
  let at = tokens.indexOf(words[0]!) - 1;
  const before = tokens[at];
  if (words.some((word) => word.lemma.toLowerCase() === category) || before?.lemma.toLowerCase() === category || /^\p{Lu}/u.test(words[0]!.text)) return true;
  // A plain noun is the subject only when no preposition governs it ("The pancreas produces…", not "…after death differed").
  while (at >= 0 && DETERMINERS.test(tokens[at]!.text)) at--;
  return at < 0 || tokens[at]!.pos !== 'ADP';
}

/**
 * Names a noun introduces, for "What is the largest tributary of the Mississippi?" (category
 * "tributary"): right after it ("Its largest tributary, the Missouri, …", "His wife Penelope", "a
 * hormone called erythropoietin"), or the subject of "is the … <category>" ("Mount Everest, on the
 * border…, is the highest mountain").
 */
export function findIntroducedNames(tokens: TaggedToken[], category: string): Span[] {
  const spans: Span[] = [];
  tokens.forEach((token, i) => {
    if (token.lemma.toLowerCase() !== category && termOf(token.text) !== termOf(category)) return;
    let at = i + 1;
    if (tokens[at]?.text === ',') at++;
    let called = false;
    if (NAMING.test(tokens[at]?.text ?? '')) [at, called] = [at + 1, true];
    else if (/^known$/i.test(tokens[at]?.text ?? '') && /^as$/i.test(tokens[at + 1]?.text ?? '')) [at, called] = [at + 2, true];
    const named = readPhraseForward(tokens, at);
    // What "called" names, a proper name right after the noun, or a noun phrase between commas ("The largest artery, the aorta, carries…"):
    // "the tributary joins…" introduces nothing.
    const closing = named.length > 0 ? tokens[tokens.indexOf(named[named.length - 1]!) + 1] : undefined;
    const apposed = tokens[i + 1]?.text === ',' && closing?.text === ',';
    if (named.length > 0 && (called || apposed || named.every((word) => /^\p{Lu}/u.test(word.text) || (word.pos === 'NOUN' && /^\p{Ll}/u.test(word.text) && named[0]!.pos === 'PROPN')))) spans.push({ words: named });
    // "Its highest point is Emi Koussi": the name after "<category> is".
    if (tokens[i + 1]?.lemma === 'be' && tokens[i + 1]!.pos === 'AUX') {
      const complement = readPhraseForward(tokens, i + 2);
      if (complement.length > 0 && /^\p{Lu}/u.test(complement[0]!.text)) spans.push({ words: complement });
    }
    // "X, …, is the highest mountain": the category word ends "is the (ADJ)* <category>".
    // Only "is THE highest mountain" names it; "is a body of treaties" says what kind of thing the subject is.
    let k = i - 1;
    while (k >= 0 && ['ADJ', 'ADV'].includes(tokens[k]!.pos)) k--;
    const definite = k >= 0 && /^the$/i.test(tokens[k]!.text);
    if (definite) k--;
    if (definite && k >= 0 && tokens[k]!.pos === 'AUX' && tokens[k]!.lemma === 'be') {
      let end = k - 1;
      // Past an aside between commas: "Mount Everest, on the border between Nepal and China, is…".
      if (tokens[end]?.text === ',') {
        let open = end - 1;
        while (open >= 0 && tokens[open]!.text !== ',' && !['VERB', 'AUX'].includes(tokens[open]!.pos)) open--;
        if (open >= 0 && tokens[open]!.text === ',') end = open - 1;
      }
      const subject = readPhraseBackward(tokens, end);
      if (subject.some((word) => /^\p{Lu}/u.test(word.text))) spans.push({ words: subject });
    }
  });
  return spans;
}

/** "the bacterium Yersinia pestis" → "Yersinia pestis": a common noun before a name is its title. */
function dropTitle(words: TaggedToken[], category: string | null): TaggedToken[] {
  const nameAt = words.findIndex((word, i) => i > 0 && word.pos === 'PROPN' && /^\p{Lu}/u.test(word.text));
  if (nameAt < 1) return words;
  const title = words.slice(0, nameAt);
  // "President Abraham Lincoln" for "Which president…": the asked noun, capitalised as a title, is no part of the name.
  const isTitle = (word: TaggedToken) => /^\p{Ll}/u.test(word.text) || (category !== null && word.lemma.toLowerCase() === category);
  if (title.every((word) => DETERMINERS.test(word.text) || (isTitle(word) && ['NOUN', 'ADJ', 'PROPN'].includes(word.pos))) && (category === null || title.some((word) => word.pos === 'NOUN' || word.lemma.toLowerCase() === category))) return words.slice(nameAt);
  return words;
}

/** A noun phrase from `at` on: "the Mediterranean Sea", "liquid hydrogen", "the First Barons' War", "Yersinia pestis". */
function readPhraseForward(tokens: TaggedToken[], at: number): TaggedToken[] {
  let j = at;
  while (tokens[j] && DETERMINERS.test(tokens[j]!.text)) j++;
  const words: TaggedToken[] = [];
  while (tokens[j]) {
    const token = tokens[j]!;
    const glued = words.length > 0 && token.start === words[words.length - 1]!.end && /^(?:['’]s?|-|[\p{L}\p{N}-]+)$/u.test(token.text);
    // "the Ministry of Truth", "a small group of cells": "of" joins a name's parts, or a noun to the noun it is made of.
    const nameOf = /^of$/i.test(token.text) && words.length > 0 && ((/^\p{Lu}/u.test(words[0]!.text) && /^\p{Lu}/u.test(tokens[j + 1]?.text ?? '')) || (words[words.length - 1]!.pos === 'NOUN' && ['NOUN', 'PROPN'].includes(tokens[j + 1]?.pos ?? '')));
    const compass = /^(?:north|south|east|west|north-?east|north-?west|south-?east|south-?west)$/i.test(token.text);
    // "known as water bears or moss piglets": the tagger may call a plural head noun a verb (mistagged-plural-noun.ts).
    const plural = isMistaggedPluralNoun(tokens, j);
    if (!NOUN_PHRASE_TAGS.has(token.pos) && !glued && !nameOf && !compass && !plural && !(/^\p{Lu}/u.test(token.text) && token.pos !== 'PUNCT')) break;
    if (token.pos === 'VERB' && !/^\p{Lu}/u.test(token.text) && !plural) break;
    // "called the septum separates the right side": the tagger may call the clause's verb a noun; an "-s" word after
    // the phrase's noun and before a determiner is that verb, not part of the name.
    if (isVerbTaggedAsNoun(tokens, j, words)) break;
    words.push(token);
    j++;
  }
  // "Disney–ABC Television Group": a phrase cut at a dash or slash inside a name is not the whole name.
  const next = tokens[j];
  if (next && words.length > 0 && next.start === words[words.length - 1]!.end && /^[–—/-]$/.test(next.text)) return [];
  // A phrase that ends on an adjective is cut short ("called very"): no answer.
  return words.length > 0 && words.some((word) => ['NOUN', 'PROPN', 'NUM'].includes(word.pos) || /^\p{Lu}/u.test(word.text) || /^(?:north|south|east|west)/i.test(word.text)) ? words : [];
}

function isVerbTaggedAsNoun(tokens: TaggedToken[], at: number, words: TaggedToken[]): boolean {
  const token = tokens[at]!;
  const before = words[words.length - 1];
  return token.pos === 'NOUN' && /^\p{Ll}+s$/u.test(token.text) && !/ss$/.test(token.text) && before?.pos === 'NOUN' && /^(?:the|a|an|its|their|his|her)$/i.test(tokens[at + 1]?.text ?? '');
}

/** The noun phrase that ends at `end`: "The liner Carpathia", "the pituitary gland", "the Angara". */
function readPhraseBackward(tokens: TaggedToken[], end: number): TaggedToken[] {
  const words: TaggedToken[] = [];
  let k = end;
  while (k >= 0) {
    const token = tokens[k]!;
    // "Ministry of Truth", "Guy de Maupassant": a small word between two capitalised ones is inside the name.
    const nameOf = /^(?:of|de|da|di|du|der|van|von|le|la)$/i.test(token.text) && words.length > 0 && /^\p{Lu}/u.test(words[0]!.text) && /^\p{Lu}/u.test(tokens[k - 1]?.text ?? '');
    if (!NOUN_PHRASE_TAGS.has(token.pos) && !nameOf && !(/^\p{Lu}/u.test(token.text) && token.pos === 'PROPN')) break;
    // "In 1862 President Abraham Lincoln signed…": the year the clause opens on is not part of who signed.
    if (words.length > 0 && /^(?:1\d{3}|20\d{2})s?$/.test(token.text)) break;
    words.unshift(token);
    k--;
  }
  if (words.length === 0 || !['NOUN', 'PROPN', 'NUM'].includes(words[words.length - 1]!.pos)) return [];
  // A phrase that starts a sentence may hold the capitalised "The"; determiners are dropped either way.
  return words;
}

/**
 * "What is the tendency of an object to resist change called?" — "[Inertia] is the tendency of an object to resist…":
 * a sentence that opens on a short noun phrase and "is/are", then the noun the question defines, names it by that phrase.
 */
export function findDefinedSubjects(tokens: TaggedToken[], questionWords: Set<string>): Span[] {
  const be = tokens.findIndex((token) => token.pos === 'AUX' && token.lemma === 'be');
  if (be < 1 || be > 4) return [];
  const words = tokens.slice(0, be).filter((token, i) => !(i === 0 && DETERMINERS.test(token.text)));
  if (words.length === 0 || !words.every((token) => NOUN_PHRASE_TAGS.has(token.pos)) || !words.some((token) => ['NOUN', 'PROPN'].includes(token.pos))) return [];
  let k = be + 1;
  while (tokens[k] && DETERMINERS.test(tokens[k]!.text)) k++;
  // The word the definition opens on must be the question's own ("the tendency", "the upward push"), not any word.
  const head = tokens[k];
  const asked = head !== undefined && /^\p{L}/u.test(head.text) && !['ADP', 'AUX', 'PRON', 'CCONJ', 'SCONJ'].includes(head.pos) && (questionWords.has(head.text.toLowerCase()) || questionWords.has(head.lemma.toLowerCase()));
  return asked ? [{ words }] : [];
}

/** "…, and the point on the surface directly above it is the epicentre": the noun phrase after "is" that ends the claim. */
export function findCopulaComplements(tokens: TaggedToken[]): Span[] {
  const spans: Span[] = [];
  tokens.forEach((token, i) => {
    if (token.pos !== 'AUX' || token.lemma !== 'be') return;
    const words = readPhraseForward(tokens, i + 1);
    const next = words.length > 0 ? tokens[tokens.indexOf(words[words.length - 1]!) + 1] : undefined;
    if (words.length > 0 && (!next || /^[.,;:!?]$/.test(next.text))) spans.push({ words });
  });
  return spans;
}

/** "On which ridge does Iceland sit?", "Against which disease was the vaccine made?": the preposition the answer follows, and its noun. */
export interface PrepositionAsk {
  preposition: string;
  category: string | null;
}

export function readPrepositionAsk(tokens: TaggedToken[]): PrepositionAsk | null {
  const words = tokens.filter((token) => token.pos !== 'PUNCT');
  // "Of what form…" asks too little of the "of" phrases a sentence is full of.
  if (words[0]?.pos !== 'ADP' || /^of$/i.test(words[0].text) || !/^(?:what|which)$/i.test(words[1]?.text ?? '')) return null;
  const noun = words[2]?.pos === 'NOUN' ? words[2].lemma.toLowerCase() : null;
  return { preposition: words[0].text.toLowerCase(), category: noun };
}

/** The noun phrases after that preposition in the claim: "sits on [the Mid-Atlantic Ridge]", "the first vaccine, against [smallpox]". */
export function findPrepositionObjects(tokens: TaggedToken[], ask: PrepositionAsk, questionWords: Set<string>): Span[] {
  const spans: Span[] = [];
  // "By what process do plants take in carbon?" — "…take in carbon during photosynthesis" (s32): a process or means is also
  // named after "through", "during" or "via".
  // "During which years did they live in X?" — "Between 1930 and 1933 they lived in X": a span of time is also given as a
  // range ("between A and B", "from A to B"), and may open the claim, where it holds for all of it.
  const during = ask.preposition === 'during' && TIME_CATEGORIES.test(ask.category ?? '');
  const accepted = ask.preposition === 'by' && /^(?:process|means|method|mechanism)$/.test(ask.category ?? '') ? ['by', 'through', 'during', 'via'] : during ? ['during', 'between', 'from'] : [ask.preposition];
  tokens.forEach((token, i) => {
    if (!accepted.includes(token.text.toLowerCase())) return;
    // The preposition must hang on a word of the question ("sits on", "the first vaccine, against"), not on another ("the longest river in").
    let k = i - 1;
    while (k >= 0 && (tokens[k]!.text === ',' || tokens[k]!.pos === 'ADV')) k--;
    const opening = during && i === 0;
    if (!opening && (k < 0 || !(questionWords.has(tokens[k]!.text.toLowerCase()) || questionWords.has(tokens[k]!.lemma.toLowerCase())))) return;
    if (during && /^(?:between|from)$/i.test(token.text)) {
      const [first, join, last] = [tokens[i + 1], tokens[i + 2], tokens[i + 3]];
      const range = first?.pos === 'NUM' && last?.pos === 'NUM' && (/^between$/i.test(token.text) ? /^and$/i.test(join?.text ?? '') : /^(?:to|until|till)$/i.test(join?.text ?? ''));
      if (range) spans.push({ words: [token, first, join!, last] });
      return;
    }
    // "born in a house in London": on the asked noun itself the preposition says where that thing is, not which it is.
    // An opening "During those years, …" has no word before it (k < 0).
    if (ask.category && k >= 0 && tokens[k]!.lemma.toLowerCase() === ask.category) return;
    const words = readPhraseForward(tokens, i + 1);
    // "In which house was she born?" — "born in 1910": a year or a date is no house; only a time noun asks for one.
    if (ask.category && !TIME_CATEGORIES.test(ask.category) && words.every((word) => word.pos === 'NUM' || MONTH_OR_ERA.test(word.text))) return;
    if (words.length > 0) spans.push({ words: dropTitle(words, ask.category) });
  });
  return spans;
}

const TIME_CATEGORIES = /^(?:year|years|month|day|date|decade|century|era|age|period|season|week|time|reign|spring|summer|autumn|winter)$/i;
const MONTH_OR_ERA = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|bc|bce|ad|ce|,)$/i;

/** "The Nile and the Niger": names joined by "and" before a verb, kept as one answer. */
function readListBackward(tokens: TaggedToken[], end: number): TaggedToken[] {
  const last = readPhraseBackward(tokens, end);
  // Names, not a capital that only opens the sentence ("Few are the rivers…").
  if (last.length === 0 || !last.some((word) => word.pos === 'PROPN')) return [];
  let from = tokens.indexOf(last[0]!);
  if (DETERMINERS.test(tokens[from - 1]?.text ?? '')) from--;
  if (!/^and$/i.test(tokens[from - 1]?.text ?? '')) return tokens.slice(from, end + 1).filter((word, i) => i > 0 || !DETERMINERS.test(word.text));
  const first = readPhraseBackward(tokens, from - 2);
  if (first.length === 0 || !first.some((word) => word.pos === 'PROPN')) return [];
  return tokens.slice(tokens.indexOf(first[0]!), end + 1);
}
