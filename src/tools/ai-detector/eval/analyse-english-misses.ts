/**
 * Which English current-model texts 'likely AI' misses out of fold, and why (issue 34):
 * `npx tsx src/tools/ai-detector/eval/analyse-english-misses.ts [--rows-cache=<file>]` (the cache of
 * compare-feature-sets.ts). Per genre and length band: caught / texts at the shipped rule's out-of-fold
 * cut-off, each classifier's median score; then the features whose standardized mean differs most between
 * missed and caught texts, and the missed texts with their scores. Caught counts are out of fold, then nested
 * (the cut-off chosen on four fifths of the documents, applied to the fifth). Dev figures.
 */
import { countWords } from '../../../domain/word-count';
import { MIN_WORDS } from '../engine/decide-verdict';
import { ENGLISH_FEATURES, FEATURE_NAMES } from '../engine/feature-names';
import { chooseThresholds } from '../../../../training/ai-detector/choose-thresholds';
import { assignFold, isCorpusSource } from '../../../../training/ai-detector/read-dataset';
import { fitLanguageClassifiers } from '../../../../training/ai-detector/train-detector';
import type { CorpusText } from '../../../../training/ai-detector/read-corpus';
import { readCrossFittedRows } from './read-cross-fitted-rows';

const { records, rowsByLanguage } = readCrossFittedRows();
const own = records.filter((record) => record.lang === 'en');
const rows = rowsByLanguage.en;
const fitted = fitLanguageClassifiers(own, rows, 'en', ENGLISH_FEATURES);
const cut = fitted.thresholds.likelyAi;
// Nested, as compare-threshold-rules.ts: the cut-off chosen on four fifths of the documents, applied to the fifth.
const NESTED_FOLDS = 5;
const nestedFold = own.map((record) => assignFold(`t${record.group}`, NESTED_FOLDS));
const nestedCuts = Array.from({ length: NESTED_FOLDS }, (_, k) => {
  const keep = own.map((_, i) => i).filter((i) => nestedFold[i] !== k);
  const pick = <T>(values: readonly T[]) => keep.map((i) => values[i] as T);
  const evidence = fitted.evidence;
  return chooseThresholds({ probabilities: pick(evidence.probabilities), labels: pick(evidence.labels), domains: pick(evidence.domains), judged: pick(evidence.judged), groups: pick(evidence.groups ?? []), eras: pick(evidence.eras ?? []) }, fitted.rules).likelyAi;
});
const caughtNested = (i: number) => (fitted.outOfFold[i] ?? 0) >= (nestedCuts[nestedFold[i] ?? 0] ?? 1);
console.log(`English 'likely AI' cut-off (out of fold): ${cut.toFixed(4)}; nested ${nestedCuts.map((c) => c.toFixed(3)).join(', ')}`);
const ai = own.map((record, i) => ({ record: record as CorpusText, i })).filter(({ record }) => isCorpusSource(record.source) && record.label === 1 && countWords(record.text) >= MIN_WORDS);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const tally = (key: (item: (typeof ai)[number]) => string) => {
  const groups = new Map<string, (typeof ai)[number][]>();
  for (const item of ai) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  for (const [name, items] of [...groups].sort()) {
    const caught = items.filter(({ i }) => (fitted.outOfFold[i] ?? 0) >= cut).length;
    const cur = median(items.map(({ i }) => fitted.outOfFoldByClassifier.current?.[i] ?? 0));
    const pri = median(items.map(({ i }) => fitted.outOfFoldByClassifier.primary[i] ?? 0));
    const nested = items.filter(({ i }) => caughtNested(i)).length;
    console.log(`  ${name.padEnd(22)} ${String(caught).padStart(3)}/${String(items.length).padEnd(3)} nested ${String(nested).padStart(3)}  median current ${cur.toFixed(3)} hc3-era ${pri.toFixed(3)}`);
  }
};
console.log('\nBy genre:');
tally(({ record }) => record.genre);
console.log('\nBy length (words):');
tally(({ record }) => {
  const words = countWords(record.text);
  return words < 100 ? 'a <100' : words < 150 ? 'b 100-149' : words < 200 ? 'c 150-199' : words < 300 ? 'd 200-299' : 'e 300+';
});
console.log('\nBy file batch:');
tally(({ record }) => record.group.replace(/^en-[a-z-]+-(\d)\d*$/, 'ids $1xx').replace(/^en-[a-z-]+-(\d{1,2})$/, 'ids <100'));

const missed = ai.filter(({ i }) => (fitted.outOfFold[i] ?? 0) < cut);
const caught = ai.filter(({ i }) => (fitted.outOfFold[i] ?? 0) >= cut);
const humans = own.map((record, i) => ({ record, i })).filter(({ record }) => isCorpusSource(record.source) && record.label === 0);
console.log('\nFeatures, mean in z units over the corpus English texts: missed AI / caught AI / human:');
const names = ENGLISH_FEATURES;
const stats = names.map((name) => {
  const col = (items: { i: number }[]) => items.map(({ i }) => (rows[i]?.row ?? [])[featureIndex(name)] ?? 0);
  const everyone = col([...ai, ...humans]);
  const mean = everyone.reduce((a, b) => a + b, 0) / everyone.length;
  const sd = Math.sqrt(everyone.reduce((a, b) => a + (b - mean) ** 2, 0) / everyone.length) || 1;
  const z = (items: { i: number }[]) => col(items).reduce((a, b) => a + (b - mean) / sd, 0) / Math.max(1, items.length);
  return { name, missed: z(missed), caught: z(caught), human: z(humans) };
});
stats.sort((a, b) => Math.abs(b.missed - b.caught) - Math.abs(a.missed - a.caught));
for (const s of stats) console.log(`  ${s.name.padEnd(22)} ${s.missed.toFixed(2).padStart(6)} ${s.caught.toFixed(2).padStart(6)} ${s.human.toFixed(2).padStart(6)}`);
console.log('\nMissed texts (probability: the maximum, current-model classifier, HC3-era classifier; words; genre):');
for (const { record, i } of missed.sort((a, b) => (fitted.outOfFold[a.i] ?? 0) - (fitted.outOfFold[b.i] ?? 0))) {
  console.log(`  ${record.group.padEnd(18)} ${(fitted.outOfFold[i] ?? 0).toFixed(3)} ${(fitted.outOfFoldByClassifier.current?.[i] ?? 0).toFixed(3)} ${(fitted.outOfFoldByClassifier.primary[i] ?? 0).toFixed(3)} ${String(countWords(record.text)).padStart(4)}  ${record.genre}`);
}

function featureIndex(name: string): number {
  return (FEATURE_NAMES as readonly string[]).indexOf(name);
}
