import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import { cite } from './cite';
import { citationInputSchema, citationResultSchema, type CitationInput } from '../contract';
import { HALL_1957, SMITH_BOOK } from './test-items';

const run = (input: CitationInput, responses: 'basic' | 'advanced' = 'advanced') => cite(citationInputSchema.parse(input), { responses });

describe('cite', () => {
  it('formats an APA 7 reference list in alphabetical order, italics in html, plain in text', async () => {
    const result = await run({ style: 'apa', items: [SMITH_BOOK, HALL_1957] });
    expect(result.bibliography.map((entry) => entry.id)).toEqual(['hall1957', 'smith2001']);
    expect(result.bibliography[0]?.text).toBe(
      'Hall, H. K. (1957). Correlation of the base strengths of amines. Journal of the American Chemical Society, 79(20), 5441–5444. https://doi.org/10.1021/ja01577a030',
    );
    expect(result.bibliography[1]?.html).toBe('Smith, A. (2001). <i>Reading &#38; writing in the sciences</i>. Oxford University Press.');
    expect(result.bibliography[1]?.html).not.toContain('csl-entry');
    expect(result.style).toEqual({ id: 'apa', title: 'American Psychological Association 7th edition' });
    expect(citationResultSchema.parse(result)).toBeTruthy();
  });

  it('wraps DOIs and URLs in links when asked, in html only', async () => {
    const linked = await run({ style: 'apa', items: [HALL_1957], links: true });
    expect(linked.bibliography[0]?.html).toContain('<a href="https://doi.org/10.1021/ja01577a030">https://doi.org/10.1021/ja01577a030</a>');
    expect(linked.bibliography[0]?.text).not.toContain('<a');
    const plain = await run({ style: 'apa', items: [HALL_1957] });
    expect(plain.bibliography[0]?.html).not.toContain('<a');
  });

  it('gives in-text citations with page locators, several sources at once and "suppress author"', async () => {
    const result = await run({
      style: 'apa',
      items: [HALL_1957, SMITH_BOOK],
      citationItems: [[{ id: 'hall1957', locator: '5442', label: 'page' }, { id: 'smith2001' }], [{ id: 'smith2001', 'suppress-author': true }]],
    });
    expect(result.citations.map((citation) => citation.text)).toEqual(['(Hall, 1957, p. 5442; Smith, 2001)', '(2001)']);
  });

  it('cites each source on its own by default, and numbers IEEE entries in the order they are first cited', async () => {
    const result = await run({ style: 'ieee', items: [SMITH_BOOK, HALL_1957], citationItems: [[{ id: 'hall1957' }], [{ id: 'smith2001' }]] });
    expect(result.citations.map((citation) => citation.text)).toEqual(['[1]', '[2]']);
    expect(result.bibliography[0]?.text).toMatch(/^\[1\] H\. K\. Hall, “Correlation/);
    const byDefault = await run({ style: 'apa', items: [HALL_1957, SMITH_BOOK], output: 'citation' });
    expect(byDefault.citations.map((citation) => citation.text)).toEqual(['(Hall, 1957)', '(Smith, 2001)']);
    expect(byDefault.bibliography).toEqual([]);
  });

  it('switches style in one request: the same sources in MLA 9', async () => {
    const result = await run({ style: 'modern-language-association', items: [SMITH_BOOK], output: 'bibliography' });
    expect(result.bibliography[0]?.text).toBe('Smith, Ann. Reading & Writing in the Sciences. Oxford University Press, 2001.');
  });

  it('uses the locale asked for ("de" is German)', async () => {
    const result = await run({ style: 'chicago-author-date', locale: 'de', items: [{ ...SMITH_BOOK, editor: [{ family: 'Roe', given: 'Rick' }] }] });
    expect(result.bibliography[0]?.text).toContain('Herausgegeben von Rick Roe');
  });

  it('reads pasted BibTeX, RIS and CSL-JSON, and says where each item came from', async () => {
    const bibtex = await run({ style: 'apa', source: '@book{doe2000, title={A short guide}, author={Doe, Jane}, year=2000, publisher={Acme Press}}' });
    expect(bibtex.bibliography[0]?.text).toBe('Doe, J. (2000). A short guide. Acme Press.');
    expect(bibtex.origins).toEqual([{ itemId: 'doe2000', from: 'bibtex', uncertainFields: [] }]);
    const ris = await run({ style: 'apa', source: 'TY  - BOOK\nAU  - Doe, Jane\nTI  - A short guide\nPY  - 2000\nPB  - Acme Press\nER  - \n' });
    expect(ris.bibliography[0]?.text).toBe('Doe, J. (2000). A short guide. Acme Press.');
    const json = await run({ style: 'apa', source: JSON.stringify([HALL_1957]) });
    expect(json.origins[0]?.from).toBe('csl-json');
  });

  it('keeps two sources with the same id apart', async () => {
    const result = await run({ style: 'apa', items: [HALL_1957, { ...SMITH_BOOK, id: 'hall1957' }] });
    expect(new Set(result.items.map((item) => item.id)).size).toBe(2);
    expect(result.bibliography).toHaveLength(2);
  });

  it('formats with an uploaded CSL style', async () => {
    const styleXml = `<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0"><info><title>Tiny</title><id>tiny</id></info>
      <citation><layout><text variable="title"/></layout></citation><bibliography><layout><text variable="title" font-style="italic"/></layout></bibliography></style>`;
    const result = await run({ style: 'custom', styleXml, items: [SMITH_BOOK] });
    expect(result.style).toEqual({ id: 'custom', title: 'Tiny' });
    expect(result.bibliography[0]?.html).toBe('<i>Reading &#38; writing in the sciences</i>');
  });

  it('refuses an unknown style, a file that is not CSL, a citation of a missing source, and identifiers it cannot look up', async () => {
    await expect(run({ style: 'no-such-style', items: [HALL_1957] })).rejects.toThrow(/no citation style "no-such-style"/);
    await expect(run({ style: 'custom', styleXml: '<html></html>', items: [HALL_1957] })).rejects.toThrow(ToolInputError);
    await expect(run({ style: 'apa', items: [HALL_1957], citationItems: [[{ id: 'ghost' }]] })).rejects.toThrow(/"ghost"/);
    await expect(run({ style: 'apa', source: '10.1021/ja01577a030' })).rejects.toThrow(/cannot look up identifiers/);
    await expect(run({ style: 'apa', items: [HALL_1957], locale: 'xx-YY' })).rejects.toThrow(/no locale/);
  });

  it('refuses junk pasted as a reference, and leaves a junk line out of a list with a warning', async () => {
    await expect(run({ style: 'apa', source: '9'.repeat(120) })).rejects.toThrow(/Reference 1 \("9+…"\) was left out: .*does not look like a reference/);
    await expect(run({ style: 'apa', source: 'asdfghjkl qwertyuiop' })).rejects.toThrow(ToolInputError);
    const mixed = await run({ style: 'apa', source: 'Doe, J. (2019). A short title. Journal of Tests, 3(2), 10-12.\n99999999999999999999' });
    expect(mixed.items).toHaveLength(1);
    expect(mixed.bibliography[0]?.text).toMatch(/^Doe, J\. \(2019\)\. A short title/);
    expect(mixed.warnings.map((warning) => warning.message)).toContainEqual(expect.stringMatching(/^Reference 2 \("9+"\) was left out/));
  });

  it('builds the export files for advanced responses only', async () => {
    const advanced = await run({ style: 'apa', items: [HALL_1957], exports: ['bibtex', 'ris', 'csl-json', 'docx'] });
    expect(advanced.exports?.bibtex).toMatch(/^@article{Hall1957Correlation,/);
    expect(advanced.exports?.ris).toContain('TY  - JOUR');
    expect(JSON.parse(advanced.exports?.['csl-json'] ?? '[]')).toEqual([HALL_1957]);
    expect(Buffer.from(advanced.exports?.docx ?? '', 'base64').subarray(0, 2).toString()).toBe('PK');
    expect(citationResultSchema.parse(advanced).exports).toBeDefined();
    const basic = await run({ style: 'apa', items: [HALL_1957], exports: ['bibtex'] }, 'basic');
    expect(basic.exports).toBeUndefined();
    expect(citationResultSchema.parse(basic).bibliography).toHaveLength(1);
  });
});
