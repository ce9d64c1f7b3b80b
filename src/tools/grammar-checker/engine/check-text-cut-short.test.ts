import { describe, expect, it, vi } from 'vitest';
import { grammarInputSchema } from '../contract';
import type * as CheckEnglish from './check-english';

// harper stops at its time budget on a very long text: here it "checked" only the first 20 characters.
vi.mock('./check-english', async (importOriginal) => ({
  ...(await importOriginal<typeof CheckEnglish>()),
  checkWithHarper: async () => ({ issues: [], checkedUpTo: 20 }),
}));

// The unit project shares one module cache per worker (isolate: false): another file may already have
// loaded check-text with the real check-english, and the import would then skip the mock (a run-order
// flake). Clearing the cache makes this import load check-text again, against the mock.
vi.resetModules();
const { checkText } = await import('./check-text');

describe('checkText when harper is cut short', () => {
  it('says how far it got and does not list spelling as run, so the page never calls the text clean', async () => {
    const text = 'The committee reviewed the report carefully. '.repeat(20);
    const result = await checkText(grammarInputSchema.parse({ text, language: 'en' }), 'basic');
    expect(result.notices.join(' ')).toMatch(/harper checked grammar and spelling in the first \d+ words/);
    expect(result.language.checks).not.toContain('spelling');
    expect(result.language.checks).toContain('grammar');
  });
});
