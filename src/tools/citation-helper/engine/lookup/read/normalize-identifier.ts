import { LookupFailure } from '../lookup-failure';

/** "doi:10.1000/xyz", "https://doi.org/10.1000/xyz." → "10.1000/xyz"; anything that is not a DOI is refused. */
export function normalizeDoi(value: string): string {
  const doi = decodeURIComponentSafe(value.trim())
    .replace(/^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i, '')
    .replace(/[.,;:)\]]+$/, '');
  if (!/^10\.\d{4,9}\/\S+$/.test(doi)) {
    throw new LookupFailure('invalid', `"${value.trim()}" is not a DOI: a DOI looks like 10.1037/amp0000722.`);
  }
  return doi;
}

/** An ISBN-10 or ISBN-13 without hyphens or spaces, its check digit verified (a typo is caught before any lookup). */
export function normalizeIsbn(value: string): string {
  const isbn = value.replace(/^\s*isbn(?:-1[03])?:?\s*/i, '').replace(/[\s-]/g, '').toUpperCase();
  const valid = /^\d{9}[\dX]$/.test(isbn) ? hasIsbn10CheckDigit(isbn) : /^97[89]\d{10}$/.test(isbn) && hasIsbn13CheckDigit(isbn);
  if (!valid) {
    throw new LookupFailure('invalid', `"${value.trim()}" is not a valid ISBN: check the digits (the last one is a check digit).`);
  }
  return isbn;
}

function hasIsbn10CheckDigit(isbn: string): boolean {
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const char = isbn[index] ?? '';
    sum += (char === 'X' ? 10 : Number(char)) * (10 - index);
  }
  return sum % 11 === 0;
}

function hasIsbn13CheckDigit(isbn: string): boolean {
  let sum = 0;
  for (let index = 0; index < 13; index += 1) sum += Number(isbn[index]) * (index % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

/** "arXiv:2101.00001v2", "https://arxiv.org/abs/hep-th/9901001" → the bare id; old and new id forms. */
export function normalizeArxivId(value: string): string {
  const id = value
    .trim()
    .replace(/^(?:arxiv:\s*|https?:\/\/(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf)\/)/i, '')
    .replace(/\.pdf$/i, '');
  if (!/^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?$/.test(id)) {
    throw new LookupFailure('invalid', `"${value.trim()}" is not an arXiv id: one looks like 2101.00001 or hep-th/9901001.`);
  }
  return id;
}

/** "PMID: 31452104" → "31452104". */
export function normalizePmid(value: string): string {
  const id = value.trim().replace(/^pmid:?\s*/i, '');
  if (!/^\d{1,9}$/.test(id)) {
    throw new LookupFailure('invalid', `"${value.trim()}" is not a PubMed id: a PMID is a number such as 31452104.`);
  }
  return id;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
