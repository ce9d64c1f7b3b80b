import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import { checkItemFields } from './check-item-fields';
import type { CslItem } from '../contract';
import { createCitationEngine } from './engine';

const book = (fields: Record<string, unknown>): CslItem => ({ id: 'warm-up', type: 'book', ...fields }) as CslItem;

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ToolInputError);
    return (error as ToolInputError).message;
  }
  throw new Error('expected a ToolInputError');
}

describe('checkItemFields', () => {
  it.each([
    ['a title as a list', { title: ['Warm up'] }, '“title” must be text, not a list'],
    ['a title as true', { title: true }, '“title” must be text, not true'],
    ['a DOI as an object', { DOI: { a: 1 } }, '“DOI” must be text, not an object'],
    ['a volume as a list', { volume: [12] }, '“volume” must be text or a number'],
    ['an author as a string', { author: 'Jane Smith' }, '“author” must be a list of names'],
    ['a name as a string', { author: ['Jane Smith'] }, '“author[0]” must be a name'],
    ['a null name', { editor: [{ family: 'Smith' }, null] }, '“editor[1]” must be a name'],
    ['a name part as a list', { author: [{ family: 'Smith', given: ['Jane'] }] }, '“author[0].given” must be text, not a list'],
    ['date-parts as a number', { issued: { 'date-parts': 2020 } }, '“issued.date-parts” must be a list of one or two dates'],
    ['a date part that is not a number', { issued: { 'date-parts': [['spring']] } }, '“issued.date-parts[0][0]” must be a whole number, not the text “spring”'],
    ['a date part as an object', { accessed: { 'date-parts': [[2020, {}]] } }, '“accessed.date-parts[0][1]” must be a whole number, not an object'],
    ['an empty date', { issued: { 'date-parts': [[]] } }, '“issued.date-parts[0]” must be one date'],
    ['three dates in a range', { issued: { 'date-parts': [[2020], [2021], [2022]] } }, '“issued.date-parts” must be a list of one or two dates'],
    ['a literal date as a list', { issued: { literal: ['2020'] } }, '“issued.literal” must be text'],
    ['categories as a string', { categories: 'biology' }, '“categories” must be a list of text'],
  ])('refuses %s, naming the source and the field', (_name, fields, message) => {
    expect(refusal(() => checkItemFields([book({ title: 'Fine' }), book(fields)]))).toContain(`Source 2 (“warm-up”): the field ${message}`);
  });

  it('normalises what is only written differently: numbers as text, nulls left out, a date as text read as raw', () => {
    const [item] = checkItemFields([
      book({
        title: 1984,
        language: 3,
        volume: 12,
        note: null,
        author: [{ family: 'Orwell', given: 'George', 'parse-names': false, suffix: null }],
        issued: '1949-06-08',
        accessed: { 'date-parts': [['2024', ' 3 ', 1]], circa: true },
        categories: ['fiction', 7],
      }),
    ]);
    expect(item).toEqual({
      id: 'warm-up',
      type: 'book',
      title: '1984',
      language: '3',
      volume: 12,
      author: [{ family: 'Orwell', given: 'George', 'parse-names': false }],
      issued: { raw: '1949-06-08' },
      accessed: { 'date-parts': [[2024, 3, 1]], circa: true },
      categories: ['fiction', '7'],
    });
  });

  it('passes fields that are not CSL variables through untouched, as the contract promises', () => {
    const custom = { custom: { shelf: ['B', 2] }, 'x-zotero-key': { a: [1] } };
    expect(checkItemFields([book({ title: 'T', ...custom })])[0]).toEqual(book({ title: 'T', ...custom }));
  });
});

describe('citation engine with fields of the wrong type', () => {
  const engine = createCitationEngine({});

  it('answers a 400 naming the item and field instead of citeproc’s TypeError (issue 31 fuzz run)', async () => {
    const input = engine.inputSchema.parse({ style: 'apa', items: [{ id: 'warm-up', type: 'book', title: ['Warm up'] }] });
    const error = await engine.run(input, { responses: 'basic' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as ToolInputError).status).toBe(400);
    expect((error as ToolInputError).message).toBe('Source 1 (“warm-up”): the field “title” must be text, not a list.');
  });

  it('checks pasted CSL-JSON the same way, and the style still formats the next request', async () => {
    const bad = engine.inputSchema.parse({ style: 'apa', source: JSON.stringify([{ id: 'a', type: 'book', issued: { literal: 5, 'date-parts': 2020 } }]) });
    await expect(engine.run(bad, { responses: 'basic' })).rejects.toThrow('“issued.date-parts” must be a list');
    const good = engine.inputSchema.parse({ style: 'apa', items: [{ id: 'b', type: 'book', title: 'Animal farm', author: [{ family: 'Orwell', given: 'George' }], issued: { 'date-parts': [[1945]] } }] });
    const result = await engine.run(good, { responses: 'basic' });
    expect(result.bibliography[0]?.text).toBe('Orwell, G. (1945). Animal farm.');
  });
});

describe('field lengths', () => {
  it('refuses a field far longer than any real reference holds, naming it, and keeps a long abstract', () => {
    const title = 'La casa es grande. '.repeat(9_000);
    expect(() => checkItemFields([{ id: 'long', type: 'book', title }])).toThrow(expect.objectContaining({ status: 413, code: 'field_too_long', message: expect.stringContaining('“title”') }));
    expect(checkItemFields([{ id: 'ok', type: 'book', title: 'Short', abstract: 'An abstract. '.repeat(1_000) }])[0]).toMatchObject({ title: 'Short' });
  });

  it('refuses a name part longer than any real name (citeproc is quadratic in its quote marks), and keeps a long organisation name', () => {
    const family = `O${"'".repeat(20_000)}Brien`;
    expect(() => checkItemFields([{ id: 'q', type: 'book', title: 'T', author: [{ family, given: 'Pat' }] }])).toThrow(
      expect.objectContaining({ status: 413, code: 'field_too_long', message: expect.stringContaining('“author[0].family”') }),
    );
    expect(() => checkItemFields([{ id: 'v', type: 'book', title: 'T', volume: '"'.repeat(20_000) }])).toThrow(
      expect.objectContaining({ status: 413, code: 'field_too_long', message: expect.stringContaining('“volume”') }),
    );
    expect(checkItemFields([{ id: 'p', type: 'book', title: 'T', page: '123–145, 167–189' }])[0]).toMatchObject({ page: '123–145, 167–189' });
    const literal = 'Intergovernmental Panel on Climate Change, Working Group II: Impacts, Adaptation and Vulnerability';
    expect(checkItemFields([{ id: 'o', type: 'report', title: 'T', author: [{ literal }] }])[0]?.author).toEqual([{ literal }]);
  });
});
