import type { Token } from './tokenize-reference';

/**
 * Session 33 (2026-12-02), from the sixteenth collected set's misses: "R. Van der Merwe "Sigma-Point Kalman Filters …"" — a family
 * name's particles ("Van der", "De la", "Von der") cut after the capitalised one, the lower-case particle and the family name read as
 * the title's opening. A capitalised particle closing the names, then lower-case particles and one capitalised word, is one name.
 */
const CAPITAL_PARTICLE = /^(?:Van|Von|De|Da|Di|Du|La|Le|Del|Della|Ten|Ter)$/;
const LOWER_PARTICLE = /^(?:der|den|de|la|le|van|von|du|da|di|del|della|ten|ter|los|las)$/;
const FAMILY = /^\p{Lu}[\p{Ll}'’-]+[,.;:]?$/u;

export function particlesAfterCapitalParticle(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < tokens.length; k++) {
    if (labels[k] !== 'title' || labels[k - 1] !== 'author' || !CAPITAL_PARTICLE.test(tokens[k - 1]?.text ?? '')) continue;
    let end = k;
    while (end < tokens.length && LOWER_PARTICLE.test(tokens[end]?.text ?? '')) end++;
    // Session 35: "Frank C. De Lucia JOURNAL OF MOLECULAR SPECTROSCOPY 111" — no lower-case particle, and the family name read as
    // a one-word title right before the journal (chemistry's layout has no title): it is the name's.
    const loneFamily = end === k && FAMILY.test(tokens[k]?.text ?? '') && ['journal', 'container-title'].includes(labels[k + 1] ?? '') && labels.filter((label) => label === 'title').length === 1;
    if (loneFamily) {
      labels[k] = 'author';
      return;
    }
    if (end === k || !FAMILY.test(tokens[end]?.text ?? '') || labels[end] !== 'title') return;
    // The title must keep words of its own after the name.
    if (labels[end + 1] !== 'title') return;
    for (let m = k; m <= end; m++) labels[m] = 'author';
    return;
  }
}
