import winkNlp from 'wink-nlp';
import englishModel from 'wink-eng-lite-web-model';
import { SYNTAX_KEPT_WORDS } from './style-lexicons';

type Tagger = ReturnType<typeof winkNlp>;

const KEPT_WORDS = new Set(SYNTAX_KEPT_WORDS);

let tagger: Tagger | undefined;

/** The part-of-speech tagger loads once, on first use (about 0.1 s). */
function getTagger(): Tagger {
  tagger ??= winkNlp(englishModel, ['pos']);
  return tagger;
}

export interface TaggedSentence {
  /** The sentence in the syntax alphabet. */
  tokens: string[];
  /** Tokens tagged as pronouns, and all tokens that are not punctuation. */
  pronouns: number;
  words: number;
}

/**
 * A sentence in the syntax alphabet: kept words and punctuation as they are (lower-cased), every other
 * word as its universal part-of-speech tag ("it helps individuals, ensuring…" → it VERB NOUN , VERB…).
 * The model over this alphabet learns clause shapes (a participle after a comma, a pronoun subject),
 * not subjects, so it carries over to topics it never saw.
 */
export function tagSentence(sentence: string): TaggedSentence {
  const nlp = getTagger();
  const tokens = nlp.readDoc(sentence).tokens();
  const words = tokens.out() as string[];
  const tags = tokens.out(nlp.its.pos) as string[];
  let pronouns = 0;
  let wordCount = 0;
  const syntax = words.map((word, i) => {
    const lower = word.toLowerCase().replace(/’/g, "'");
    const tag = tags[i] ?? 'X';
    if (tag !== 'PUNCT') wordCount++;
    if (tag === 'PRON') pronouns++;
    return tag === 'PUNCT' || KEPT_WORDS.has(lower) ? lower : tag;
  });
  return { tokens: syntax, pronouns, words: wordCount };
}
