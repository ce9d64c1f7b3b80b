import { lazily, readDataLines } from '../lexicon/read-lexicon';

/** Gender of frequent Spanish nouns (singular). Data: add a noun by adding a word. */
const MASCULINE = `problema libro hombre niño padre hermano hijo amigo día mes año tiempo trabajo perro gato tren coche carro
  autobús avión teléfono ordenador bolígrafo lápiz cuaderno escritorio mapa sistema tema programa idioma clima planeta
  país mundo pueblo barrio mercado restaurante hotel museo cine deporte desayuno almuerzo queso pan vino café té
  pastel pescado pollo profesor médico estudiante cuerpo brazo pie corazón ojo pelo proyecto ejemplo momento principio
  final camino parque lago río cielo sol viento invierno verano otoño precio dinero regalo mensaje correo artículo
  periódico texto examen curso viaje cumpleaños sueño éxito ruido grupo árbol jardín edificio baño dormitorio sofá
  vaso plato zapato vestido sombrero color nombre número coche lunes martes`;
const FEMININE = `casa mesa mujer niña madre hermana hija amiga semana noche hora mañana tarde silla puerta ventana cocina
  habitación ciudad calle escuela universidad clase lección pregunta respuesta idea lengua frase carta página historia
  música canción foto imagen flor planta playa montaña selva lluvia nieve luna tierra familia persona cabeza mano boca
  pierna piel voz salud vida muerte alegría comida fruta manzana naranja sopa carne ensalada cerveza bebida taza
  botella llave caja lámpara camisa falda chaqueta empresa sociedad tienda fiesta reunión solución situación
  información razón cosa fuerza paz guerra política economía cultura naturaleza ciencia computadora moto radio foto
  gente leche clase nariz parte vez costumbre luz`;
/** Feminine nouns beginning with a stressed a: "el agua", "un águila", yet "el agua fría". */
const STRESSED_A = 'agua águila alma arma hambre área aula hacha ala hada';

export type Gender = 'm' | 'f';

function listWords(words: string): string[] {
  return words.split(/\s+/).filter(Boolean);
}

export const EL_FEMININE = new Set(listWords(STRESSED_A));

const GENDERS: ReadonlyMap<string, Gender> = new Map([
  ...listWords(MASCULINE).map((w) => [w, 'm'] as const),
  ...listWords(FEMININE).map((w) => [w, 'f'] as const),
  ...[...EL_FEMININE].map((w) => [w, 'f'] as const),
]);

function stripFinalAccent(word: string): string {
  return word.replace(/[áéíóú](?=[ns]?$)/, (c) => 'aeiou'['áéíóú'.indexOf(c)]!);
}

/** Singular nouns by their plural: vowel + s, consonant + es (canción → canciones). */
const PLURALS: ReadonlyMap<string, string> = new Map(
  [...GENDERS.keys()].map((noun) => [/[aeiouáéó]$/.test(noun) ? `${noun}s` : stripFinalAccent(`${noun}es`).replace(/zes$/, 'ces'), noun] as const),
);

export function findNoun(word: string): { singular: string; gender: Gender; plural: boolean } | undefined {
  const gender = GENDERS.get(word);
  if (gender) return { singular: word, gender, plural: false };
  const singular = PLURALS.get(word);
  const pluralGender = singular ? GENDERS.get(singular) : undefined;
  return singular && pluralGender ? { singular, gender: pluralGender, plural: true } : undefined;
}

/** Gender and number by form, for words the gendered stems know (niña → f, perros → m plural). */
export function readGenderedForm(word: string): { gender: Gender; plural: boolean } | undefined {
  const match = /^(.+)([oa])(s?)$/.exec(word);
  if (!match || !loadGenderedStems().has(match[1]!)) return undefined;
  return { gender: match[2] === 'o' ? 'm' : 'f', plural: match[3] === 's' };
}

/**
 * Stems of words ending -o/-a/-os/-as that inflect for gender (bonito/bonita, niño/niña), from
 * tables/es-gendered.txt (the G affix flag of the Hunspell dictionary).
 */
const loadGenderedStems = lazily(() => new Set(readDataLines('es-gendered.txt').map((w) => w.slice(0, -1))));
export const ADJECTIVE_STEMS = { has: (stem: string): boolean => loadGenderedStems().has(stem) };

/** "blanca" → {stem: 'blanc', gender: 'f', plural: false}. */
export function readAdjective(word: string): { stem: string; gender: Gender; plural: boolean } | undefined {
  const match = /^(.+)([oa])(s?)$/.exec(word);
  if (!match || !ADJECTIVE_STEMS.has(match[1]!)) return undefined;
  return { stem: match[1]!, gender: match[2] === 'o' ? 'm' : 'f', plural: match[3] === 's' };
}
