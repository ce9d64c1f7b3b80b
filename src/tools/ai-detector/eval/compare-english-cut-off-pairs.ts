/**
 * One 'likely AI' cut-off per English classifier (issue 34):
 * `npx tsx src/tools/ai-detector/eval/compare-english-cut-off-pairs.ts [--rows-cache=<file>]` (the cache of
 * compare-feature-sets.ts).
 *
 * Shipped: 'likely AI' when the higher of the two calibrated probabilities (HC3-era and current-model
 * classifier) reaches one cut-off. Compared here: a pair of cut-offs, 'likely AI' when the current-model
 * classifier's probability ≥ tCurrent OR the HC3-era one's ≥ tHc3 ('or'; tHc3 = off is the current-model
 * classifier deciding alone), and as a second idea both at once ('and'). Every pair is held to the rules
 * of choose-thresholds.ts on the same evidence (precision ≥ 95% overall and in each era, ≤ 2% of each
 * human source's documents, ≤ 1% of all, a repeated human document counted once, cut-offs in
 * [0.5, 0.999]); among the pairs that keep them, the one that flags most model-written texts ('all'),
 * or most current-model ones ('corpus'; ties: most in all), is chosen. Measured as compare-threshold-rules.ts
 * does: chosen on all out-of-fold scores, and nested (chosen on four fifths of the documents, applied to the
 * fifth). Dev figures.
 */
import { countWords } from '../../../domain/word-count';
import { MIN_WORDS } from '../engine/decide-verdict';
import { ENGLISH_FEATURES } from '../engine/feature-names';
import { chooseThresholds, findThresholdRules, MAX_DOMAIN_FPR, MAX_POOLED_FPR, MIN_PRECISION, type ThresholdEvidence } from '../../../../training/ai-detector/choose-thresholds';
import { assignFold, findDomain, isCorpusSource } from '../../../../training/ai-detector/read-dataset';
import { fitLanguageClassifiers } from '../../../../training/ai-detector/train-detector';
import { readCrossFittedRows } from './read-cross-fitted-rows';

const ENGLISH_RULES = findThresholdRules('en');
const ENGLISH_DOMAIN_FPR = ENGLISH_RULES.maxDomainFpr ?? MAX_DOMAIN_FPR;

const NESTED_FOLDS = 5;
const LOWEST = 0.5;
const HIGHEST = 0.999;
const OFF = Number.POSITIVE_INFINITY;

type Combine = 'or' | 'and';
type Objective = 'all' | 'corpus';

interface Text {
  hc3: number;
  current: number;
  label: number;
  domain: string;
  era: 'hc3' | 'corpus';
  document: string;
  judged: boolean;
}

interface Pair {
  tHc3: number;
  tCurrent: number;
}

const flags = (text: Text, pair: Pair, combine: Combine): boolean =>
  combine === 'or' ? text.current >= pair.tCurrent || text.hc3 >= pair.tHc3 : text.current >= pair.tCurrent && text.hc3 >= pair.tHc3;

/** Counts of one candidate flag set, kept up to date as texts are added. */
class FlagState {
  private readonly flaggedDocuments = new Set<string>();
  private readonly perSource = new Map<string, number>();
  private readonly perEra = new Map<string, [number, number]>();
  private pooled = 0;
  humanLimitsBroken = false;
  caught = 0;
  caughtCorpus = 0;

  constructor(private readonly limits: { pooled: number; perSource: ReadonlyMap<string, number> }) {}

  add(text: Text): void {
    const [model, human] = this.perEra.get(text.era) ?? [0, 0];
    this.perEra.set(text.era, text.label === 1 ? [model + 1, human] : [model, human + 1]);
    if (text.label === 1) {
      this.caught++;
      if (text.era === 'corpus') this.caughtCorpus++;
      return;
    }
    const key = `${text.domain}\u0000${text.document}`;
    if (this.flaggedDocuments.has(key)) return;
    this.flaggedDocuments.add(key);
    this.pooled++;
    const inSource = (this.perSource.get(text.domain) ?? 0) + 1;
    this.perSource.set(text.domain, inSource);
    if (this.pooled > this.limits.pooled || inSource > (this.limits.perSource.get(text.domain) ?? 0)) this.humanLimitsBroken = true;
  }

  /** Precision ≥ MIN_PRECISION overall and in each era that has model-written texts. */
  precisionHolds(erasWithModelText: ReadonlySet<string>): boolean {
    let model = 0;
    let human = 0;
    for (const [era, [m, h]] of this.perEra) {
      model += m;
      human += h;
      if (erasWithModelText.has(era) && m + h > 0 && m / (m + h) < MIN_PRECISION) return false;
    }
    return model + human > 0 && model / (model + human) >= MIN_PRECISION;
  }
}

