import { beforeAll, describe, expect, it } from 'vitest';
import { loadRunSummaries } from '../lib/tool-pages';
import { TOOL_PAGES } from './tool-pages';

beforeAll(() => loadRunSummaries(TOOL_PAGES.values()));

function summarize(toolId: Parameters<typeof TOOL_PAGES.get>[0], result: unknown) {
  const page = TOOL_PAGES.get(toolId);
  if (!page) throw new Error(`${toolId} has no page registration`);
  return page.summarizeRun(result);
}

describe('tool page registrations', () => {
  it('are found for the built tools, in catalogue order, and not for the others', () => {
    expect([...TOOL_PAGES.keys()]).toEqual(['ai-detector', 'plagiarism', 'text-compare', 'detect-language', 'grammar-checker', 'translate', 'quiz-answer-assistance', 'math-problem-assistance', 'citation-helper', 'resume-builder']);
    for (const page of TOOL_PAGES.values()) {
      expect(page.responses.basic.length, page.toolId).toBeGreaterThan(10);
      expect(page.responses.advanced.length, page.toolId).toBeGreaterThan(10);
    }
  });

  it("summarise a saved run's headline facts from its stored result", () => {
    expect(summarize('ai-detector', { verdict: 'likely AI', aiProbability: 0.973 })?.facts).toEqual([
      { label: 'Verdict', value: 'likely AI' },
      { label: 'AI probability', value: '97.3%' },
    ]);
    expect(summarize('ai-detector', { verdict: 'too short to judge', aiProbability: null })?.facts).toEqual([
      { label: 'Verdict', value: 'too short to judge' },
    ]);
    const single = summarize('detect-language', {
      language: { code: 'fra', bcp47: 'fr', name: 'French', confidence: 0.91 },
      reliable: true,
    });
    expect(single?.facts.map((fact) => fact.value)).toEqual(['French (fra)', '91.0%', 'Yes']);
    expect(summarize('detect-language', { results: [{}, {}, {}] })?.facts).toEqual([{ label: 'Texts in the batch', value: '3' }]);
    const grammar = summarize('grammar-checker', { issues: [{}, {}], corrected: 'This is fine.', readability: {} });
    expect(grammar).toEqual({ facts: [{ label: 'Issues found', value: '2' }], text: { label: 'Corrected text', value: 'This is fine.' } });
    const plagiarism = summarize('plagiarism', { similarity: 42, matches: [], sources: [] });
    expect(plagiarism?.facts.map((fact) => fact.value)).toEqual(['42.0%', '0', '0']);
    const compare = summarize('text-compare', { similarity: 80, changes: [{ type: 'equal', text: 'a ' }, { type: 'insert', text: 'b' }] });
    expect(compare?.facts.map((fact) => fact.value)).toEqual(['80.0%', '1']);
    const translation = summarize('translate', {
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
    const quiz = summarize('quiz-answer-assistance', {
      status: 'answered',
      kind: 'true_false',
      hints: ['a', 'b'],
      answer: { text: 'True', optionIndex: 0, confidence: 0.92 },
    });
    expect(quiz?.facts.map((fact) => fact.value)).toEqual(['True or false', 'True', '92.0%', '2']);
    const citation = summarize('citation-helper', {
      style: { id: 'apa', title: 'American Psychological Association 7th edition' },
      items: [{ id: 'a', type: 'book' }, { id: 'b', type: 'webpage' }],
      warnings: [{ itemId: 'a', field: 'issued', message: 'APA needs the publication year.' }],
    });
    expect(citation?.facts.map((fact) => fact.value)).toEqual(['American Psychological Association 7th edition', '2', '1']);
    const resume = summarize('resume-builder', {
      resume: { basics: { name: 'Ada Lovelace' } },
      file: { name: 'ada-lovelace-resume.pdf', mimeType: 'application/pdf', base64: 'JVBERi0=' },
      ats: { score: 92.6, checks: [] },
      match: { score: 40, matched: ['SQL'], missing: ['Python'] },
      warnings: [],
    });
    expect(resume?.facts.map((fact) => fact.value)).toEqual(['Ada Lovelace', '93/100', '40%', 'ada-lovelace-resume.pdf']);
  });

  it('give no summary for a result of an unknown shape, so the page shows the raw JSON', () => {
    expect(summarize('ai-detector', { something: 'else' })).toBeNull();
    expect(summarize('grammar-checker', null)).toBeNull();
  });

  it('let text compare show a saved run in full', async () => {
    const view = await TOOL_PAGES.get('text-compare')?.loadSavedRunView?.();
    expect(typeof view?.default).toBe('function');
  });
});
