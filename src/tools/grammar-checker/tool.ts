import { registerTool } from '../../platform/tool-registration';
import { grammarCheckerContract } from './contract';
import { grammarCheckerEngine } from './engine/engine';
import { makeSampleText } from './engine/text/make-sample-text';

/**
 * Starts the harper.js worker (its 16 MB WASM binary) before the first visitor needs it, and warms it
 * with a document-sized text: after a one-sentence warm-up, harper's first 1,000-word text still took
 * 2.4× its later ones (558 against ~227 ms); after these 1,000 words of distinct sentences, 1.1×.
 * The seed is one the grammar bench never uses, so its texts do not meet these sentences in harper's cache.
 */
const WARM_UP_TEXT = makeSampleText(1000, 2026);

/**
 * A learner's short text in each other language: French starts Grammalecte's process and its
 * dictionary, German and Spanish their lexicons and rules. Unwarmed, a fresh server's first French
 * check took 5 s and its first German one 18 s on a busy machine (over 60 s in CI beside a browser
 * test), against 1.0 and 0.3 s once the dictionaries were in the page cache; warm, 0.03–0.05 s.
 */
const OTHER_LANGUAGES_WARM_UP_TEXTS = [
  'Les enfants joue dans le jardin et elle est allé au marché pour acheter des croissant.',
  'Der Kinder spielen im Garten, und morgen ich gehe mit der Lehrer ins Museum.',
  'Los niños juega en el parque y la casa de mis abuelos es muy bonito.',
];

export const tool = registerTool({
  contract: grammarCheckerContract,
  createEngine: () => grammarCheckerEngine,
  warmUpInput: { text: WARM_UP_TEXT },
  moreWarmUpInputs: OTHER_LANGUAGES_WARM_UP_TEXTS.map((text) => ({ text })),
});
