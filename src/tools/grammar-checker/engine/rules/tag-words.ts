import winkNlp, { type ItemSentence } from 'wink-nlp';
import englishModel from 'wink-eng-lite-web-model';
import { spaceOutPossessives, splitWholePossessive } from './possessive-tokens';

type Tagger = ReturnType<typeof winkNlp>;

/** One token of wink-nlp's reading: "they're" is two ("they", "'re"), punctuation is a token too. */
export interface TaggedWord {
  text: string;
  /** Lower case, typographic apostrophes straightened. */
  lower: string;
  start: number;
  end: number;
  /** Universal part of speech: NOUN, VERB, AUX, DET, ADP, PRON, PUNCT… */
  pos: string;
  /** Dictionary form, lower case ("shows" → "show", "wrote" → "write"). */
  lemma: string;
}

let tagger: Tagger | undefined;

/** The model loads once, on first use (about 0.1 s); the other tools share the package. */
function getTagger(): Tagger {
  tagger ??= winkNlp(englishModel, ['sbd', 'pos']);
  return tagger;
}

// Every tagged rule reads the same text: tag it once per check, not once per rule.
let lastText: string | undefined;
let lastSentences: TaggedWord[][] = [];
/** Word start offset → [sentence, word] in lastSentences, so rules asking about one word need no scan. */
let lastIndex = new Map<number, [number, number]>();

/**
 * wink's small model reads a lowercase word it does not know ("café", "ramen") as a name; written in lower case
 * it is a common noun, and the agreement rules must see through it.
 */
function readCommonNoun(word: string, tag: string): string {
  return tag === 'PROPN' && word === word.toLowerCase() && /^\p{Ll}+$/u.test(word) ? 'NOUN' : tag;
}

/** Sentences of tagged words with offsets into `text`. */
export function tagSentences(text: string): TaggedWord[][] {
  if (text === lastText) return lastSentences;
  const nlp = getTagger();
  const sentences: TaggedWord[][] = [];
  let cursor = 0;
  // wink's lexicon grows with every text it reads; see possessive-tokens.ts for why the input is spaced out.
  nlp.readDoc(spaceOutPossessives(text)).sentences().each((sentence: ItemSentence) => {
    const tokens = sentence.tokens();
    const words = tokens.out() as string[];
    const tags = tokens.out(nlp.its.pos) as string[];
    // wink's typings declare `its.lemma` with a narrower third parameter than `out` accepts; it works.
    const lemmas = tokens.out(nlp.its.lemma as unknown as typeof nlp.its.pos) as string[];
    const tagged: TaggedWord[] = [];
    words.forEach((word, i) => {
      const at = text.indexOf(word, cursor);
      // wink normalises a few spellings; a word it reports but we cannot place is left out.
      if (at < 0 || at - cursor > 200) return;
      cursor = at + word.length;
      const lower = word.toLowerCase().replace(/’/g, "'");
      const tag = readCommonNoun(word, tags[i] ?? 'X');
      const halves = splitWholePossessive(word);
      if (halves) {
        // A possessive wink still returned whole (a word its lexicon kept from an earlier text): split it as
        // wink splits "John's car", so the result never depends on what was read before.
        const [owner, ending] = halves;
        const ownerTag = tag === 'PROPN' && /^\p{Lu}/u.test(owner) ? 'PROPN' : 'NOUN';
        tagged.push({ text: owner, lower: owner.toLowerCase(), start: at, end: at + owner.length, pos: ownerTag, lemma: owner.toLowerCase() });
        tagged.push({ text: ending, lower: ending.replace(/’/g, "'"), start: at + owner.length, end: cursor, pos: ending.length > 1 ? 'PART' : 'PUNCT', lemma: ending.replace(/’/g, "'") });
        return;
      }
      tagged.push({ text: word, lower, start: at, end: cursor, pos: tag, lemma: (lemmas[i] ?? lower).toLowerCase() });
    });
    sentences.push(tagged);
  });
  lastText = text;
  lastSentences = sentences;
  lastIndex = new Map();
  sentences.forEach((words, s) => words.forEach((word, w) => lastIndex.set(word.start, [s, w])));
  return sentences;
}

/** The tagged sentence holding the word that starts at `start`, and that word's index in it. */
export function locateTaggedWord(text: string, start: number): { words: TaggedWord[]; at: number } | undefined {
  const sentences = tagSentences(text);
  const place = lastIndex.get(start);
  const words = place ? sentences[place[0]] : undefined;
  return words && place ? { words, at: place[1] } : undefined;
}

/** The dictionary form of the word at `start` when the tagger read it as a verb there. */
export function findVerbLemmaAt(text: string, start: number): string | undefined {
  const found = locateTaggedWord(text, start);
  const word = found?.words[found.at];
  return word && (word.pos === 'VERB' || word.pos === 'AUX') ? word.lemma : undefined;
}
