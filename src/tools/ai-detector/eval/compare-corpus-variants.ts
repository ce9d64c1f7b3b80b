/**
 * German, French and Spanish: training-data and feature variants compared on the same checks (issue 34, session 43):
 * `npx tsx src/tools/ai-detector/eval/compare-corpus-variants.ts [--langs=de,fr,es] [--folds=document,genre] [--no-unseen] [--show]`.
 *
 * Data variants add the older fresh sets' texts that are not trained on yet (fresh-s33's de-18/fr-20/es-21,
 * fresh-s35's es-23; see OLDER_SETS) as more writers; feature variants give the classifier the
 * length-scaled model contrasts (EVIDENCE_FEATURES) or the whole prose profile. For each language, variant and
 * fold scheme (five folds over documents, or one genre of model text held out per fold) it prints, out of fold:
 * 'likely AI' on all model-written texts and on the texts every variant has ('earlier'), human texts flagged,
 * the cut-off and AUROC, and the same with the cut-off chosen nested (on four fifths of the documents, applied to
 * the fifth). With folds over documents it also trains the variant's final language model and scores, as texts it
 * never saw, the fresh sets s36–s40 of the language, the held-back Europarl speeches and fresh-s40's human texts (human,
 * never trained on). French also has variants with the human texts of its model genres collected in session 44
 * (NEW_HUMAN: not-kept/human-fr-genres.jsonl, docs/decisions/0101).
 * Dev figures: the cut-offs are chosen on the same out-of-fold scores.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countWords } from '../../../domain/word-count';
import { MIN_WORDS, decideVerdict } from '../engine/decide-verdict';
import { EVIDENCE_FEATURES, FEATURE_NAMES, type FeatureName, LANGUAGE_FEATURES, PROSE_PROFILE_FEATURES } from '../engine/feature-names';
import { MODEL_URL, prepareDetector } from '../engine/load-model';
import type { DetectorModel } from '../engine/model-types';
import { scoreText } from '../engine/score-text';
import type { TrainedLanguage } from '../engine/tokenize-text';
import { computeCrossFittedRows, type FeatureRows, trainLanguageModels } from '../../../../training/ai-detector/build-feature-rows';
import { chooseThresholds } from '../../../../training/ai-detector/choose-thresholds';
import { fitSentenceClassifier } from '../../../../training/ai-detector/fit-sentence-classifier';
import { computeAuroc } from '../../../../training/ai-detector/measure-ranking';
import { CORPUS_DIR, type CorpusText, HELD_BACK_DIR, isTrainingText, normalizeGenre, parseWrittenTexts, readCorpus } from '../../../../training/ai-detector/read-corpus';
import { assignFold, findDomain } from '../../../../training/ai-detector/read-dataset';
import { fitLanguageClassifiers, foldLanguage } from '../../../../training/ai-detector/train-detector';
import { NESTED_FOLDS, pickEvidence } from './describe-nested-cut';

type Lang = 'de' | 'fr' | 'es';
const argument = (name: string, fallback: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const languages = argument('langs', 'de,fr,es').split(',') as Lang[];
const foldSchemes = argument('folds', 'document,genre').split(',');
const scoreUnseen = !process.argv.includes('--no-unseen');
const show = process.argv.includes('--show');

/**
 * The older fresh sets' copies, per language: trained on since session 43 (ai-written/: fresh-s33's de-18 and
 * es-21, fresh-s35's es-23) or still not (not-kept/: fresh-s33's fr-20). 'before s43' is the corpus without them.
 */
const OLDER_SETS: Record<Lang, Record<string, string>> = {
  de: { s33: 'de-18.txt' },
  fr: { s33: 'fr-20.txt' },
  es: { s33: 'es-21.txt', s35: 'es-23.txt' },
};
/** Human texts of the model genres collected for a language and not trained on (corpus/README.md, session 44). */
const NEW_HUMAN: Partial<Record<Lang, string>> = { fr: 'human-fr-genres.jsonl' };
const inOrder = (names: readonly FeatureName[]) => FEATURE_NAMES.filter((name) => names.includes(name));
const FEATURE_VARIANTS: Array<[string, readonly FeatureName[]]> = [
  ['shipped features', LANGUAGE_FEATURES],
  ['+ evidence', inOrder([...LANGUAGE_FEATURES, ...EVIDENCE_FEATURES])],
  ['+ prose profile', inOrder([...LANGUAGE_FEATURES, ...PROSE_PROFILE_FEATURES])],
];

