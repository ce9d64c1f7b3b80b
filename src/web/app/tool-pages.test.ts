import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOL_IDS } from '../../domain/tools';
import { TOOL_PAGES } from './tool-pages';

// What each page says of its saved runs is tested in its own folder (src/tools/<id>/page/tool-page.test.ts).
describe('tool page registrations', () => {
  it('are found for every catalogued tool with a page folder, in catalogue order, and for no other', () => {
    const withPage = TOOL_IDS.filter((id) => existsSync(new URL(`../../tools/${id}/page/tool-page.tsx`, import.meta.url)));
    expect(withPage.length).toBeGreaterThan(0);
    expect([...TOOL_PAGES.keys()]).toEqual(withPage);
  });

  it('each say what both response levels include', () => {
    for (const page of TOOL_PAGES.values()) {
      expect(page.responses.basic.length, page.toolId).toBeGreaterThan(10);
      expect(page.responses.advanced.length, page.toolId).toBeGreaterThan(10);
    }
  });

  it('each read a saved run, and give no summary for a result of an unknown shape, so the page shows the raw JSON', async () => {
    for (const page of TOOL_PAGES.values()) {
      const summarize = await page.loadRunSummarizer();
      expect(summarize({ something: 'else' }), page.toolId).toBeNull();
    }
  });
});
