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
  gente leche clase nariz parte vez costumbre luz
  mochila pared película tía prima abuela novia esposa vecina compañera jefa alumna señora chica doctora abogada
  ingeniera enfermera camarera profesora médica oficina biblioteca farmacia estación plaza iglesia playa cama
  ropa cartera maleta bicicleta revista novela carrera tarea fecha tarjeta`;
// Issue 33, fifth round: people, places and things of everyday sentences the lists lacked.
const MORE_MASCULINE = `señor chico abuelo tío primo novio esposo vecino compañero jefe alumno doctor abogado ingeniero
  enfermero camarero móvil cuarto salón hospital banco centro piso apartamento supermercado aeropuerto
  estadio colegio instituto equipo partido concierto regalo bolso abrigo pantalón reloj ordenador coche`;
// Issue 33, batch 7 round: what one has (sed, prisa, frío) and words of help and study.
const MORE_FEMININE = `sed prisa suerte fiebre paciencia ayuda tos razón verdad mentira duda prueba nota tarea
  película serie oportunidad experiencia empresa entrevista reunión calle avenida carretera ciudad capital región`;
const EVEN_MORE_MASCULINE = `frío calor miedo sueño cansancio dolor ruido trabajo currículum candidato dinero tiempo consejo
  maletero paraguas fútbol baloncesto tenis trabajo mensaje error problema`;
// Issue 33, batch 9 round: the words of study, renting and service e-mails ("el matrícula del semestre").
const STUDY_AND_HOME_FEMININE = `matrícula asignatura beca factura cuenta nevera lavadora basura ducha escalera entrada salida
  reserva cita consulta receta queja multa hipoteca nómina oferta carpeta pantalla contraseña red propina mudanza`;
const STUDY_AND_HOME_MASCULINE = `semestre horario alquiler contrato recibo ascensor portal trámite documento formulario
  pasaporte permiso sueldo salario cliente servicio pedido envío paquete horno armario suelo techo timbre cartero`;
// Issue 33, batch 15 round: clothes, shop and kitchen words ("tres camisetas blancos").
const CLOTHES_AND_KITCHEN_FEMININE = `camiseta blusa sudadera talla zapatilla bota bufanda corbata gorra sandalia cebolla masa
  harina salsa sartén olla cuchara patata zanahoria galleta tarta mermelada mantequilla`;
const CLOTHES_AND_KITCHEN_MASCULINE = `jersey calcetín cinturón guante traje cuchillo tenedor trozo aceite huevo tomate ajo arroz
  azúcar bocadillo filete helado postre`;
const PRODUCTS_AND_SPORT_MASCULINE = `lado mango cable cargador auricular motor altavoz enchufe pabellón entrenamiento entrenador
  taller almacén gimnasio vestuario torneo`;
const PRODUCTS_AND_SPORT_FEMININE = `batería cafetera aspiradora batidora funda tapa cuota pelota raqueta piscina entrega`;
// Intl batch 37 round: clubs and the outdoors ("El ruta de hoy" had been read as the pronoun "Él").
const CLUBS_AND_OUTDOORS_FEMININE = `ruta senda pista cuerda pesca caza subida bajada cima colina orilla isla ola barca vela
  tienda linterna brújula excursión caminata travesía etapa monitora entrenadora socia`;
const CLUBS_AND_OUTDOORS_MASCULINE = `sendero refugio albergue monte bosque pantano embalse valle remo coro ensayo club
  campamento monitor socio casco saco mapa`;
/** Feminine nouns beginning with a stressed a: "el agua", "un águila", yet "el agua fría". */
const STRESSED_A = 'agua águila alma arma hambre área aula hacha ala hada';

export type Gender = 'm' | 'f';

function listWords(words: string): string[] {
  return words.split(/\s+/).filter(Boolean);
}

export const EL_FEMININE = new Set(listWords(STRESSED_A));

const GENDERS: ReadonlyMap<string, Gender> = new Map([
  ...listWords(MASCULINE).map((w) => [w, 'm'] as const),
  ...listWords(MORE_MASCULINE).map((w) => [w, 'm'] as const),
  ...listWords(EVEN_MORE_MASCULINE).map((w) => [w, 'm'] as const),
  ...listWords(MORE_FEMININE).map((w) => [w, 'f'] as const),
  ...listWords(STUDY_AND_HOME_MASCULINE).map((w) => [w, 'm'] as const),
  ...listWords(STUDY_AND_HOME_FEMININE).map((w) => [w, 'f'] as const),
  ...listWords(FEMININE).map((w) => [w, 'f'] as const),
  ...listWords(CLOTHES_AND_KITCHEN_MASCULINE).map((w) => [w, 'm'] as const),
  ...listWords(CLOTHES_AND_KITCHEN_FEMININE).map((w) => [w, 'f'] as const),
  ...listWords(PRODUCTS_AND_SPORT_MASCULINE).map((w) => [w, 'm'] as const),
  ...listWords(PRODUCTS_AND_SPORT_FEMININE).map((w) => [w, 'f'] as const),
  ...listWords(CLUBS_AND_OUTDOORS_MASCULINE).map((w) => [w, 'm'] as const),
  ...listWords(CLUBS_AND_OUTDOORS_FEMININE).map((w) => [w, 'f'] as const),
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
  if (singular && pluralGender) return { singular, gender: pluralGender, plural: true };
  return readGenderBySuffix(word);
}

/**
 * Endings that give a noun's gender without exception in use: -ción, -sión, -dad, -tad, -tud, -umbre
 * are feminine (la canción, la ciudad), -aje masculine (el viaje). Not -ión alone (el camión) nor -ma.
 */
const SUFFIX_GENDERS: [RegExp, RegExp, Gender][] = [
  [/^\p{Ll}{2,}(ción|sión)$/u, /^\p{Ll}{2,}(ciones|siones)$/u, 'f'],
  [/^\p{Ll}{2,}(dad|tad|tud|umbre)$/u, /^\p{Ll}{2,}(dades|tades|tudes|umbres)$/u, 'f'],
  [/^\p{Ll}{2,}aje$/u, /^\p{Ll}{2,}ajes$/u, 'm'],
];

function readGenderBySuffix(word: string): { singular: string; gender: Gender; plural: boolean } | undefined {
  for (const [singular, plural, gender] of SUFFIX_GENDERS) {
    if (singular.test(word)) return { singular: word, gender, plural: false };
    if (plural.test(word)) return { singular: word.replace(/(ciones|siones)$/, (m) => (m === 'ciones' ? 'ción' : 'sión')).replace(/(dad|tad|tud|umbre|aje)s$/, '$1').replace(/des$/, 'd'), gender, plural: true };
  }
  return undefined;
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
// Frequent -o/-a adjectives the dictionary's G flag misses (participles used as adjectives among them).
const MORE_GENDERED = 'nuevo enfermo ocupado preocupado enfadado enojado pinchado averiado estropeado desinflado atascado agotado exhausto mojado empapado mareado resfriado harto emocionado estresado agobiado dormido';
const loadGenderedStems = lazily(() => new Set([...readDataLines('es-gendered.txt'), ...listWords(MORE_GENDERED)].map((w) => w.slice(0, -1))));
export const ADJECTIVE_STEMS = { has: (stem: string): boolean => loadGenderedStems().has(stem) };

// Adverbs that look like -o/-a adjectives ("cerca" of "cerco"): never inflected.
// Numbers too: "el aula cinco" is no adjective ("cinca").
// "cuyo" agrees with the noun after it ("la chica cuyo padre"), never with the one before.
const ADVERBS_IN_O_A = new Set(listWords('cerca encima debajo fuera dentro afuera adentro arriba abajo pronto despacio demasiado mucho poco medio cuatro cinco ocho cuyo cuya cuyos cuyas'));

/** "blanca" → {stem: 'blanc', gender: 'f', plural: false}. */
export interface SpanishAdjective {
  stem: string;
  gender: Gender;
  plural: boolean;
  /** The form for another gender and number: "blanc" → blanco, blancas; "trabajador" → trabajadora, trabajadores. */
  inflect: (gender: Gender, plural: boolean) => string;
}

/** Adjectives in -dor ("trabajador", "encantador"): feminine -dora, plurals -dores, -doras. */
const DOR_ADJECTIVES = new Set(listWords('trabajador encantador hablador conservador acogedor emprendedor soñador luchador madrugador ganador prometedor innovador'));

export function readAdjective(word: string): SpanishAdjective | undefined {
  if (ADVERBS_IN_O_A.has(word)) return undefined;
  const dor = /^(.+dor)(a?)(e?s)?$/.exec(word);
  if (dor && DOR_ADJECTIVES.has(dor[1]!) && !(dor[2] === '' && dor[3] === 's') && !(dor[2] === 'a' && dor[3] === 'es')) {
    const stem = dor[1]!;
    return { stem, gender: dor[2] === 'a' ? 'f' : 'm', plural: dor[3] !== undefined, inflect: (g, p) => `${stem}${g === 'f' ? 'a' : ''}${p ? (g === 'f' ? 's' : 'es') : ''}` };
  }
  const match = /^(.+)([oa])(s?)$/.exec(word);
  if (!match || !ADJECTIVE_STEMS.has(match[1]!)) return undefined;
  const stem = match[1]!;
  return { stem, gender: match[2] === 'o' ? 'm' : 'f', plural: match[3] === 's', inflect: (g, p) => `${stem}${g === 'm' ? 'o' : 'a'}${p ? 's' : ''}` };
}

/**
 * Adjectives with one form for both genders, by their plural: "amable" → "amables", "feliz" →
 * "felices", "difícil" → "difíciles". Only number can be wrong with them.
 */
const SAME_GENDER_ADJECTIVES = listWords(`amable alegre grande inteligente interesante importante triste fuerte pobre verde
  caliente dulce libre enorme elegante paciente responsable simple suave inocente diferente excelente independiente
  agradable horrible terrible increíble imposible posible probable amable fácil difícil útil inútil feliz infeliz azul
  gris joven popular normal especial genial natural principal general actual igual mejor peor mayor menor débil`);

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
const UNACCENTED: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/**
 * The plural of a noun or adjective by the spelling rules: a vowel takes -s; -z becomes -ces; a stressed
 * last syllable loses its accent ("canción" → "canciones"); a word in -n stressed on the next-to-last
 * syllable gains one, its stress now third from the end ("examen" → "exámenes", "joven" → "jóvenes"); one in
 * unstressed -s does not change ("las crisis").
 */
export function pluralizeSpanish(word: string): string {
  if (/[aeiouáéó]$/.test(word)) return `${word}s`;
  if (word.endsWith('z')) return `${word.slice(0, -1)}ces`;
  if (/[áéíóú][ns]$/.test(word)) return `${word.slice(0, -2)}${UNACCENTED[word.at(-2)!]}${word.at(-1)}es`;
  const groups = [...word.matchAll(/[aeiouáéíóúü]+/g)];
  // "la crisis" → "las crisis", "el lunes" → "los lunes": unstressed -s stays.
  if (/s$/.test(word) && groups.length >= 2 && !/[áéíóú]/.test(word)) return word;
  if (word.endsWith('n') && groups.length >= 2 && !/[áéíóú]/.test(word)) {
    // The next-to-last vowel group takes the accent, on its open vowel ("cuento" style groups: a, e, o first).
    const group = groups[groups.length - 2]!;
    const offset = /[aeo]/.test(group[0]) ? group[0].search(/[aeo]/) : group[0].length - 1;
    const at = group.index + offset;
    return `${word.slice(0, at)}${ACCENTED[word[at]!] ?? word[at]}${word.slice(at + 1)}es`;
  }
  return `${word}es`;
}

function pluralOfSameGender(word: string): string {
  return pluralizeSpanish(word);
}
const SAME_GENDER_BY_FORM = new Map<string, { singular: string; plural: string; isPlural: boolean }>(
  SAME_GENDER_ADJECTIVES.flatMap((singular) => {
    const plural = pluralOfSameGender(singular);
    return [[singular, { singular, plural, isPlural: false }], [plural, { singular, plural, isPlural: true }]] as const;
  }),
);

/** "alegre" → {singular: 'alegre', plural: 'alegres', isPlural: false}; undefined for other words. */
export function readSameGenderAdjective(word: string): { singular: string; plural: string; isPlural: boolean } | undefined {
  return SAME_GENDER_BY_FORM.get(word);
}
