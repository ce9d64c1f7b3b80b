import { type RuleContext } from '../intl-rule';
import { frenchVerbs, isParticiple } from './agreement-rules';
import { findNoun } from './lexicon';

/**
 * "… un chien qui aboie toute la nuit.": a relative clause opened at k (qui, que, qu', dont, où) that runs to the
 * sentence's end, with one finite verb and no comma or joint ("et", "mais") of its own. Its verb is the relative
 * clause's, so the clause before it still lacks one ("Mon voisin à un chien qui aboie" → "a"); with a second finite verb
 * ("La maison à deux étages qui est au coin est belle") the main clause's verb may be the last one, and this is false.
 */
export function isRelativeToSentenceEnd(ctx: RuleContext, k: number): boolean {
  if (!/^(qui|que|qu['’]|dont|où)$/.test(ctx.word(k).replace(/^qu['’].+$/, "qu'"))) return false;
  let finite = 0;
  for (let m = k + 1; m < ctx.tokens.length; m++) {
    const word = ctx.word(m).replace(/^[nmtslj]['’]/, '');
    if (/^(et|mais|ou|car)$/.test(word)) return false;
    if (frenchVerbs().read(word).length > 0 && !findNoun(word) && !isParticiple(word)) finite++;
    if (/[.!?]/.test(ctx.gapAfter(m)) || m === ctx.tokens.length - 1) return finite === 1;
    if (!ctx.joined(m)) return false;
  }
  return false;
}
