import { beforeAll, describe, expect, it } from 'vitest';
import { toolPage } from './tool-page';

beforeAll(() => toolPage.loadRunSummarizer());

describe('the citation-helper page registration', () => {
  it("summarises a saved run's headline facts from its stored result", () => {
    const citation = toolPage.summarizeRun({
      style: { id: 'apa', title: 'American Psychological Association 7th edition' },
      items: [
        { id: 'a', type: 'book' },
        { id: 'b', type: 'webpage' },
      ],
      warnings: [{ itemId: 'a', field: 'issued', message: 'APA needs the publication year.' }],
    });
    expect(citation?.facts.map((fact) => fact.value)).toEqual(['American Psychological Association 7th edition', '2', '1']);
  });
});