/** Candidate cut-offs of one classifier: its distinct judged scores within [LOWEST, HIGHEST], and off. */
function candidates(texts: readonly Text[], pick: (text: Text) => number): number[] {
  return [...new Set(texts.map(pick).filter((p) => p >= LOWEST && p <= HIGHEST)), OFF].sort((a, b) => b - a);
}

/**
 * The pair of cut-offs that keeps every rule and flags most model-written texts (by `objective`). For each
 * HC3-era cut-off, the texts it does not flag ('or'; 'and': those it does) are added in falling order of
 * the current-model score, ties together; the search stops once a human limit breaks (it only gets worse as
 * the cut-off falls), and precision is checked after each group. Without any valid pair: the shipped
 * single cut-off on the maximum, for both.
 */
function choosePair(all: readonly Text[], evidence: ThresholdEvidence, combine: Combine, objective: Objective): Pair {
  const texts = all.filter((text) => text.judged);
  const humanDocuments = new Map<string, string>();
  for (const text of texts) if (text.label === 0) humanDocuments.set(`${text.domain}\u0000${text.document}`, text.domain);
  const sourceSizes = new Map<string, number>();
  for (const domain of humanDocuments.values()) sourceSizes.set(domain, (sourceSizes.get(domain) ?? 0) + 1);
  const limits = {
    pooled: Math.floor(MAX_POOLED_FPR * humanDocuments.size),
    perSource: new Map([...sourceSizes].map(([domain, size]) => [domain, Math.floor(ENGLISH_DOMAIN_FPR * size)])),
  };
  const erasWithModelText = new Set(texts.filter((text) => text.label === 1).map((text) => text.era));
  const byCurrent = [...texts].sort((a, b) => b.current - a.current);
  const key = (state: FlagState) => (objective === 'all' ? [state.caught, state.caughtCorpus] : [state.caughtCorpus, state.caught]);
  let best: { pair: Pair; key: number[] } | undefined;
  const consider = (state: FlagState, pair: Pair) => {
    if (state.humanLimitsBroken || !state.precisionHolds(erasWithModelText)) return;
    if (pair.tHc3 === OFF && pair.tCurrent === OFF) return;
    const mine = key(state);
    if (!best || mine[0]! > best.key[0]! || (mine[0] === best.key[0] && mine[1]! > best.key[1]!)) best = { pair, key: mine };
  };
  for (const tHc3 of candidates(texts, (text) => text.hc3)) {
    const state = new FlagState(limits);
    const inHc3 = (text: Text) => text.hc3 >= tHc3;
    if (combine === 'or') {
      for (const text of texts) if (inHc3(text)) state.add(text);
      consider(state, { tHc3, tCurrent: OFF });
    }
    if (state.humanLimitsBroken) continue;
    const rest = byCurrent.filter((text) => (combine === 'or' ? !inHc3(text) : inHc3(text)));
    for (let i = 0; i < rest.length; i++) {
      const text = rest[i]!;
      state.add(text);
      if (state.humanLimitsBroken) break;
      if ((rest[i + 1]?.current ?? -1) === text.current) continue;
      if (text.current < LOWEST) break;
      if (text.current <= HIGHEST) consider(state, { tHc3, tCurrent: text.current });
    }
  }
  if (best) return best.pair;
  const single = chooseThresholds(evidence, ENGLISH_RULES).likelyAi;
  return { tHc3: single, tCurrent: single };
}

const { records, rowsByLanguage } = readCrossFittedRows();
const own = records.filter((record) => record.lang === 'en');
const fitted = fitLanguageClassifiers(own, rowsByLanguage.en, 'en', ENGLISH_FEATURES);
const { primary, current = primary } = fitted.outOfFoldByClassifier;
const texts: Text[] = own.map((record, i) => ({
  hc3: primary[i] ?? 0,
  current: current[i] ?? 0,
  label: record.label,
  domain: findDomain(record.source),
  era: isCorpusSource(record.source) ? 'corpus' : 'hc3',
  document: record.group,
  judged: countWords(record.text) >= MIN_WORDS,
}));
const all = own.map((_, i) => i);
const nestedFold = own.map((record) => assignFold(`t${record.group}`, NESTED_FOLDS));
const evidenceOf = (indexes: readonly number[]): ThresholdEvidence => ({
  probabilities: indexes.map((i) => fitted.outOfFold[i] ?? 0),
  labels: indexes.map((i) => fitted.evidence.labels[i] ?? 0),
  domains: indexes.map((i) => fitted.evidence.domains[i] ?? ''),
  judged: indexes.map((i) => fitted.evidence.judged[i] ?? false),
  groups: indexes.map((i) => fitted.evidence.groups?.[i] ?? ''),
  eras: indexes.map((i) => fitted.evidence.eras?.[i] ?? ''),
});

