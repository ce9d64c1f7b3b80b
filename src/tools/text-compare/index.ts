export { textCompareEngine } from './engine';
export { compareTexts, DIFF_TIME_BUDGET_MS } from './compare-texts';
export * from './contract';
