import { describe, expect, it } from 'vitest';
import { addHeaderLines, readHeaderParagraphs } from './read-docx-header';

const paragraph = (...runs: string[]) => `<w:p><w:pPr/>${runs.map((run) => (run === '\t' ? '<w:r><w:tab/></w:r>' : `<w:r><w:t xml:space="preserve">${run}</w:t></w:r>`)).join('')}</w:p>`;

// Session 42 (rmarkdown-word-hollister.docx of held-out-s38): the name and contacts stand in Word's page header.
describe("a Word file's page header", () => {
  it('reads the name and each labelled contact of the header as lines of their own', () => {
    const xml = `<w:hdr>${paragraph('Jeffrey W. Hollister')}${paragraph('email: j@example.gov  website: https://jw.com', ' github: https://github.com/jw work phone: 401 782 9655')}</w:hdr>`;
    expect(readHeaderParagraphs(xml)).toEqual(['Jeffrey W. Hollister', 'email: j@example.gov', 'website: https://jw.com', 'github: https://github.com/jw', 'work phone: 401 782 9655']);
  });

  it('puts the header first only when it holds a contact and the body has none above its first heading', () => {
    const body = [{ text: 'Summary', heading: true }, { text: 'Ecologist.' }];
    expect(addHeaderLines(body, ['Jane Roe', 'email: jane@example.org'])[0]).toEqual({ text: 'Jane Roe' });
    // A running title or a page number is no contact.
    expect(addHeaderLines(body, ['Jane Roe — Curriculum Vitae', 'Page 2'])).toBe(body);
    // The body's own contacts win over a header that repeats them.
    const withContacts = [{ text: 'Jane Roe' }, { text: 'jane@example.org | +1 555 010 0000' }, ...body];
    expect(addHeaderLines(withContacts, ['Jane Roe', 'email: jane@example.org'])).toBe(withContacts);
  });
});
