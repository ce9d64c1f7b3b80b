import { type TermRule } from '../term-rule';

const LEGALESE = 'Legalese: plain-language drafting guides prefer the everyday word.';

export const LEGAL_TERMS: TermRule[] = [
  { term: 'shall', prefer: ['must', 'will'], reason: '"Shall" is ambiguous; use "must" for a duty and "will" for the future.' },
  { term: 'and/or', prefer: ['or', 'or both'], reason: '"And/or" is ambiguous; say "A or B or both".' },
  { term: 'herein', prefer: ['in this agreement'], reason: LEGALESE },
  { term: 'hereinafter', prefer: ['from now on'], reason: LEGALESE },
  { term: 'hereby', prefer: [], reason: LEGALESE },
  { term: 'aforementioned', prefer: ['this', 'that'], reason: LEGALESE },
  { term: 'aforesaid', prefer: ['this', 'that'], reason: LEGALESE },
  { term: 'witnesseth', prefer: [], reason: 'Archaic; remove it.' },
  { term: 'null and void', prefer: ['void'], reason: 'Doublet: one word carries the meaning.', confident: true },
  { term: 'cease and desist', prefer: ['stop'], reason: 'Doublet: one word carries the meaning.' },
  { term: 'any and all', prefer: ['all', 'any'], reason: 'Doublet: one word carries the meaning.' },
  { term: 'each and every', prefer: ['each', 'every'], reason: 'Doublet: one word carries the meaning.' },
  { term: 'terms and conditions', prefer: ['terms'], reason: 'Doublet: one word carries the meaning.' },
  { term: 'pursuant to', prefer: ['under'], reason: LEGALESE },
  { term: 'prior to', prefer: ['before'], reason: LEGALESE },
  { term: 'subsequent to', prefer: ['after'], reason: LEGALESE },
  { term: 'per annum', prefer: ['a year', 'per year'], reason: LEGALESE },
  { term: 'inter alia', prefer: ['among other things'], reason: LEGALESE },
  { term: 'notwithstanding', prefer: ['despite', 'even if'], reason: LEGALESE },
  { term: 'in witness whereof', prefer: [], reason: 'Archaic; state that the parties sign.' },
  { term: 'whereas', prefer: [], reason: 'Recitals read better as plain background statements.' },
  { term: 'deemed', prefer: ['treated as'], reason: LEGALESE },
  { term: 'forthwith', prefer: ['immediately'], reason: LEGALESE, confident: true },
];
