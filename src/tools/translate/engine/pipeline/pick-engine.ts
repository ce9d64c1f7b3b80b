import type { TranslateEngineId } from '../../contract';
import type { TranslationEngine } from '../translation-engine';
import { nameLanguage, toBaseLanguage } from './language-codes';
import { UnsupportedPairError } from './unsupported-pair-error';

/** For `engine: "auto"`: neural services first when the operator set them up, the embedded engine last. */
export const ENGINE_PREFERENCE: readonly TranslateEngineId[] = ['deepl', 'libretranslate', 'model', 'apertium'];

async function coversPair(engine: TranslationEngine, source: string, target: string): Promise<boolean> {
  if ((await engine.unavailableReason()) !== undefined) return false;
  return (await engine.listPairs()).some(([from, to]) => from === source && to === target);
}

/** The engine the user asked for, or the best configured one for the pair; a 422 when none can do it. */
export async function pickEngine(
  engines: readonly TranslationEngine[],
  requested: 'auto' | TranslateEngineId,
  sourceTag: string,
  targetTag: string,
): Promise<TranslationEngine> {
  const source = toBaseLanguage(sourceTag);
  const target = toBaseLanguage(targetTag);
  const pair = `${nameLanguage(source)} → ${nameLanguage(target)}`;
  const ordered = ENGINE_PREFERENCE.flatMap((id) => engines.filter((engine) => engine.id === id));
  if (requested !== 'auto') {
    const engine = ordered.find((candidate) => candidate.id === requested);
    const reason = engine ? await engine.unavailableReason() : `The ${requested} engine is not part of this server.`;
    if (!engine || reason) throw new UnsupportedPairError(`The ${requested} engine is not available: ${reason}`);
    if (await coversPair(engine, source, target)) return engine;
    throw new UnsupportedPairError(`The ${requested} engine does not translate ${pair}. ${await describeAlternatives(ordered, source, target)}`);
  }
  for (const engine of ordered) {
    if (await coversPair(engine, source, target)) return engine;
  }
  throw new UnsupportedPairError(`This site cannot translate ${pair} yet. ${await describeAlternatives(ordered, source, target)}`);
}

/**
 * Which engine could do the pair, or, in the end user's words, what this site does translate and who can
 * add more. The environment variables that enable a provider are for the operator: they are in
 * `GET /api/translate/engines` and the README, not in a message a student reads.
 */
async function describeAlternatives(engines: readonly TranslationEngine[], source: string, target: string): Promise<string> {
  const others: string[] = [];
  for (const engine of engines) {
    if (await coversPair(engine, source, target)) others.push(engine.id);
  }
  if (others.length > 0) return `Choose ${others.join(' or ')}, or "auto".`;
  const pairs = await listAvailablePairs(engines);
  const into = listNames(pairs.filter(([from]) => from === source).map(([, to]) => to));
  const from = listNames(pairs.filter(([, to]) => to === target).map(([origin]) => origin));
  const works = [
    into ? `From ${nameLanguage(source)} it translates into ${into}.` : `It does not translate from ${nameLanguage(source)} yet.`,
    from ? `Into ${nameLanguage(target)} it translates from ${from}.` : `It does not translate into ${nameLanguage(target)} yet.`,
  ];
  return `${works.join(' ')} The site's administrator can add more languages by connecting a translation service (DeepL, LibreTranslate or a language model).`;
}

async function listAvailablePairs(engines: readonly TranslationEngine[]): Promise<Array<[string, string]>> {
  const pairs: Array<[string, string]> = [];
  for (const engine of engines) if ((await engine.unavailableReason()) === undefined) pairs.push(...(await engine.listPairs()));
  return pairs;
}

/** "Catalan, French and Spanish", each language once, in alphabetical order of its name. */
function listNames(codes: readonly string[]): string {
  const names = [...new Set(codes.map((code) => nameLanguage(code)))].sort((a, b) => a.localeCompare(b));
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
