import { registerTool } from '../../platform/tool-registration';
import { aiDetectorContract, type AiDetectorSetup } from './contract';
import { createConfiguredDetector } from './engine/create-configured-detector';

export const tool = registerTool({
  contract: aiDetectorContract,
  // Offline (embedded model); with an OpenAI-compatible server it also asks for log-probabilities (Binoculars).
  createEngine: ({ openai }) => createConfiguredDetector({ openai }),
  // Loads the model, the tagger and language identification, which would otherwise fall on the first check.
  describeSetup: ({ openai }): AiDetectorSetup => ({ logprobs: Boolean(openai) }),
  warmUpInput: { text: 'A short text that warms up the detector and its language identification. '.repeat(6) },
});
