import { describe, expect, it } from 'vitest';
import type { CslItem } from '../../../contract';
import { isSameWork } from './is-same-work';

const reference = {
  id: 'r',
  type: 'article-journal',
  title: 'Fifty years of self-efficacy',
  author: [{ family: 'Bandura', given: 'A.' }],
  issued: { 'date-parts': [[2021]] },
} as CslItem;

const record = {
  title: 'Fifty years of <i>self-efficacy</i>: A retrospective',
  author: [{ family: 'Bandura', given: 'Albert' }, { family: 'Schunk', given: 'Dale H.' }],
  issued: { 'date-parts': [[2021, 3]] },
};

describe('isSameWork', () => {
  it('matches the record whose title, year and first author agree, a subtitle and markup aside', () => {
    expect(isSameWork(reference, record)).toBe(true);
    // Online-first and print years differ by one.
    expect(isSameWork({ ...reference, issued: { 'date-parts': [[2020]] } } as CslItem, record)).toBe(true);
    // Accents and case do not matter.
    expect(isSameWork({ ...reference, author: [{ family: 'BANDÚRA' }] } as CslItem, record)).toBe(true);
  });

  it('refuses a record another year, by other authors or with another title', () => {
    expect(isSameWork({ ...reference, issued: { 'date-parts': [[2015]] } } as CslItem, record)).toBe(false);
    expect(isSameWork({ ...reference, author: [{ family: 'Smith' }] } as CslItem, record)).toBe(false);
    expect(isSameWork({ ...reference, title: 'Fifty years of social learning theory' } as CslItem, record)).toBe(false);
  });

  it('wants more than a title: a year or an author must agree too', () => {
    expect(isSameWork({ id: 'r', type: 'book', title: 'Fifty years of self-efficacy' } as CslItem, record)).toBe(false);
    expect(isSameWork({ ...reference, title: 'Efficacy' } as CslItem, { ...record, title: 'Efficacy' })).toBe(false);
  });
});
