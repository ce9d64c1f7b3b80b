/**
 * cld3's NNetLanguageIdentifier::FindLanguage (as cld3-asm 4.0.0 builds it, with min 0 and max 2000
 * bytes) computed by our code over the parameters model.ts reads out of the package's own
 * WebAssembly, giving the package's language and probability for every text (checked by
 * eval/language/check-cld3-scorer.ts) at a fraction of the cost: no copy into a WebAssembly heap, no
 * C++ string or hash-map node per n-gram.
 *
 * The steps, each in cld3's order and precision, because both decide the sums:
 * 1. The text becomes UTF-8 as Emscripten writes it (a surrogate always takes the next code unit as
 *    its partner) and, being a C string to cld3, ends at its first NUL.
 * 2. At most 10,000 bytes are read, and only up to the first character that is not
 *    interchange-valid UTF-8 (control characters, non-characters…): CLD2's accept-interchange table.
 * 3. CLD2's script scanner cuts that into spans of one script, keeping letters and marks and turning
 *    each run of anything else into one space; each span is lower-cased by CLD2's replacement table,
 *    and the spans are joined.
 * 4. CheapSqueezeInplace drops 48-byte chunks that are 30 % spaces or 40 % predictable from the
 *    previous characters (repetition), cutting at spaces. (The build has 30 %, not the 25 % of some
 *    cld3 sources: its code compares the space count with 14.)
 * 5. Above 2,000 bytes, five 400-byte snippets spread over the text stand for it.
 * 6. Features: for character 1- to 4-grams (each word inside "^" and "$"), every distinct n-gram with
 *    its share of the n-grams, hashed into buckets; the shares of "relevant scripts" among the
 *    non-ASCII-punctuation characters; the script of the text's first span (Hani split into Hangul or
 *    not). The n-grams are added to the embedding sums in the order a libc++ unordered_map iterates
 *    them, since float sums depend on order.
 * 7. The network in float32: sums of (weight − 128) × scale × share, a hidden layer of 208, ReLU, 109
 *    scores, and the softmax probability of the best, with exp and log computed in double and rounded
 *    to float as the fastcomp build (which calls Math.exp and Math.log) does.
 * cld3 answers "und" for a text shorter than its minimum after steps 3 and 4; with a minimum of 0
 * that never happens.
 *
 * Steps 1 to 5 are text.ts, step 6 ngram-features.ts and script-features.ts, step 7
 * network.ts; each owns its buffers, reused from text to text.
 */
import { loadCld3Model, type Cld3Embedding, type Cld3Model } from './model';
import { Cld3Network } from './network';
import { NgramFeatures } from './ngram-features';
import { SCRIPT_HANGUL, ScriptFeatures } from './script-features';
import { Cld3TextCleaner } from './text';

export interface Cld3Result {
  language: string;
  probability: number;
  isReliable: boolean;
}

export interface Cld3Scorer {
  /** The 109 codes cld3 can answer, "und" aside (romanised ones such as "ja-Latn" included). */
  languages: readonly string[];
  findLanguage(text: string): Cld3Result;
}

export const CLD3_UNKNOWN = 'und';
/** kReliabilityThreshold, and kReliabilityHrBsThreshold for Croatian and Bosnian, which cld3 tells apart less surely. */
const RELIABLE = Math.fround(0.7);
const RELIABLE_HR_BS = Math.fround(0.5);

/** The embedding tables, by the names cld3's task context gives them. */
interface EmbeddingTables {
  bigrams: Cld3Embedding;
  quadgrams: Cld3Embedding;
  relevantScripts: Cld3Embedding;
  textScript: Cld3Embedding;
  trigrams: Cld3Embedding;
  unigrams: Cld3Embedding;
}

function findEmbeddingTables(model: Cld3Model): EmbeddingTables {
  const byName = (name: string): Cld3Embedding => {
    const found = model.embeddings.find((embedding) => embedding.name === name);
    if (!found) throw new Error(`cld3 model: no ${name} embedding`);
    return found;
  };
  return {
    bigrams: byName('bigrams'),
    quadgrams: byName('quadgrams'),
    relevantScripts: byName('relevant-scripts'),
    textScript: byName('text-script'),
    trigrams: byName('trigrams'),
    unigrams: byName('unigrams'),
  };
}

export function createCld3Scorer(model: Cld3Model): Cld3Scorer {
  const { languages } = model;
  const tables = findEmbeddingTables(model);
  // One row per ULScript and one for Hangul.
  if (tables.textScript.rows !== SCRIPT_HANGUL + 1) throw new Error('cld3 model: the network does not have the shape this scorer implements');
  const cleaner = new Cld3TextCleaner(model);
  const ngrams = new NgramFeatures();
  const scripts = new ScriptFeatures(tables.relevantScripts, model.skipToLetter, model.letterScripts);
  const network = new Cld3Network(model);

  const addNgrams = (space: Cld3Embedding, size: number): void => {
    const count = ngrams.countNgrams(size, space);
    network.addEmbeddings(space, ngrams.rows, ngrams.multipliers, count);
  };

  return {
    languages,
    findLanguage(text) {
      const sentence = cleaner.cleanText(text);

      network.clearInputs();
      ngrams.markWords(sentence);
      addNgrams(tables.bigrams, 2);
      addNgrams(tables.quadgrams, 4);
      const relevant = scripts.countRelevantScripts(sentence, tables.relevantScripts);
      network.addEmbeddings(tables.relevantScripts, scripts.rows, scripts.multipliers, relevant);
      const script = scripts.findTextScript(sentence);
      network.addEmbedding(tables.textScript, script, tables.textScript.scales[script] ?? 0);
      addNgrams(tables.trigrams, 3);
      addNgrams(tables.unigrams, 1);
      network.computeScores();

      const best = network.findBestLabel();
      const probability = network.computeProbability(best);
      const language = languages[best] ?? CLD3_UNKNOWN;
      const threshold = language === 'hr' || language === 'bs' ? RELIABLE_HR_BS : RELIABLE;
      return { language, probability, isReliable: probability >= threshold };
    },
  };
}

export async function loadCld3Scorer(): Promise<Cld3Scorer> {
  return createCld3Scorer(await loadCld3Model());
}
