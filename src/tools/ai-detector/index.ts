export { aiDetectorEngine, createAiDetectorEngine, type AiDetectorOptions } from './engine/ai-detector-engine';
export { createConfiguredDetector, LOGPROB_TIMEOUT_MS, type ConfiguredDetectorOptions } from './engine/create-configured-detector';
export { type LogprobProvider, type TokenLogprob, type BinocularsScale } from './engine/binoculars-score';
export { createOpenAiLogprobProvider } from './engine/openai-logprob-provider';
export * from './contract';
