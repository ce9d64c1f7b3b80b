import { describe, expect, it } from 'vitest';
import { aiDetectorEngine } from '../index';
import { CHINESE_TEXT, MACHINE_LIKE } from './test-texts';

describe('aiDetectorEngine language handling (real language detection)', () => {
  it('names English as trained and Chinese as transfer, with a note on reduced confidence', async () => {
    const english = await aiDetectorEngine.run({ text: MACHINE_LIKE }, { responses: 'basic' });
    expect(english.language).toMatchObject({ code: 'eng', support: 'trained' });
    const chinese = await aiDetectorEngine.run({ text: CHINESE_TEXT }, { responses: 'advanced' });
    expect(chinese.language).toMatchObject({ code: 'zho', support: 'transfer' });
    expect(chinese.notes.join(' ')).toMatch(/No model is trained on Chinese/);
    expect(chinese.aiProbability).not.toBeNull();
  });

  it('asks for more Chinese characters than English words', async () => {
    // 60 characters count as 60 words, past the schema's 50: the engine refuses it (and the server refunds).
    await expect(aiDetectorEngine.run({ text: CHINESE_TEXT.slice(0, 60) }, { responses: 'basic' })).rejects.toThrow(/at least 100 words/);
  });
});
