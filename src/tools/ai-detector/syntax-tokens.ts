import winkNlp from 'wink-nlp';
import englishModel from 'wink-eng-lite-web-model';

type Tagger = ReturnType<typeof winkNlp>;

/**
 * Words that keep their identity in the syntax alphabet: determiners, pronouns, auxiliaries,
 * prepositions, conjunctions and the commonest adverbs. Everything else becomes its part of speech.
 */
const KEPT_WORDS = new Set(
  (
    'the a an and or but of to in on at for with by from as that this these those which who whom whose it its ' +
    'is are was were be been being has have had do does did can could will would should may might must shall ' +
    'not no there their they them he she him her his we our us you your i me my if when while also such than ' +
    'then so very more most other some any all each both many much only just into about over after before ' +
    'between through during without within because however although though since until whether what where how why'
  ).split(' '),
);

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
