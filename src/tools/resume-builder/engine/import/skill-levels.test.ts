import { describe, expect, it } from 'vitest';
import { dropBracketedLevel } from './skill-levels';
import { splitList } from './split-list';

describe('a level in brackets after a keyword', () => {
  it('is dropped in English and other European languages', () => {
    expect(splitList('Tableau (Advanced), Go (intermedio), Figma (débutant)')).toEqual(['Tableau', 'Go', 'Figma']);
    expect(dropBracketedLevel('SAP [sehr gut]')).toBe('SAP');
  });

  it('keeps a bracket that says something else', () => {
    expect(dropBracketedLevel('Pandas (Python)')).toBe('Pandas (Python)');
  });
});

describe('commas inside a closed bracket', () => {
  it('keep the bracketed list with its keyword', () => {
    expect(splitList('Cloud (AWS, GCP), Terraform.')).toEqual(['Cloud (AWS, GCP)', 'Terraform']);
  });

  it('part the items as usual when a bracket is left open', () => {
    expect(splitList('Docker (images, Helm')).toEqual(['Docker (images', 'Helm']);
  });
});
