import { defineRule, type IntlRule } from '../intl-rule';

/**
 * "El examen final está en el aula 12 el lunes" → "es en el aula 12": an exam, a class or a meal that takes place in a
 * room "is" there with "ser", like "la fiesta es en casa de Ana". es/event-ser leaves "examen", "clase", "cena" alone, as
 * they are things too ("el examen está en la mesa", "la cena está en el horno"); here the place must be a room where
 * such events are held and the sentence must give the event's day or hour, which a sheet of paper or a dish has not.
 */
const HELD_IN_ROOMS = /^(examen|exámenes|clase|clases|cena|comida|reunión|reuniones|prueba|pruebas|tutoría|tutorías|charla|ensayo)$/;
const ROOMS = /^(aula|aulas|sala|salón|auditorio|gimnasio|laboratorio|paraninfo|anfiteatro|comedor)$/;
const ESTAR_TO_SER: Record<string, string> = { está: 'es', están: 'son', estará: 'será', estarán: 'serán', estaba: 'era', estaban: 'eran' };
const DAY_OR_HOUR = /\b(lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana|hoy|a las? (\d|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)|esta tarde|esta noche|el día \d)/i;

export const EVENT_SER_IN_ROOM: IntlRule = defineRule({
  id: 'es/event-ser-in-room',
  name: 'ser for where an exam or a class takes place',
  message: 'An event "is" where it takes place with "ser": "el examen es en el aula 12".',
  at: (ctx, i) => {
    const ser = ESTAR_TO_SER[ctx.word(i)];
    if (!ser || ctx.word(i + 1) !== 'en' || !/^(el|la)$/.test(ctx.word(i + 2)) || !ROOMS.test(ctx.word(i + 3)) || !ctx.joinedRun(i, i + 3)) return undefined;
    // The subject opens the sentence: "El examen [final|oral|de matemáticas] está…", with at most three words after the noun.
    const start = [...Array(i).keys()].reverse().find((k) => ctx.startsSentence(k));
    if (start === undefined || !/^(el|la|los|las|mi|mis|tu|nuestro|nuestra)$/.test(ctx.word(start)) || !HELD_IN_ROOMS.test(ctx.word(start + 1))) return undefined;
    if (i - (start + 1) > 4 || !ctx.joinedRun(start, i)) return undefined;
    if (!DAY_OR_HOUR.test(ctx.text.slice(ctx.tokens[i + 3]!.end))) return undefined;
    return { from: i, to: i, replacements: [ser] };
  },
});
