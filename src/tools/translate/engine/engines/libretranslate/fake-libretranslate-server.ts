import { startFakeProviderServer, translateToy, type FakeProviderServer } from '../fake-provider-server';

export interface FakeLibreTranslateOptions {
  /** The key the instance requires; none by default. */
  apiKey?: string;
  /** Languages it lists, with their targets (the newer /languages shape). */
  languages?: Array<{ code: string; name: string; targets?: string[] }>;
}

const DEFAULT_LANGUAGES = [
  { code: 'en', name: 'English', targets: ['es', 'fr', 'zh-Hans'] },
  { code: 'es', name: 'Spanish', targets: ['en'] },
  { code: 'fr', name: 'French', targets: ['en'] },
  { code: 'zh-Hans', name: 'Chinese', targets: ['en'] },
];

/** A local LibreTranslate: `GET /languages`, `POST /translate` (text or array `q`), `api_key` checked when set. */
export function startFakeLibreTranslate(options: FakeLibreTranslateOptions = {}): Promise<FakeProviderServer> {
  const languages = options.languages ?? DEFAULT_LANGUAGES;
  return startFakeProviderServer((request) => {
    if (request.method === 'GET' && request.path.startsWith('/languages')) return { status: 200, json: languages };
    if (request.method === 'POST' && request.path.startsWith('/translate')) {
      const body = (request.body ?? {}) as { q?: string | string[]; source?: string; target?: string; api_key?: string };
      if (options.apiKey && body.api_key !== options.apiKey) return { status: 403, json: { error: 'Invalid API key' } };
      const source = languages.find((language) => language.code === body.source);
      if (!source || !(source.targets ?? []).includes(body.target ?? '')) return { status: 400, json: { error: `${body.source} → ${body.target} is not supported` } };
      const q = body.q ?? '';
      return { status: 200, json: { translatedText: Array.isArray(q) ? q.map(translateToy) : translateToy(q) } };
    }
    return { status: 404, json: { error: 'Not Found' } };
  });
}
