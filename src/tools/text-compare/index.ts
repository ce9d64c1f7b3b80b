// Placeholder export until the engine lands in this folder (see schema.ts / compare-texts.ts).
export { textCompareEngine } from './engine';
