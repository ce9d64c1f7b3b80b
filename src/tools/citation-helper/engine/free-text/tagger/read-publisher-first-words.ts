import type { Token } from './tokenize-reference';

/**
 * Session 33 (2026-12-02), from the sixteenth collected set's misses: "…, Boston College Department of Economics, revised 2015",
 * "(Smithsonian Institution Astrophysical Observatory, Cambridge, MA, …)" — a body named after a town or a person, its first
 * word read as a place (or as pages after a report's number) and the rest as the publisher. A body's word ("College",
 * "Institution") opening the publisher, right after one capitalised word that nothing closes, names it with that word: a place
 * before a publisher is closed by a comma or a colon ("Boston, MIT Press"; "Cambridge: University Press").
 */
const BODY_WORD = /^(?:College|Institution|Institute|University|Observatory|Laboratory|Laboratories|Society|Museum|Academy|Survey|School|Foundation|Council|Agency|Library|Polytechnic|Seminary|Hospital)[.,;]?$/;
const CAPITALISED_WORD = /^\(?\p{Lu}[\p{L}'’-]+$/u;

export function placeWordOpeningBody(tokens: Token[], labels: string[]): void {
  for (let k = 1; k < tokens.length; k++) {
    if (labels[k] !== 'publisher' || labels[k - 1] === 'publisher' || !BODY_WORD.test(tokens[k]?.text ?? '')) continue;
    const word = tokens[k - 1]?.text ?? '';
    if (!CAPITALISED_WORD.test(word) || !['location', 'pages', 'other'].includes(labels[k - 1] ?? '')) continue;
    // The word opens a phrase: after a comma, a full stop or a semicolon, or with its own opening bracket.
    if (!word.startsWith('(') && !/[,.;]$/.test(tokens[k - 2]?.text ?? '')) continue;
    labels[k - 1] = 'publisher';
  }
}
