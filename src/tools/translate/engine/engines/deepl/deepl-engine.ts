import { z } from 'zod';
import type { GlossaryTerm } from '../../../contract';
import type { TranslationEngine } from '../../translation-engine';
import { translateInBatches } from '../batch-segments';
import { toBaseLanguage } from '../../pipeline/language-codes';
import { crossPairs } from '../cross-pairs';
import type { ProviderEngineOptions } from '../libretranslate/libretranslate-engine';
import { TranslationProviderError } from '../provider-error';
import { rememberResult } from '../remember-result';
import { requestProviderJson } from '../request-provider-json';
import { chooseDeeplEndpoint, fromDeeplXml, pickDeeplTarget, toDeeplXml } from './deepl-endpoint';
import { createDeeplGlossaryCache, formatGlossaryEntries, glossaryCreatedSchema } from './deepl-glossaries';

export interface DeeplSettings {
  apiKey: string;
  /** Overrides the endpoint the key picks (a proxy, or a fake in tests). */
  apiUrl?: string;
}

export const DEEPL_ENABLE_LINE = 'Set DEEPL_API_KEY to a DeepL API key (Free keys end in ":fx").';

/** DeepL's documented limits: 50 texts per request, 128 KiB per request body. */
const LIMITS = { maxSegments: 50, maxChars: 30_000 };

const languagesSchema = z.array(z.object({ language: z.string(), supports_formality: z.boolean().optional() }));
const translationsSchema = z.object({ translations: z.array(z.object({ text: z.string() })) });

interface DeeplLanguages {
  sources: string[];
  /** DeepL's target codes ("EN-US", "DE"…). */
  targets: string[];
  formal: Set<string>;
}

function explainStatus(status: number): string {
  if (status === 401 || status === 403) return ' (check DEEPL_API_KEY; a Free key must end in ":fx")';
  if (status === 456) return ' (the DeepL character quota for this billing period is used up)';
  if (status === 429) return ' (too many requests to DeepL; try again shortly)';
  return '';
}

/** DeepL, Free or Pro by the key: pairs from `/v2/languages`, glossaries through its API, formality where the target has it. */
export function createDeeplEngine(settings: DeeplSettings | undefined, options: ProviderEngineOptions = {}): TranslationEngine {
  const base = settings ? chooseDeeplEndpoint(settings.apiKey, settings.apiUrl) : '';
  const who = `DeepL at ${base}`;
  const headers = { authorization: `DeepL-Auth-Key ${settings?.apiKey ?? ''}`, 'content-type': 'application/json' };
  const request = (path: string, init: RequestInit, signal?: AbortSignal) =>
    requestProviderJson(`${base}${path}`, { ...init, headers }, { who, signal, fetch: options.fetch, timeoutMs: options.timeoutMs, explainStatus });
  const glossaries = createDeeplGlossaryCache();
  /** Pairs DeepL refused a glossary for: the terms are then forced around it, not asked again. */
  const noGlossaryPairs = new Set<string>();

  const loadLanguages = rememberResult(
    async (): Promise<DeeplLanguages> => {
      const [sources, targets] = await Promise.all([request('/v2/languages?type=source', { method: 'GET' }), request('/v2/languages?type=target', { method: 'GET' })]);
      const parsedSources = languagesSchema.safeParse(sources);
      const parsedTargets = languagesSchema.safeParse(targets);
      if (!parsedSources.success || !parsedTargets.success) throw new TranslationProviderError(`${who} listed its languages in an unexpected shape.`);
      return {
        sources: parsedSources.data.map((language) => language.language.toUpperCase()),
        targets: parsedTargets.data.map((language) => language.language.toUpperCase()),
        formal: new Set(parsedTargets.data.filter((language) => language.supports_formality).map((language) => language.language.toUpperCase())),
      };
    },
    { successMs: 60 * 60_000, failureMs: 30_000 },
  );

  async function findGlossaryId(glossary: readonly GlossaryTerm[], source: string, target: string, signal?: AbortSignal): Promise<string | undefined> {
    const entries = formatGlossaryEntries(glossary);
    const pairKey = `${source}>${target}`;
    if (!entries || noGlossaryPairs.has(pairKey)) return undefined;
    const key = `${pairKey}\n${entries}`;
    const known = glossaries.find(key);
    if (known) return known;
    const body = { name: `scribewell ${pairKey}`, source_lang: source, target_lang: target, entries, entries_format: 'tsv' };
    let created: unknown;
    try {
      created = await request('/v2/glossaries', { method: 'POST', body: JSON.stringify(body) }, signal);
    } catch (error) {
      // 400: DeepL has no glossaries for this pair; the pipeline forces the terms instead.
      if (error instanceof TranslationProviderError && error.status === 400) {
        noGlossaryPairs.add(pairKey);
        return undefined;
      }
      throw error;
    }
    const parsed = glossaryCreatedSchema.safeParse(created);
    if (!parsed.success) return undefined;
    for (const evicted of glossaries.remember(key, parsed.data.glossary_id)) {
      request(`/v2/glossaries/${encodeURIComponent(evicted)}`, { method: 'DELETE' }).catch(() => undefined);
    }
    return parsed.data.glossary_id;
  }

  return {
    id: 'deepl',
    async listPairs() {
      if (!settings) return [];
      const languages = await loadLanguages();
      return languages.ok ? crossPairs(languages.value.sources.map(toBaseLanguage), languages.value.targets.map(toBaseLanguage)) : [];
    },
    async unavailableReason() {
      if (!settings) return `DeepL is not configured. ${DEEPL_ENABLE_LINE}`;
      const languages = await loadLanguages();
      return languages.ok ? undefined : languages.error.message;
    },
    async translate({ segments, source, target, formality, glossary, signal }) {
      if (!settings) throw new TranslationProviderError(`DeepL is not configured. ${DEEPL_ENABLE_LINE}`);
      const languages = await loadLanguages();
      if (!languages.ok) throw languages.error;
      const targetCode = pickDeeplTarget(target, languages.value.targets);
      const formalityHandled = formality !== 'default' && languages.value.formal.has(targetCode);
      const glossaryId = glossary?.length ? await findGlossaryId(glossary, source, target, signal) : undefined;
      const translated = await translateInBatches(segments, LIMITS, async (texts) => {
        const body = {
          text: texts.map(toDeeplXml),
          source_lang: source.toUpperCase(),
          target_lang: targetCode,
          tag_handling: 'xml',
          ...(formality !== 'default' ? { formality: formality === 'more' ? 'prefer_more' : 'prefer_less' } : {}),
          ...(glossaryId ? { glossary_id: glossaryId } : {}),
        };
        const parsed = translationsSchema.safeParse(await request('/v2/translate', { method: 'POST', body: JSON.stringify(body) }, signal));
        if (!parsed.success || parsed.data.translations.length !== texts.length) {
          throw new TranslationProviderError(`${who} did not answer one translation per text sent.`);
        }
        return parsed.data.translations.map((translation) => fromDeeplXml(translation.text));
      });
      return { segments: translated, glossaryHandled: glossaryId !== undefined, formalityHandled };
    },
  };
}
