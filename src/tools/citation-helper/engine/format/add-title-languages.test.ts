import { describe, expect, it } from 'vitest';
import { citationInputSchema } from '../../contract';
import { cite } from '../cite';
import { addTitleLanguages } from './add-title-languages';

const book = (id: string, title: string, language?: string) => ({ id, type: 'book', title, ...(language ? { language } : {}) });

describe('a title in another language than English, with no language given', () => {
  it('gets the language its title is written in, when the detector is sure', async () => {
    const items = await addTitleLanguages([
      book('de', 'Die Geschichte der deutschen Sprache im Mittelalter'),
      book('fr', 'Une histoire de la France moderne'),
      book('en', 'Attention is all you need'),
      book('short', 'Der Spiegel'),
      book('given', 'La vie des mots et des choses', 'en'),
    ]);
    expect(items.map((item) => item.language)).toEqual(['de', 'fr', undefined, undefined, 'en']);
  });

  it('is not title-cased by Chicago, and APA does not ask for it in lower case, while English titles still are', async () => {
    const source = `@book{a, author={Müller, Hans}, title={Die Geschichte der deutschen Sprache im Mittelalter}, publisher={Beck}, year={2002}}
@book{b, author={Smith, Ann}, title={a history of the english language}, publisher={Oxford University Press}, year={2001}}`;
    const chicago = await cite(citationInputSchema.parse({ style: 'chicago-author-date', source }), { responses: 'basic' });
    expect(chicago.bibliography.map((entry) => entry.text).join('\n')).toContain('Die Geschichte der deutschen Sprache im Mittelalter.');
    expect(chicago.bibliography.map((entry) => entry.text).join('\n')).toContain('A History of the English Language.');
    // The user's items are returned as read: the guessed language only steers formatting.
    expect(chicago.items.every((item) => item.language === undefined)).toBe(true);
    const apa = await cite(citationInputSchema.parse({ style: 'apa', source: source.split('\n')[0]! }), { responses: 'basic' });
    expect(apa.warnings.filter((warning) => warning.field === 'title')).toEqual([]);
  });
});
