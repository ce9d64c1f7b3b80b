import { type Verdict } from '../contract';
import { readsAsStory } from './reads-as-story';

/**
 * The English, German and French models saw no fiction in training (decisions 0110, 0118), and call model-written
 * story openings and scenes 'likely human' (fresh-s41 to s43, German at 0.02–0.14): a sure-looking answer they have
 * no evidence for. Where the text reads as a story and the verdict is not 'likely AI', the result says so.
 */
export function describeStoryCaveat(text: string, model: string, languageName: string, verdict: Verdict): string | undefined {
  if (verdict === 'likely AI' || verdict === 'too short to judge' || !readsAsStory(text, model)) return undefined;
  return `This reads like a story. The ${languageName} model was trained on news, encyclopedia, web and everyday prose, not on fiction, and it often calls machine-written stories 'likely human': give this verdict little weight.`;
}