const readWritten = (path: string): CorpusText[] =>
  parseWrittenTexts(readFileSync(path, 'utf8')).map((entry) => {
    const lang = entry.id.slice(0, 2) as Lang;
    const genre = normalizeGenre(entry.genre);
    return { text: entry.text, label: 1, lang, genre, edited: false, source: `scribewell/${lang}/${genre}`, group: entry.id };
  });
const readHumanRecords = (path: string, lang: Lang): CorpusText[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { text: string; lang: string; source: string; genre: string; group: string })
    .filter((record) => record.lang === lang)
    .map((record) => {
      const genre = normalizeGenre(record.genre);
      return { text: record.text, lang, genre, group: record.group, source: `${record.source}/${genre}`, label: 0, edited: false };
    });
const readHuman = (path: string, lang: Lang) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { text: string; lang: string })
    .filter((record) => record.lang === lang)
    .map((record) => record.text);

const shipped = JSON.parse(readFileSync(MODEL_URL, 'utf8')) as DetectorModel;
const corpus = readCorpus().filter(isTrainingText);

for (const language of languages) {
  const older = OLDER_SETS[language];
  const olderTexts = Object.fromEntries(Object.entries(older).map(([set, file]) => [set, readWritten(join(CORPUS_DIR, existsSync(join(CORPUS_DIR, 'ai-written', file)) ? 'ai-written' : 'not-kept', file))]));
  const olderGroups = new Set(Object.values(olderTexts).flatMap((texts) => texts.map((text) => text.group)));
  const base = corpus.filter((text) => text.lang === language && !olderGroups.has(text.group));
  const baseGroups = new Set(base.map((text) => text.group));
  const dataVariants: Array<[string, CorpusText[]]> = [['before s43', base]];
  for (const [set, texts] of Object.entries(olderTexts)) dataVariants.push([`+ ${set}`, [...base, ...texts]]);
  if (Object.keys(older).length > 1) dataVariants.push([`+ ${Object.keys(older).join(' + ')}`, [...base, ...Object.values(olderTexts).flat()]]);
  const newHumanFile = NEW_HUMAN[language];
  if (newHumanFile) {
    const found = [CORPUS_DIR, join(CORPUS_DIR, 'not-kept')].map((folder) => join(folder, newHumanFile)).find((path) => existsSync(path));
    const newHuman = found ? readHumanRecords(found, language) : [];
    const newGroups = new Set(newHuman.map((text) => text.group));
    const withoutNew = base.filter((text) => !newGroups.has(text.group));
    if (newHuman.length > 0) {
      dataVariants.splice(0, dataVariants.length, ['before s43', withoutNew], ['+ human', [...withoutNew, ...newHuman]]);
      for (const [set, texts] of Object.entries(olderTexts)) dataVariants.push([`+ ${set}`, [...withoutNew, ...texts]], [`+ ${set} + human`, [...withoutNew, ...texts, ...newHuman]]);
    }
  }
  const unseen = ['s36', 's37', 's38', 's39', 's40'].map((set) => [set, parseWrittenTexts(readFileSync(join(CORPUS_DIR, `fresh-${set}`, `${language}.txt`), 'utf8')).map((entry) => entry.text)] as const);
  const europarl = readHuman(join(CORPUS_DIR, HELD_BACK_DIR, 'human-more-rest.jsonl'), language);
  const freshHuman = readHuman(join(CORPUS_DIR, 'fresh-s40', 'human.jsonl'), language);
  console.log(`\n[${language}]`);
  for (const scheme of foldSchemes) {
    if (scheme === 'genre') process.env.AI_DETECTOR_CORPUS_FOLDS = 'genre';
    else delete process.env.AI_DETECTOR_CORPUS_FOLDS;
    for (const [dataName, records] of dataVariants) {
      const started = performance.now();
      const rows = computeCrossFittedRows(records, language, foldLanguage(records, language));
      const models = scheme === 'document' && scoreUnseen ? trainLanguageModels(records, language) : undefined;
      for (const [featureName, features] of FEATURE_VARIANTS) {
        const fitted = fitLanguageClassifiers(records, rows, language, features);
        const cut = fitted.thresholds.likelyAi;
        const all = records.map((_, i) => i);
        const judged = (i: number) => countWords(records[i]?.text ?? '') >= MIN_WORDS;
        const fold = records.map((record) => assignFold(`t${record.group}`, NESTED_FOLDS));
        const cuts = Array.from({ length: NESTED_FOLDS }, (_, k) => chooseThresholds(pickEvidence(fitted.evidence, all.filter((i) => fold[i] !== k)), fitted.rules).likelyAi);
        const p = (i: number) => fitted.outOfFold[i] ?? 0;
        const count = (test: (i: number) => boolean, cutOf: (i: number) => number) => all.filter((i) => judged(i) && test(i) && p(i) >= cutOf(i)).length;
        const total = (test: (i: number) => boolean) => all.filter((i) => judged(i) && test(i)).length;
        const isAi = (i: number) => records[i]?.label === 1;
        const isShippedAi = (i: number) => isAi(i) && baseGroups.has(records[i]?.group ?? '');
        const isHuman = (i: number) => records[i]?.label === 0;
        const nestedCut = (i: number) => cuts[fold[i] ?? 0] ?? 1;
        const auroc = computeAuroc(all.map(p), all.map((i) => records[i]?.label ?? 0));
        let line = `  ${scheme.padEnd(8)} ${dataName.padEnd(14)} ${featureName.padEnd(16)} AI ${count(isAi, () => cut)}/${total(isAi)}  earlier ${count(isShippedAi, () => cut)}/${total(isShippedAi)}  human ${count(isHuman, () => cut)}/${total(isHuman)}  cut ${cut.toFixed(3)}  AUROC ${auroc.toFixed(3)}  | nested AI ${count(isAi, nestedCut)} earlier ${count(isShippedAi, nestedCut)} human ${count(isHuman, nestedCut)}`;
        if (models) {
          const labels = records.map((record) => record.label);
          const domains = records.map((record) => findDomain(record.source));
          const model: DetectorModel = {
            ...shipped,
            languages: {
              ...shipped.languages,
              [language]: {
                ngrams: models,
                classifier: fitted.primary.classifier,
                calibration: fitted.primary.calibration,
                sentences: fitSentenceClassifier(rows as FeatureRows[], labels, domains),
                thresholds: fitted.thresholds,
              },
            },
          };
          const detector = prepareDetector(model);
          const verdict = (text: string) => decideVerdict(scoreText(detector, text, language as TrainedLanguage).aiProbability, fitted.thresholds);
          const caught = unseen.map(([set, texts]) => `${set} ${texts.filter((text) => verdict(text) === 'likely AI').length}/${texts.length}`);
          const europarlScores = europarl.map((text) => scoreText(detector, text, language as TrainedLanguage).aiProbability).sort((a, b) => b - a);
          line += `  | unseen ${caught.join(' ')}  europarl ${europarl.filter((text) => verdict(text) === 'likely AI').length}/${europarl.length}`;
          if (freshHuman.length > 0) line += `  s40 human ${freshHuman.filter((text) => verdict(text) === 'likely AI').length}/${freshHuman.length}`;
          if (show) line += ` (top ${europarlScores.slice(0, 3).map((score) => score.toFixed(3)).join(', ')})`;
        }
        console.log(line);
        if (show) {
          for (const i of all.filter((k) => judged(k) && isHuman(k) && (p(k) >= cut || p(k) >= nestedCut(k)))) {
            console.log(`      human ${records[i]?.group} (${findDomain(records[i]?.source ?? '')}) ${p(i).toFixed(3)}, nested cut ${nestedCut(i).toFixed(3)}`);
          }
        }
      }
      console.log(`    (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
}
