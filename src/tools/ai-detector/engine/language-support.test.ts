import { describe, expect, it } from 'vitest';
import { aiDetectorEngine } from '../index';
import { CHINESE_TEXT, MACHINE_LIKE } from './test-texts';

const GERMAN_MODEL_TEXT = `Die Digitalisierung verändert unseren Alltag in nahezu allen Lebensbereichen. Einerseits eröffnet sie zahlreiche Chancen, etwa durch flexible Arbeitsmodelle, einen schnelleren Zugang zu Informationen und innovative Dienstleistungen. Andererseits bringt sie auch Herausforderungen mit sich, insbesondere im Hinblick auf Datenschutz und die zunehmende Abhängigkeit von digitalen Geräten. Umso wichtiger ist es, digitale Kompetenzen bereits in der Schule gezielt zu fördern. Letztendlich hängt der Erfolg der Digitalisierung davon ab, ob es gelingt, technologische Entwicklungen verantwortungsvoll und im Sinne aller Menschen zu gestalten.`;

describe('aiDetectorEngine language handling (real language detection)', () => {
  it('names English as trained and Chinese as transfer, with a note on reduced confidence', async () => {
    const english = await aiDetectorEngine.run({ text: MACHINE_LIKE }, { responses: 'basic' });
    expect(english.language).toMatchObject({ code: 'eng', support: 'trained' });
    const chinese = await aiDetectorEngine.run({ text: CHINESE_TEXT }, { responses: 'advanced' });
    expect(chinese.language).toMatchObject({ code: 'zho', support: 'transfer' });
    expect(chinese.notes.join(' ')).toMatch(/No model is trained on Chinese/);
    expect(chinese.aiProbability).not.toBeNull();
  });

  it('detects German as trained and flags a model-written German paragraph (written for this test, never trained on)', async () => {
    const german = await aiDetectorEngine.run({ text: GERMAN_MODEL_TEXT }, { responses: 'basic' });
    expect(german.language).toMatchObject({ code: 'deu', support: 'trained' });
    expect(german.notes).toEqual([]);
    expect(german.verdict).toBe('likely AI');
  });

  it('asks for more Chinese characters than English words', async () => {
    // 60 characters count as 60 words, past the schema's 50: the engine refuses it (and the server refunds).
    await expect(aiDetectorEngine.run({ text: CHINESE_TEXT.slice(0, 60) }, { responses: 'basic' })).rejects.toThrow(/at least 100 words/);
  });
});
