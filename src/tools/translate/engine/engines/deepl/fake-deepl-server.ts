import { startFakeProviderServer, translateToy, type FakeProviderServer } from '../fake-provider-server';

export interface FakeDeeplOptions {
  /** The key it accepts (any request with another gets 403). */
  apiKey: string;
  /** Pairs "en>es" it makes glossaries for; others get 400, as DeepL does. */
  glossaryPairs?: string[];
}

const SOURCES = [{ language: 'EN', name: 'English' }, { language: 'ES', name: 'Spanish' }, { language: 'DE', name: 'German' }];
const TARGETS = [
  { language: 'EN-US', name: 'English (American)', supports_formality: false },
  { language: 'EN-GB', name: 'English (British)', supports_formality: false },
  { language: 'ES', name: 'Spanish', supports_formality: true },
  { language: 'DE', name: 'German', supports_formality: true },
  { language: 'JA', name: 'Japanese', supports_formality: true },
];

interface TranslateBody {
  text?: string[];
  target_lang?: string;
  glossary_id?: string;
  formality?: string;
}

/**
 * A local DeepL API: languages, translate (toy en→es, XML tags kept, glossary entries applied,
 * "more" formality marked with "usted"), glossary create/delete, the auth header checked.
 */
export function startFakeDeepl(options: FakeDeeplOptions): Promise<FakeProviderServer> {
  const glossaries = new Map<string, Array<[string, string]>>();
  const glossaryPairs = new Set(options.glossaryPairs ?? ['en>es', 'en>de']);
  return startFakeProviderServer((request) => {
    if (request.headers.authorization !== `DeepL-Auth-Key ${options.apiKey}`) return { status: 403, json: { message: 'Wrong endpoint or key' } };
    if (request.method === 'GET' && request.path.startsWith('/v2/languages')) {
      return { status: 200, json: request.path.includes('type=target') ? TARGETS : SOURCES };
    }
    if (request.method === 'POST' && request.path === '/v2/glossaries') {
      const body = request.body as { source_lang: string; target_lang: string; entries: string };
      if (!glossaryPairs.has(`${body.source_lang}>${body.target_lang}`)) return { status: 400, json: { message: 'Unsupported glossary language pair' } };
      const id = `g-${glossaries.size + 1}`;
      glossaries.set(id, body.entries.split('\n').map((line) => line.split('\t') as [string, string]));
      return { status: 201, json: { glossary_id: id, ready: true } };
    }
    if (request.method === 'DELETE' && request.path.startsWith('/v2/glossaries/')) return { status: 204, json: {} };
    if (request.method === 'POST' && request.path === '/v2/translate') {
      const body = request.body as TranslateBody;
      const entries = body.glossary_id ? (glossaries.get(body.glossary_id) ?? []) : [];
      const translations = (body.text ?? []).map((text) => {
        let out = text;
        for (const [from, to] of entries) out = out.replace(new RegExp(`\\b${from}\\b`, 'gi'), to);
        out = translateToy(out);
        if (body.formality === 'prefer_more') out = `${out} (usted)`;
        return { detected_source_language: 'EN', text: out };
      });
      return { status: 200, json: { translations } };
    }
    return { status: 404, json: { message: 'Not found' } };
  });
}
