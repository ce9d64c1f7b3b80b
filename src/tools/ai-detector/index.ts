export { aiDetectorEngine, createAiDetectorEngine, type AiDetectorOptions } from './ai-detector-engine';
export { type LogprobProvider, type TokenLogprob, type BinocularsScale } from './binoculars-score';
export { createOpenAiLogprobProvider } from './openai-logprob-provider';
export * from './schema';
export type { Signal } from './describe-signals';
