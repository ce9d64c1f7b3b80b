import { z } from 'zod';
import type { TranslationEngine } from '../../translation-engine';
import { translateInBatches } from '../batch-segments';
import { toBaseLanguage } from '../../pipeline/language-codes';
import { crossPairs } from '../cross-pairs';
import { TranslationProviderError } from '../provider-error';
import { rememberResult } from '../remember-result';
import { requestProviderJson } from '../request-provider-json';

export interface LibreTranslateSettings {
  url: string;
  apiKey?: string;
}

export interface ProviderEngineOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const LIBRETRANSLATE_ENABLE_LINE =
  'Set LIBRETRANSLATE_URL to your LibreTranslate server (e.g. LIBRETRANSLATE_URL=http://localhost:5000; add LIBRETRANSLATE_API_KEY if it asks for a key).';

/** Keeps one request well under the character limit operators commonly set (char_limit). */
const LIMITS = { maxSegments: 25, maxChars: 4_000 };

const languagesSchema = z.array(z.object({ code: z.string(), targets: z.array(z.string()).optional() }));
const translatedSchema = z.object({ translatedText: z.union([z.string(), z.array(z.string())]) });

interface LibreLanguages {
  pairs: Array<[string, string]>;
  /** Our ISO 639-1 code → the instance's own ("zh" → "zh-Hans" on newer instances). */
  codes: Map<string, string>;
}

function explainStatus(status: number): string {
  if (status === 400 || status === 403) return ' (check LIBRETRANSLATE_API_KEY, and that the instance has this language pair)';
  if (status === 429) return ' (the instance limits requests per minute; try again shortly)';
  return '';
}

/** LibreTranslate (self-hosted, open): `GET /languages` for the pairs, `POST /translate` with a batch of texts. */
export function createLibreTranslateEngine(settings: LibreTranslateSettings | undefined, options: ProviderEngineOptions = {}): TranslationEngine {
  const base = settings?.url.replace(/\/+$/, '') ?? '';
  const who = `LibreTranslate at ${base}`;
  const request = (path: string, init: RequestInit, signal?: AbortSignal) =>
    requestProviderJson(`${base}${path}`, init, { who, signal, fetch: options.fetch, timeoutMs: options.timeoutMs, explainStatus });

  const loadLanguages = rememberResult(
    async (): Promise<LibreLanguages> => {
      const parsed = languagesSchema.safeParse(await request('/languages', { method: 'GET' }));
      if (!parsed.success) throw new TranslationProviderError(`${who} listed its languages in an unexpected shape.`);
      const codes = new Map<string, string>();
      for (const { code } of parsed.data) if (!codes.has(toBaseLanguage(code))) codes.set(toBaseLanguage(code), code);
      const all = parsed.data.map((language) => language.code);
      // Older instances give no per-language targets: any listed language to any other.
      const pairs = parsed.data.flatMap((language) => crossPairs([toBaseLanguage(language.code)], (language.targets ?? all).map(toBaseLanguage)));
      return { pairs: dedupePairs(pairs), codes };
    },
    { successMs: 10 * 60_000, failureMs: 30_000 },
  );

  return {
    id: 'libretranslate',
    async listPairs() {
      if (!settings) return [];
      const languages = await loadLanguages();
      return languages.ok ? languages.value.pairs : [];
    },
    async unavailableReason() {
      if (!settings) return `LibreTranslate is not configured. ${LIBRETRANSLATE_ENABLE_LINE}`;
      const languages = await loadLanguages();
      return languages.ok ? undefined : languages.error.message;
    },
    async translate({ segments, source, target, signal }) {
      if (!settings) throw new TranslationProviderError(`LibreTranslate is not configured. ${LIBRETRANSLATE_ENABLE_LINE}`);
      const languages = await loadLanguages();
      const codes = languages.ok ? languages.value.codes : new Map<string, string>();
      const translated = await translateInBatches(segments, LIMITS, async (texts) => {
        const body = {
          q: texts,
          source: codes.get(source) ?? source,
          target: codes.get(target) ?? target,
          format: 'text',
          ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
        };
        const json = await request('/translate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, signal);
        const parsed = translatedSchema.safeParse(json);
        const out = parsed.success ? [parsed.data.translatedText].flat() : [];
        if (out.length !== texts.length) throw new TranslationProviderError(`${who} did not answer one translation per text sent.`);
        return out;
      });
      return { segments: translated, glossaryHandled: false, formalityHandled: false };
    },
  };
}

function dedupePairs(pairs: Array<[string, string]>): Array<[string, string]> {
  const seen = new Set<string>();
  return pairs.filter(([from, to]) => {
    const key = `${from}>${to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
