// The two style/tone packages ship no type declarations; these cover the parts we call.
declare module 'write-good' {
  interface WriteGoodSuggestion {
    index: number;
    offset: number;
    reason: string;
  }
  type CheckName = 'weasel' | 'illusion' | 'so' | 'thereIs' | 'passive' | 'adverb' | 'tooWordy' | 'cliches' | 'eprime';
  function writeGood(text: string, options?: Partial<Record<CheckName, boolean>> & { whitelist?: string[] }): WriteGoodSuggestion[];
  export default writeGood;
}

declare module 'vader-sentiment' {
  interface PolarityScores {
    neg: number;
    neu: number;
    pos: number;
    compound: number;
  }
  export const SentimentIntensityAnalyzer: { polarity_scores(text: string): PolarityScores };
}
