import { afterEach, describe, expect, it } from 'vitest';
import { engineInfoSchema } from '../contract';
import type { FakeProviderServer } from '../engine/engines/fake-provider-server';
import { startFakeDeepl } from '../engine/engines/deepl/fake-deepl-server';
import { createTranslationEngines } from '../engine/list-engines';
import { loadConfig } from '../../../server/config/load-config';
import { createTranslationPorts } from '../../../server/engines/create-translation-ports';
import { createEngineRoutes } from './engines-routes';

let fake: FakeProviderServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('GET /api/translate/engines', () => {
  it('lists the engines the environment configures, with their pairs, and how to enable the others', async () => {
    fake = await startFakeDeepl({ apiKey: 'k:fx' });
    const config = loadConfig({ DEEPL_API_KEY: 'k:fx', DEEPL_API_URL: fake.url });
    const engines = createTranslationEngines(createTranslationPorts(config)).filter((engine) => engine.id !== 'apertium');
    const response = await createEngineRoutes({ engines }).request('/');
    expect(response.status).toBe(200);
    const body = engineInfoSchema.array().parse(await response.json());
    expect(body.map((engine) => [engine.id, engine.available])).toEqual([
      ['deepl', true],
      ['libretranslate', false],
      ['model', false],
    ]);
    expect(body[0]?.pairs).toContainEqual(['en', 'es']);
    expect(body[1]?.message).toMatch(/LIBRETRANSLATE_URL=/);
    expect(fake.requests.some((request) => request.path.includes('translate'))).toBe(false);
  });
});
