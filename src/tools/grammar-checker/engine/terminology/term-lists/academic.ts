import { type TermRule } from '../term-rule';

const CONTRACTION = 'Academic writing avoids contractions.';
const INFORMAL = 'Too informal for academic writing.';

export const ACADEMIC_TERMS: TermRule[] = [
  { term: "don't", prefer: ['do not'], reason: CONTRACTION, confident: true },
  { term: "doesn't", prefer: ['does not'], reason: CONTRACTION, confident: true },
  { term: "didn't", prefer: ['did not'], reason: CONTRACTION, confident: true },
  { term: "can't", prefer: ['cannot'], reason: CONTRACTION, confident: true },
  { term: "won't", prefer: ['will not'], reason: CONTRACTION, confident: true },
  { term: "isn't", prefer: ['is not'], reason: CONTRACTION, confident: true },
  { term: "aren't", prefer: ['are not'], reason: CONTRACTION, confident: true },
  { term: "wasn't", prefer: ['was not'], reason: CONTRACTION, confident: true },
  { term: "it's", prefer: ['it is'], reason: CONTRACTION, confident: true },
  { term: 'a lot of', prefer: ['many', 'much', 'a great deal of'], reason: INFORMAL },
  { term: 'lots of', prefer: ['many', 'much'], reason: INFORMAL },
  { term: 'kids', prefer: ['children'], reason: INFORMAL },
  { term: 'big', prefer: ['large', 'substantial'], reason: INFORMAL },
  { term: 'got', prefer: ['obtained', 'received'], reason: INFORMAL },
  { term: 'stuff', prefer: ['material'], reason: INFORMAL },
  { term: 'things', prefer: ['factors', 'aspects'], reason: 'Vague: name what you mean.' },
  { term: 'etc', prefer: [], reason: 'Give the full list, or say "for example" before a partial one.' },
  { term: 'proves', prefer: ['shows', 'demonstrates'], reason: 'Empirical work supports or shows; it rarely proves.' },
  { term: 'proved', prefer: ['showed', 'demonstrated'], reason: 'Empirical work supports or shows; it rarely proves.' },
  { term: 'irregardless', prefer: ['regardless'], reason: 'Nonstandard.', confident: true },
  { term: 'very unique', prefer: ['unique'], reason: '"Unique" does not take degrees.', confident: true },
  { term: 'the data is', prefer: ['the data are'], reason: 'In academic usage "data" is plural.' },
  { term: 'in my opinion', prefer: [], reason: 'State the claim and its evidence rather than the opinion.' },
  { term: 'nowadays', prefer: ['today', 'currently'], reason: INFORMAL },
  { term: 'basically', prefer: [], reason: 'Adds nothing in academic prose.' },
];
