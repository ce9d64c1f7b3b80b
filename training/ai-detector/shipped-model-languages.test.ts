import { describe, expect, it } from 'vitest';
import { calibrateLogit } from '../../src/tools/ai-detector/engine/calibrate-score';
import { decideVerdict } from '../../src/tools/ai-detector/engine/decide-verdict';
import { LANGUAGE_FEATURES } from '../../src/tools/ai-detector/engine/feature-names';
import { findThresholds, loadDetector } from '../../src/tools/ai-detector/engine/load-model';
import { scoreText } from '../../src/tools/ai-detector/engine/score-text';
import type { TrainedLanguage } from '../../src/tools/ai-detector/engine/tokenize-text';
import { readCorpus, TEST_FIXTURE_GROUPS } from './read-corpus';

/**
 * Model-written paragraphs written for this test (by the model that wrote the corpus, on prompts not
 * in it): the detector never trained on them.
 */
const AI_PARAGRAPHS: Record<TrainedLanguage, string> = {
  en: `Remote work has reshaped how many teams collaborate, offering flexibility while also introducing new challenges. On the one hand, employees often appreciate the time saved on commuting and the ability to structure their day around focused work. On the other hand, maintaining a sense of connection and shared purpose can be more difficult when colleagues rarely meet in person. To address this, many organizations are adopting hybrid models that combine the benefits of both approaches. Ultimately, the most effective solution depends on the nature of the work, the needs of the team, and a culture of clear and consistent communication.`,
  de: `Die Digitalisierung verändert unseren Alltag in nahezu allen Lebensbereichen. Einerseits eröffnet sie zahlreiche Chancen, etwa durch flexible Arbeitsmodelle, einen schnelleren Zugang zu Informationen und innovative Dienstleistungen. Andererseits bringt sie auch Herausforderungen mit sich, insbesondere im Hinblick auf Datenschutz und die zunehmende Abhängigkeit von digitalen Geräten. Umso wichtiger ist es, digitale Kompetenzen bereits in der Schule gezielt zu fördern. Letztendlich hängt der Erfolg der Digitalisierung davon ab, ob es gelingt, technologische Entwicklungen verantwortungsvoll und im Sinne aller Menschen zu gestalten.`,
  fr: `La transition énergétique représente l'un des défis majeurs de notre époque. Elle implique de réduire progressivement notre dépendance aux énergies fossiles tout en développant des sources renouvelables comme le solaire et l'éolien. Par ailleurs, elle nécessite une transformation profonde de nos modes de consommation, qu'il s'agisse des transports, du logement ou de l'alimentation. Pour réussir, cette transition doit toutefois être juste et accessible à tous, afin de ne laisser personne de côté. En définitive, il s'agit d'un enjeu à la fois environnemental, économique et social.`,
  es: `La educación financiera es una herramienta fundamental para afrontar los retos de la vida adulta. Aprender a elaborar un presupuesto, ahorrar de forma regular y comprender el funcionamiento de los préstamos permite tomar decisiones más informadas y responsables. Además, contribuye a prevenir situaciones de endeudamiento excesivo, que pueden tener consecuencias graves a largo plazo. Por ello, resulta esencial incorporar estos contenidos en los programas escolares desde edades tempranas. En definitiva, una buena formación financiera no solo beneficia a cada persona, sino también al conjunto de la sociedad.`,
};

/** A TOEFL essay by a non-native writer (detector-bias, MIT): the one the shipped model scores highest. */
const TOEFL_ESSAY = `If I had to choose between team sports and exercising alone, I’d definitely play a team sport, like volleyball, my favorite. It’s more enjoyable to spend time with people. There are a couple of reasons I say that. When you’re, uh, with people, you can share the experience, for one. I mean, you can talk, or maybe joke, like, if you’re playing volleyball, say, and you make a mistake—you drop the ball, for instance—your friends can reassure you. But besides that, friends can help motivate you. When you’re exercising alone, on the other hand, you need to motivate yourself. So, my main point is that exercising with people makes the time spent more fun.`;

const LANGUAGES: readonly TrainedLanguage[] = ['en', 'de', 'fr', 'es'];
const fixtures = readCorpus().filter((text) => TEST_FIXTURE_GROUPS.includes(text.group));

describe('per-language models in the shipped model file', () => {
  const detector = loadDetector();

  it.each(LANGUAGES)('has a calibrated %s model with its own verdict thresholds', (language) => {
    const set = detector.model.languages[language];
    expect(set).toBeDefined();
    if (language !== 'en') expect(set?.classifier.features).toEqual([...LANGUAGE_FEATURES]);
    expect(set?.calibration.slope).toBeGreaterThan(0);
    expect(calibrateLogit(set!.calibration, 2)).toBeGreaterThan(calibrateLogit(set!.calibration, -2));
    const thresholds = findThresholds(detector.model, language);
    expect(thresholds.likelyAi).toBeGreaterThanOrEqual(0.5);
    expect(thresholds.likelyHuman).toBeLessThanOrEqual(thresholds.likelyAi);
  });

  it('does not call a non-native (TOEFL) essay likely AI', () => {
    const { aiProbability } = scoreText(detector, TOEFL_ESSAY, 'en');
    expect(decideVerdict(aiProbability, findThresholds(detector.model, 'en'))).not.toBe('likely AI');
  });

  it.each(LANGUAGES)('scores a model-written %s paragraph above held-out human text of that language', (language) => {
    const human = fixtures.filter((text) => text.lang === language && text.label === 0);
    expect(human.length).toBeGreaterThan(0);
    const ai = scoreText(detector, AI_PARAGRAPHS[language], language).aiProbability;
    for (const text of human) {
      const score = scoreText(detector, text.text, language).aiProbability;
      expect(ai).toBeGreaterThan(score);
      expect(decideVerdict(score, findThresholds(detector.model, language))).not.toBe('likely AI');
    }
  });
});
