import { describe, expect, it } from 'vitest';
import { cite } from './cite';
import { citationInputSchema, MAX_ITEMS, type CitationInput } from '../contract';
import { checkStyleMacros, MAX_EXPANDED_MACRO_CALLS } from './format/check-style-macros';
import { measureBibtex } from './read-source/measure-bibtex';
import { MAX_EXPANDED_BIBTEX_CHARS } from './read-source/source-caps';

const run = (input: CitationInput) => cite(citationInputSchema.parse(input), { responses: 'basic' });

/** Under 1 KB: each @string is the one before it twice, 30 levels (2^30 characters once expanded). */
function doublingBibtex(levels: number): string {
  const strings = [`@string{s0 = "ab"}`];
  for (let level = 1; level <= levels; level++) strings.push(`@string{s${level} = s${level - 1} # s${level - 1}}`);
  return `${strings.join('\n')}\n@article{key, title = s${levels}, author = {A. Author}, year = 2020}`;
}

function bibtexOf(count: number): string {
  return Array.from({ length: count }, (_, index) => `@article{key${index}, title = {Title ${index}}, author = {Author, A.}, journal = {J}, year = 2020}`).join('\n');
}

/** A style whose macro m0 calls m1 twice, m1 calls m2 twice, … `levels` deep. */
function fanOutStyle(levels: number): string {
  const macros = Array.from({ length: levels }, (_, index) =>
    index === levels - 1 ? `<macro name="m${index}"><text variable="title"/></macro>` : `<macro name="m${index}"><text macro="m${index + 1}"/><text macro="m${index + 1}"/></macro>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0">
  <info><title>Fan-out</title><id>fan-out</id><updated>2024-01-01T00:00:00+00:00</updated></info>
  ${macros.join('\n  ')}
  <citation><layout><text macro="m0"/></layout></citation>
  <bibliography><layout><text macro="m0"/></layout></bibliography>
</style>`;
}

const loopStyle = fanOutStyle(3).replace('<macro name="m2"><text variable="title"/></macro>', '<macro name="m2"><text macro="m0"/></macro>');

describe('citation caps on hostile inputs', () => {
  it('refuses a small BibTeX whose @string abbreviations double at every level, before citation-js expands them', async () => {
    const bibtex = doublingBibtex(30);
    expect(bibtex.length).toBeLessThan(1_000);
    await expect(run({ style: 'apa', source: bibtex })).rejects.toMatchObject({
      name: 'ToolInputError',
      status: 413,
      code: 'input_too_complex',
      message: expect.stringMatching(/@string abbreviations expand to .* more than the 1,000,000/),
    });
  });

  it('measures ordinary abbreviations and counts entries', () => {
    const measured = measureBibtex(`@string{jams = "Journal of the American Mathematical Society"}
@comment{ignored}
@article{a, title = {On {B}races "inside"}, journal = jams, month = jan, year = 1999}
@book{b, title = "Quoted {title}", publisher = jams # " Press"}`);
    expect(measured.entries).toBe(2);
    expect(measured.expandedChars).toBeLessThan(MAX_EXPANDED_BIBTEX_CHARS);
    expect(measured.expandedChars).toBeGreaterThan(100);
  });

  it('applies the item cap to BibTeX, RIS, CSL-JSON and reference lines alike, with a 413 that names it', async () => {
    const ris = Array.from({ length: MAX_ITEMS + 1 }, (_, index) => `TY  - JOUR\nTI  - Title ${index}\nAU  - Author, A.\nPY  - 2020\nER  - `).join('\n');
    const cslJson = JSON.stringify(Array.from({ length: MAX_ITEMS + 1 }, (_, index) => ({ id: `i${index}`, type: 'book', title: `T ${index}` })));
    const lines = Array.from({ length: MAX_ITEMS + 1 }, (_, index) => `Author, A. (2020). Title number ${index}. Publisher.`).join('\n');
    for (const source of [bibtexOf(MAX_ITEMS + 1), ris, cslJson, lines]) {
      await expect(run({ style: 'apa', source }), source.slice(0, 20)).rejects.toMatchObject({
        status: 413,
        code: 'too_many_items',
        message: expect.stringMatching(new RegExp(`at most ${MAX_ITEMS} can be formatted`)),
      });
    }
  }, 60_000);

  it('counts items and a pasted source together', async () => {
    const items = Array.from({ length: MAX_ITEMS }, (_, index) => ({ id: `i${index}`, type: 'book', title: `T ${index}` }));
    await expect(run({ style: 'apa', items, source: bibtexOf(1) })).rejects.toMatchObject({ status: 413, code: 'too_many_items' });
  }, 60_000);

  it('refuses a custom style with a 25-level macro fan-out before rendering, and a macro loop', async () => {
    expect(() => checkStyleMacros(fanOutStyle(25))).toThrow(expect.objectContaining({ status: 413, code: 'input_too_complex' }));
    await expect(run({ style: 'custom', styleXml: fanOutStyle(25), items: [{ id: 'a', type: 'book', title: 'T' }] })).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(/more than 20,000 macro calls/),
    });
    await expect(run({ style: 'custom', styleXml: loopStyle, items: [{ id: 'a', type: 'book', title: 'T' }] })).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/"m0" calls itself/),
    });
  });

  it('still formats with a small custom style whose macros call each other a few times', async () => {
    expect(checkStyleMacros(fanOutStyle(5))).toBe(2 * 31);
    expect(MAX_EXPANDED_MACRO_CALLS).toBe(20_000);
    const result = await run({ style: 'custom', styleXml: fanOutStyle(3), items: [{ id: 'a', type: 'book', title: 'Tiny' }], output: 'bibliography' });
    expect(result.bibliography[0]?.text).toContain('Tiny');
  });
});
