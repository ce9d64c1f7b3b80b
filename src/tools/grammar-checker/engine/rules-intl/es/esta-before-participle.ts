import { defineRule, type IntlRule } from '../intl-rule';
import { DETERMINERS, spanishVerbs } from './agreement-rules';
import { findNoun } from './lexicon';

const IRREGULAR_STEMS = /^(abiert|rot|muert|hech|escrit|puest|vuelt|cubiert|resuelt|frit|impres|dich|descubiert|devuelt)(o|a)$/;
// States said with estar that are no participles: "está lleno", "está libre" ("listo", "enfermo" are es/esta-accent's).
const STATES = /^(llen[oa]|vací[oa]|suci[oa]|limpi[oa]|libre|segur[oa]|despiert[oa])$/;
// Nouns in -ada/-ida that are also participles: "esta llamada", "esta salida" are a demonstrative and its noun.
const NOUNS_IN_ADA = /^(llamada|entrada|salida|parada|mirada|jugada|comida|bebida|subida|bajada|caída|herida|medida|partida|temporada|jornada|llegada|ensalada|empanada|escalada|vuelta|vista|escrita|tirada|pasada|cuñada|novedad|idea|cita|sentada|nevada|helada|granada|fachada|mermelada|almohada|cucharada|estancia|ida|vida|avenida|unidad|década|manada|mesada|rebanada)$/;
// After the participle: the subject put last ("¿Está abierta la biblioteca?"), the end of the clause, or a time.
const AFTER = /^(hoy|ahora|todavía|ya|desde|hasta|durante|todo|toda|todos|todas|siempre|otra|mañana|por)$/;

/** "abierta" (abrir), "cerrado" (cerrar), "rota": a participle of a verb the table knows, or an irregular one. */
function isParticipleOrState(word: string): boolean {
  if (IRREGULAR_STEMS.test(word) || STATES.test(word)) return true;
  const match = /^(\p{Ll}+)(ad|id)[oa]$/u.exec(word);
  if (!match) return false;
  const endings = match[2] === 'ad' ? ['ar'] : ['er', 'ir'];
  return endings.some((ending) => spanishVerbs().forms(match[1] + ending) !== undefined);
}

/**
 * "¿Esta abierta la biblioteca?" → "Está": "esta" before a participle or a state ("abierta", "cerrado", "lleno")
 * that no noun follows is the verb estar, its accent lost. The demonstrative stands before a noun ("esta
 * llamada es para ti", "esta nueva casa"): a participle that is also a noun, or one a noun follows, stays.
 */
export const ESTA_BEFORE_PARTICIPLE: IntlRule = defineRule({
  id: 'es/esta-before-participle',
  name: 'está before a participle',
  message: '"está" (is) takes an accent; "esta" (this) comes before a noun: "¿Está abierta la biblioteca?".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'esta' || !ctx.joined(i)) return undefined;
    const next = ctx.word(i + 1);
    if (!isParticipleOrState(next) || NOUNS_IN_ADA.test(next) || findNoun(next)) return undefined;
    const after = ctx.word(i + 2);
    const subjectLast = DETERMINERS[after] !== undefined && ctx.joined(i + 1);
    const time = AFTER.test(after) && ctx.joined(i + 1);
    return subjectLast || time || ctx.endsClause(i + 1) ? { from: i, to: i, replacements: ['está'] } : undefined;
  },
});
