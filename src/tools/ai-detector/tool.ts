import { registerTool } from '../../platform/tool-registration';
import { aiDetectorContract, type AiDetectorSetup } from './contract';
import { createConfiguredDetector } from './engine/create-configured-detector';

export const tool = registerTool({
  contract: aiDetectorContract,
  // Offline (embedded model); with an OpenAI-compatible server it also asks for log-probabilities (Binoculars).
  createEngine: ({ openai }) => createConfiguredDetector({ openai }),
  // Loads the model, the tagger and language identification, which would otherwise fall on the first check.
  describeSetup: ({ openai }): AiDetectorSetup => ({ logprobs: Boolean(openai) }),
  // Running prose of 50+ words and 20+ different words: a sentence repeated is refused as not prose (contract.ts).
  warmUpInput: {
    text:
      'We started the morning with coffee and a short walk along the canal, where the fog was still lifting from the water. ' +
      'By ten the market was busy: a man sold honey from his own hives, two students argued about a film, and a baker ' +
      'handed out warm bread to anyone who stopped. Nobody seemed in a hurry, and we stayed until lunch.',
  },
});
