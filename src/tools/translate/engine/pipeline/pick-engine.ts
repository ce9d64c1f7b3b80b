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
  throw new UnsupportedPairError(`No engine here translates ${pair}. ${await describeAlternatives(ordered, source, target)}`);
}

/** Which engine could do the pair, or the line that sets one up: the message the user acts on. */
async function describeAlternatives(engines: readonly TranslationEngine[], source: string, target: string): Promise<string> {
  const others: string[] = [];
  for (const engine of engines) {
    if (await coversPair(engine, source, target)) others.push(engine.id);
  }
  if (others.length > 0) return `Choose ${others.join(' or ')}, or "auto".`;
  const setup = (await Promise.all(engines.map((engine) => engine.unavailableReason()))).filter((reason): reason is string => reason !== undefined);
  const hint = 'Set DEEPL_API_KEY, LIBRETRANSLATE_URL or OPENAI_BASE_URL for a service that covers it';
  return setup.length > 0 ? `${hint}. ${setup.join(' ')}` : `${hint}.`;
}
