import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOL_IDS } from '../../domain/tools';
import { loadToolRegistrations } from '../../platform/load-tool-registrations';
import { composeEngines } from './compose-engines';

describe('tool registrations', () => {
  it('registers every catalogued tool, each from its own folder', async () => {
    const registrations = await loadToolRegistrations();
    expect(registrations.map((registration) => registration.id)).toEqual([...TOOL_IDS]);
    for (const registration of registrations) {
      if (registration.createEngine) expect(registration.contract?.id, registration.id).toBe(registration.id);
    }
  });

  it('has a page on the web side exactly for the tools that have an engine', async () => {
    const registrations = await loadToolRegistrations();
    const { findEngine } = composeEngines(registrations, {});
    for (const id of TOOL_IDS) {
      const hasPage = existsSync(new URL(`../../tools/${id}/page/tool-page.tsx`, import.meta.url));
      expect(hasPage, `${id}: a web page registration ${hasPage ? 'without' : 'is missing for'} an engine`).toBe(findEngine(id) !== undefined);
    }
  });

  it('builds engines with the ports it is given', async () => {
    const registrations = await loadToolRegistrations();
    const { findEngine } = composeEngines(registrations, {});
    expect(findEngine('text-compare')?.id).toBe('text-compare');
    expect(findEngine('resume-builder')?.id).toBe('resume-builder');
  });
});

describe('tool setup', () => {
  it("says which optional upgrades the host's ports give each tool", async () => {
    const registrations = await loadToolRegistrations();
    const bare = composeEngines(registrations, {});
    expect(bare.setup).toEqual({
      'ai-detector': { logprobs: false },
      plagiarism: { webSearch: false },
      'math-problem-assistance': { wordProblemModel: false },
      'quiz-answer-assistance': { closedBookModel: false },
      // How many of Debian's styles are installed depends on the machine.
      'citation-helper': { identifierLookup: false, installedStyles: expect.any(Number) },
    });
    const upgraded = composeEngines(registrations, { openai: { baseUrl: 'http://127.0.0.1:9' }, webSearch: async () => [] });
    expect(upgraded.setup).toEqual({
      'ai-detector': { logprobs: true },
      plagiarism: { webSearch: true },
      'math-problem-assistance': { wordProblemModel: true },
      'quiz-answer-assistance': { closedBookModel: true },
      'citation-helper': { identifierLookup: false, installedStyles: expect.any(Number) },
    });
  });
});
