export { aiDetectorEngine, createAiDetectorEngine, type AiDetectorOptions } from './ai-detector-engine';
export { createConfiguredDetector, LOGPROB_TIMEOUT_MS, type ConfiguredDetectorOptions } from './create-configured-detector';
export { type LogprobProvider, type TokenLogprob, type BinocularsScale } from './binoculars-score';
export { createOpenAiLogprobProvider } from './openai-logprob-provider';
export * from './contract';
