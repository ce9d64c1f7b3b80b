import { defineRule, type IntlRule } from '../intl-rule';

/**
 * "Je l'ai téléphoné hier" → "Je lui ai téléphoné": one telephones, smiles, lies or obeys "à" someone, so the person
 * before "avoir" is "lui", never the elided direct object "l'". fr/lui-leur covers "le/la/les" before the verb; the
 * elided "l'" is glued to the auxiliary ("l'ai"), a word of its own. Only these verbs, whose object is always indirect:
 * "Je l'ai appelé" or "Je l'ai demandé" stay.
 */
const ELIDED_AVOIR = /^l['’](ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient|aurai|auras|aura|aurons|aurez|auront|aurais|aurait)$/;
const INDIRECT_PARTICIPLES = /^(téléphoné|souri|ressemblé|obéi|désobéi|menti)$/;
const SUBJECTS = /^(je|j['’]|tu|il|elle|on|nous|vous|ils|elles|ne|n['’])$/;

export const LUI_FOR_ELIDED_OBJECT: IntlRule = defineRule({
  id: 'fr/lui-for-elided-object',
  name: 'lui, not l\', before téléphoner',
  message: 'One telephones "à" someone: the person is "lui" ("je lui ai téléphoné"), not "l\'".',
  at: (ctx, i) => {
    const elided = ELIDED_AVOIR.exec(ctx.word(i));
    if (!elided || !SUBJECTS.test(ctx.word(i - 1)) || !ctx.joined(i - 1)) return undefined;
    let p = i + 1;
    while (/^(pas|jamais|encore|déjà|plus|souvent|toujours)$/.test(ctx.word(p)) && p < i + 3) p++;
    if (!INDIRECT_PARTICIPLES.test(ctx.word(p)) || !ctx.joinedRun(i, p)) return undefined;
    return { from: i, to: i, replacements: [`lui ${elided[1]}`] };
  },
});
