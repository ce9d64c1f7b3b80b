import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupIdentifier } from '../lookup-identifier';
import { startFakeLookupServer, type FakeLookupServer } from '../testing/start-fake-lookup-server';

let fake: FakeLookupServer;
beforeAll(async () => {
  fake = await startFakeLookupServer();
  fake.reply('/isbn/9780262033848.json', {
    body: {
      title: 'Introduction to algorithms',
      publishers: ['MIT Press'],
      publish_date: 'July 31, 2009',
      publish_places: ['Cambridge, Mass'],
      edition_name: '3rd ed.',
      number_of_pages: 1292,
      authors: [{ key: '/authors/OL1A' }, { key: '/authors/OL2A' }],
      languages: [{ key: '/languages/eng' }],
    },
  });
  fake.reply('/authors/OL1A.json', { body: { name: 'Thomas H. Cormen' } });
  fake.reply('/authors/OL2A.json', { body: { name: 'Charles E. Leiserson' } });
  // An edition that names no authors: they are on its work.
  fake.reply('/isbn/0140449132.json', {
    body: { title: 'Crime and punishment', subtitle: 'a novel', publishers: ['Penguin Books'], publish_date: '2003', works: [{ key: '/works/OL9W' }] },
  });
  fake.reply('/works/OL9W.json', { body: { authors: [{ author: { key: '/authors/OL3A' } }] } });
  fake.reply('/authors/OL3A.json', { body: { name: 'Fyodor Dostoyevsky' } });
});
afterAll(() => fake.close());

describe('lookupIdentifier: ISBN through Open Library', () => {
  it('gives the book with its authors, edition, publisher, place and year', async () => {
    const read = await lookupIdentifier({ kind: 'isbn', value: 'ISBN 978-0-262-03384-8' }, fake.settings());
    expect(read.items).toEqual([
      {
        id: 'cormen2009introduction',
        type: 'book',
        title: 'Introduction to algorithms',
        author: [
          { family: 'Cormen', given: 'Thomas H.' },
          { family: 'Leiserson', given: 'Charles E.' },
        ],
        issued: { 'date-parts': [[2009, 7, 31]] },
        publisher: 'MIT Press',
        'publisher-place': 'Cambridge, Mass',
        edition: '3',
        'number-of-pages': '1292',
        ISBN: '9780262033848',
        language: 'en',
      },
    ]);
    expect(read.origins).toEqual([{ itemId: 'cormen2009introduction', from: 'isbn', uncertainFields: [] }]);
  });

  it("takes the work's authors when the edition names none", async () => {
    const read = await lookupIdentifier({ kind: 'isbn', value: '0-14-044913-2' }, fake.settings());
    expect(read.items[0]).toMatchObject({ title: 'Crime and punishment: a novel', author: [{ family: 'Dostoyevsky', given: 'Fyodor' }], issued: { 'date-parts': [[2003]] } });
  });

  it('says so when Open Library has no such book', async () => {
    await expect(lookupIdentifier({ kind: 'isbn', value: '9780306406157' }, fake.settings())).rejects.toMatchObject({
      reason: 'not-found',
      message: expect.stringMatching(/Open Library has no book with ISBN 9780306406157/),
    });
  });

  it('catches a mistyped ISBN by its check digit, before any lookup', async () => {
    await expect(lookupIdentifier({ kind: 'isbn', value: '978-0-262-03384-9' }, fake.settings())).rejects.toThrow(/not a valid ISBN/);
  });
});
