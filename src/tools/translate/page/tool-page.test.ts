import { beforeAll, describe, expect, it } from 'vitest';
import { toolPage } from './tool-page';

beforeAll(() => toolPage.loadRunSummarizer());

describe('the translate page registration', () => {
  it("summarises a saved run's headline facts from its stored result", () => {
    const translation = toolPage.summarizeRun({
      translation: 'Hola mundo.',
      source: { code: 'en', detected: true },
      target: 'es',
      engine: 'apertium',
      segments: [],
      glossaryApplied: [],
      notes: [],
    });
    expect(translation).toEqual({
      facts: [
        { label: 'Languages', value: 'English (detected) → Spanish' },
        { label: 'Engine', value: 'Apertium (offline)' },
      ],
      text: { label: 'Translation', value: 'Hola mundo.' },
    });
  });
});
