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
    for (const registration of registrations.filter((candidate) => candidate.createEngine)) {
      expect(findEngine(registration.id)?.id).toBe(registration.id);
    }
  });
});

describe('tool setup', () => {
  // What each tool's setup says is tested in its own folder (src/tools/<id>/tool.test.ts).
  it('is served for exactly the built tools whose registration describes one, with the ports it is given', async () => {
    const registrations = await loadToolRegistrations();
    const ports = { openai: { baseUrl: 'http://127.0.0.1:9' }, webSearch: async () => [] };
    const { setup } = composeEngines(registrations, ports);
    const describing = registrations.filter((registration) => registration.createEngine && registration.describeSetup);
    expect(describing.length).toBeGreaterThan(0);
    expect(Object.keys(setup)).toEqual(describing.map((registration) => registration.id));
    for (const registration of describing) expect(setup[registration.id], registration.id).toEqual(registration.describeSetup!(ports));
  });
});
