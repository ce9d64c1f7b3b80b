import type { Identifier } from '../source-reading';

const DOI = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)$/i;
const ARXIV = /^(?:arxiv:\s*|https?:\/\/(?:www\.)?arxiv\.org\/(?:abs|pdf)\/)(\d{4}\.\d{4,5}(?:v\d+)?|[a-z-]+(?:\.[a-z]{2})?\/\d{7}(?:v\d+)?)(?:\.pdf)?$/i;
const BARE_ARXIV = /^(\d{4}\.\d{4,5}(?:v\d+)?)$/;
const PUBMED = /^(?:pmid:?\s*|https?:\/\/(?:pubmed\.ncbi\.nlm\.nih\.gov|www\.ncbi\.nlm\.nih\.gov\/pubmed)\/)(\d{1,9})\/?$/i;
const ISBN = /^(?:isbn(?:-1[03])?:?\s*)?([0-9][0-9\s-]{8,16}[0-9x])$/i;
const URL_LINE = /^https?:\/\/\S+$/i;

/** A whole line that is one identifier (not a reference that merely contains a DOI). */
export function readIdentifier(line: string): Identifier | undefined {
  const text = line.trim();
  const doi = DOI.exec(text)?.[1];
  if (doi) return { kind: 'doi', value: doi.replace(/[.,;]+$/, '') };
  const arxiv = ARXIV.exec(text)?.[1] ?? BARE_ARXIV.exec(text)?.[1];
  if (arxiv) return { kind: 'arxiv', value: arxiv };
  const pubmed = PUBMED.exec(text)?.[1];
  if (pubmed) return { kind: 'pubmed', value: pubmed };
  const isbn = ISBN.exec(text)?.[1]?.replace(/[\s-]/g, '').toUpperCase();
  if (isbn && isValidIsbn(isbn)) return { kind: 'isbn', value: isbn };
  if (URL_LINE.test(text)) return { kind: 'url', value: text };
  return undefined;
}

/** ISBN check digits, so a page range or a phone number is not mistaken for a book. */
export function isValidIsbn(isbn: string): boolean {
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = [...isbn].reduce((total, char, index) => total + (char === 'X' ? 10 : Number(char)) * (10 - index), 0);
    return sum % 11 === 0;
  }
  if (/^97[89]\d{10}$/.test(isbn)) {
    const sum = [...isbn].reduce((total, char, index) => total + Number(char) * (index % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0;
  }
  return false;
}
