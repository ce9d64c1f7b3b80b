import { describe, expect, it } from 'vitest';
import { describeItem, formToItem, itemToForm } from './item-form';
import { fieldsFor } from './source-types';

describe('the source form', () => {
  const fields = fieldsFor('article-journal');

  it('shows names one per line and dates as year-month-day, and writes them back as CSL-JSON', () => {
    const item = {
      id: 'a',
      type: 'article-journal',
      author: [{ family: 'Smith', given: 'Jane' }, { literal: 'World Health Organization' }],
      issued: { 'date-parts': [[2021, 3, 5]] },
      title: 'Sleep',
      note: 'kept as it was',
    };
    const values = itemToForm(item, fields);
    expect(values.author).toBe('Smith, Jane\nWorld Health Organization');
    expect(values.issued).toBe('2021-03-05');
    const back = formToItem(item, 'article-journal', fields, { ...values, volume: ' 12 ', issued: '2020' });
    expect(back).toEqual({ ...item, volume: '12', issued: { 'date-parts': [[2020]] } });
  });

  it('removes a field the user emptied, keeps a date it cannot read as written', () => {
    const item = { id: 'a', type: 'book', title: 'Old title', publisher: 'Penguin' };
    const bookFields = fieldsFor('book');
    const back = formToItem(item, 'book', bookFields, { ...itemToForm(item, bookFields), publisher: '', issued: 'Spring 2019' });
    expect(back).not.toHaveProperty('publisher');
    expect(back.issued).toEqual({ raw: 'Spring 2019' });
  });

  it('adds a field a warning names even when the type does not list it', () => {
    expect(fieldsFor('webpage', ['publisher']).map((field) => field.variable)).toContain('publisher');
    expect(fieldsFor('webpage', ['author']).filter((field) => field.variable === 'author')).toHaveLength(1);
  });

  it('describes an unformatted item in one plain line', () => {
    expect(describeItem({ id: 'a', type: 'book', title: 'Writing well', author: [{ family: 'Doe', given: 'J.' }], issued: { 'date-parts': [[2019]] } })).toBe(
      'Doe (2019) Writing well',
    );
  });
});
