export { textCompareEngine } from './engine/engine';
export { compareTexts, DIFF_TIME_BUDGET_MS } from './engine/compare-texts';
export * from './contract';
