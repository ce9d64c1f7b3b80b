import type { EnginePorts } from '../../../platform/engine-ports';
import type { EngineInfo } from '../contract';
import { apertiumEngine } from './engines/apertium/shared-apertium-engine';
import { createDeeplEngine } from './engines/deepl/deepl-engine';
import { createLibreTranslateEngine } from './engines/libretranslate/libretranslate-engine';
import { createModelEngine } from './engines/model/model-engine';
import type { TranslationEngine } from './translation-engine';

const built = new Map<string, TranslationEngine[]>();

/**
 * Every engine, configured or not, in the order `auto` prefers them (DeepL, LibreTranslate, the
 * model, Apertium). One set per configuration, so the tool and `GET /api/translate/engines` share
 * the providers' cached language lists.
 */
export function createTranslationEngines(ports: Pick<EnginePorts, 'openai' | 'translation'>): TranslationEngine[] {
  const key = JSON.stringify([ports.openai ?? null, ports.translation ?? null]);
  let engines = built.get(key);
  if (!engines) {
    engines = [
      createDeeplEngine(ports.translation?.deepl),
      createLibreTranslateEngine(ports.translation?.libreTranslate),
      createModelEngine(ports.openai),
      apertiumEngine,
    ];
    built.set(key, engines);
  }
  return engines;
}

/** What the page and `GET /api/translate/engines` show: each engine, whether it works here, its pairs, and the line that enables it. */
export async function listEngines(engines: readonly TranslationEngine[]): Promise<EngineInfo[]> {
  return Promise.all(
    engines.map(async (engine): Promise<EngineInfo> => {
      const reason = await engine.unavailableReason();
      const pairs = reason ? [] : await engine.listPairs();
      // An engine that answers but has no pairs (Apertium without pair packages) is no use either.
      const message = reason ?? (pairs.length === 0 ? `${engine.id} has no language pairs installed.` : undefined);
      return { id: engine.id, available: message === undefined, pairs, ...(message ? { message } : {}) };
    }),
  );
}