const single = (indexes: readonly number[]): Pair => {
  const cut = chooseThresholds(evidenceOf(indexes), ENGLISH_RULES).likelyAi;
  return { tHc3: cut, tCurrent: cut };
};
const variants: Array<[string, Combine, (indexes: readonly number[]) => Pair]> = [
  ['single cut-off on the maximum (shipped)', 'or', single],
  ["pair, 'or', most model texts", 'or', (indexes) => choosePair(indexes.map((i) => texts[i]!), evidenceOf(indexes), 'or', 'all')],
  ["pair, 'or', most current-model texts", 'or', (indexes) => choosePair(indexes.map((i) => texts[i]!), evidenceOf(indexes), 'or', 'corpus')],
  ["pair, 'and', most model texts", 'and', (indexes) => choosePair(indexes.map((i) => texts[i]!), evidenceOf(indexes), 'and', 'all')],
  ["pair, 'and', most current-model texts", 'and', (indexes) => choosePair(indexes.map((i) => texts[i]!), evidenceOf(indexes), 'and', 'corpus')],
];
const show = (pair: Pair) => `${pair.tCurrent === OFF ? 'off' : pair.tCurrent.toFixed(4)}/${pair.tHc3 === OFF ? 'off' : pair.tHc3.toFixed(4)}`;

for (const [name, combine, choose] of variants) {
  const whole = choose(all);
  const nested = Array.from({ length: NESTED_FOLDS }, (_, k) => choose(all.filter((i) => nestedFold[i] !== k)));
  console.log(`\n${name}`);
  console.log(`  on all scores (current/HC3-era cut-off ${show(whole)}): ${describe(() => whole, combine)}`);
  console.log(`  nested (${nested.map(show).join(', ')}): ${describe((i) => nested[nestedFold[i] ?? 0]!, combine)}`);
}

/** Model texts caught per era, human texts flagged per era, per source with any flagged, TOEFL, precision. */
function describe(pairOf: (i: number) => Pair, combine: Combine): string {
  const tally = new Map<string, [number, number]>();
  const add = (key: string, flagged: boolean) => {
    const [hits, total] = tally.get(key) ?? [0, 0];
    tally.set(key, [hits + (flagged ? 1 : 0), total + 1]);
  };
  const documents = new Map<string, boolean>();
  texts.forEach((text, i) => {
    if (!text.judged) return;
    const flagged = flags(text, pairOf(i), combine);
    add(`${text.era === 'corpus' ? 'corpus' : 'HC3-era'} ${text.label === 1 ? 'model' : 'human'}`, flagged);
    add(text.label === 1 ? 'all model' : 'all human', flagged);
    add(`${text.era} ${text.label === 1 ? 'model' : 'human'} for precision`, flagged);
    if (text.label === 0) {
      const key = `${text.domain}\u0000${text.document}`;
      documents.set(key, (documents.get(key) ?? false) || flagged);
    }
  });
  const perSource = new Map<string, [number, number]>();
  for (const [key, flagged] of documents) {
    const domain = key.split('\u0000')[0] ?? '';
    const [hits, total] = perSource.get(domain) ?? [0, 0];
    perSource.set(domain, [hits + (flagged ? 1 : 0), total + 1]);
  }
  const part = (key: string) => `${(tally.get(key) ?? [0, 0]).join('/')}`;
  const precision = (era: string) => {
    const [tp] = tally.get(`${era} model for precision`) ?? [0, 0];
    const [fp] = tally.get(`${era} human for precision`) ?? [0, 0];
    return (tp / Math.max(1, tp + fp)).toFixed(3);
  };
  const [tp] = tally.get('all model') ?? [0, 0];
  const [fp] = tally.get('all human') ?? [0, 0];
  const humanDocs = [...documents.values()];
  const sources = [...perSource].filter(([, [hits]]) => hits > 0).sort().map(([domain, [hits, total]]) => `${domain} ${hits}/${total}${hits > Math.floor(ENGLISH_DOMAIN_FPR * total) ? ' OVER' : ''}`);
  return [
    `corpus model ${part('corpus model')}, HC3-era model ${part('HC3-era model')}`,
    `human texts: corpus ${part('corpus human')}, HC3-era ${part('HC3-era human')}; documents ${humanDocs.filter(Boolean).length}/${humanDocs.length}`,
    `TOEFL ${(perSource.get('detector-bias/TOEFL') ?? [0, 0]).join('/')}`,
    `precision ${(tp / Math.max(1, tp + fp)).toFixed(3)} (HC3-era ${precision('hc3')}, corpus ${precision('corpus')})`,
    `sources flagged: ${sources.join(', ') || 'none'}`,
  ].join('\n    ');
}
