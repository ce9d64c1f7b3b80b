import { type TermRule } from '../term-rule';

const INCLUSIVE = 'Inclusive terminology, as in most current style guides for technical writing.';
const BRAND = 'Product name spelling.';

export const TECHNICAL_TERMS: TermRule[] = [
  { term: 'whitelist', prefer: ['allowlist'], reason: INCLUSIVE },
  { term: 'blacklist', prefer: ['denylist', 'blocklist'], reason: INCLUSIVE },
  { term: 'master/slave', prefer: ['primary/replica'], reason: INCLUSIVE },
  { term: 'slave', prefer: ['replica', 'secondary'], reason: INCLUSIVE },
  { term: 'sanity check', prefer: ['quick check', 'coherence check'], reason: INCLUSIVE },
  { term: 'dummy value', prefer: ['placeholder value'], reason: INCLUSIVE },
  { term: 'click on', prefer: ['click'], reason: 'Documentation style: "click" takes a direct object.', confident: true },
  { term: 'hit', prefer: ['press'], reason: 'Documentation style: press a key.' },
  { term: 'simply', prefer: [], reason: 'What is simple for the writer may not be for the reader.' },
  { term: 'utilize', prefer: ['use'], reason: 'Plain word.', confident: true },
  { term: 'leverage', prefer: ['use'], reason: 'Jargon: say what is done.' },
  { term: 'e-mail', prefer: ['email'], reason: 'Current spelling.', confident: true },
  { term: 'web site', prefer: ['website'], reason: 'Current spelling.', confident: true },
  { term: 'Javascript', prefer: ['JavaScript'], reason: BRAND, confident: true, caseSensitive: true },
  { term: 'Typescript', prefer: ['TypeScript'], reason: BRAND, confident: true, caseSensitive: true },
  { term: 'Github', prefer: ['GitHub'], reason: BRAND, confident: true, caseSensitive: true },
  { term: 'Nodejs', prefer: ['Node.js'], reason: BRAND, confident: true },
  { term: 'Postgre', prefer: ['PostgreSQL'], reason: BRAND, confident: true },
  { term: 'Wi-fi', prefer: ['Wi-Fi'], reason: BRAND, confident: true, caseSensitive: true },
  { term: 'abort', prefer: ['stop', 'cancel'], reason: 'Documentation style for user actions.' },
];
