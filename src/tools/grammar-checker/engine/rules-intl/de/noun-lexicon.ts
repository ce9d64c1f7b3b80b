import { indexForms, lazily, readParadigmFile } from '../lexicon/read-lexicon';
import { type Gender, NOUN_GENDERS } from './noun-genders';
import { germanVerbs } from './agreement-rules';

/** A German noun form's gender and where it fits: slots 0–3 singular nom/acc/dat/gen, 4–7 plural. */
export interface GermanNoun {
  lemma: string;
  gender: Gender;
  slots: Set<number>;
}

/** tables/de-nouns.txt (german-pos-dict): 36,000 nouns; compounds are found through their last part. */
const loadNouns = lazily(() => indexForms(readParadigmFile('de-nouns.txt')));

function lookUp(form: string): GermanNoun | undefined {
  let readings = loadNouns().get(form);
  if (!readings?.length) return undefined;
  // "Freunden" is also "das Freunden", a nominalised verb with no plural: a reading of a real noun's
  // other form wins over it.
  const nominalised = readings.filter((r) => r.entry.lemma === form && r.entry.tag === 'n' && r.entry.forms[4] === '');
  if (nominalised.length > 0 && nominalised.length < readings.length) readings = readings.filter((r) => !nominalised.includes(r));
  // "das Matte", "das Freundliche": adjectives used as nouns decline like adjectives (des Matten). The
  // dictionary lists some where the real noun ("die Matte") is missing, so they are not read at all.
  readings = readings.filter((r) => !(r.entry.tag === 'n' && r.entry.lemma.endsWith('e') && r.entry.forms[3] === `${r.entry.lemma}n`));
  if (readings.length === 0) return undefined;
  const [first] = readings;
  // A form of two nouns of different gender (der/die See) is left alone.
  if (readings.some((r) => r.entry.tag !== first!.entry.tag)) return undefined;
  return { lemma: first!.entry.lemma, gender: first!.entry.tag as Gender, slots: new Set(readings.map((r) => r.slot)) };
}

/** The noun reading of a capitalised word, its last part deciding for a compound (Kindergarten → Garten). */
export function findGermanNoun(word: string): GermanNoun | undefined {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return undefined;
  const direct = lookUp(word);
  // A word the dictionary lists but that reads as no single noun ("Schuldigen") is not taken apart either.
  if (direct || loadNouns().has(word)) return direct;
  // "Verhalten", "Vorankommen": an infinitive written as a noun is neuter and singular ("das Verhalten"),
  // not a compound whose tail is another noun's dative plural ("Halten" of "Halt").
  if (/en$/.test(word) && germanVerbs().conjugate(word.toLowerCase(), 0, 0) !== undefined) return { lemma: word, gender: 'n', slots: new Set([0, 1, 2]) };
  // The longest last part that is a noun decides ("Kinder|garten"). After a first part of one or two letters it may be
  // a chance match ("St|recke" for "Strecke", a word the dictionary left out as "Ecke" declines as it does): when the
  // longest last part after a first part of three letters or more ("Str|ecke") has another gender, the word is unknown.
  let first: GermanNoun | undefined;
  for (let i = 1; i <= word.length - 4; i++) {
    const tail = lookUp(word.charAt(i).toUpperCase() + word.slice(i + 1));
    if (!tail) continue;
    first ??= tail;
    if (i >= 3) return tail.gender === first.gender ? first : undefined;
  }
  if (first) return first;
  // "Haustür", "Feiertag", "Stadtbus": a three-letter last part among the frequent nouns of known gender (the
  // dictionary has "Tag" as neuter only), after a first part that is a noun itself (with its linking -s, -n,
  // -en), so that a name such as "Konrad" is not read as "Rad".
  const last = word.charAt(word.length - 3).toUpperCase() + word.slice(-2);
  const tail = word.length >= 7 && NOUN_GENDERS.has(last) ? lookUp(last) : undefined;
  const head = word.slice(0, -3);
  if (tail && [head, head.replace(/(e?n|e?s)$/, '')].some((h) => h.length >= 3 && lookUp(h) !== undefined)) return { ...tail, gender: NOUN_GENDERS.get(last)! };
  return undefined;
}

export function isOnlyPlural(noun: GermanNoun): boolean {
  return [...noun.slots].every((s) => s >= 4);
}

export function isOnlySingular(noun: GermanNoun): boolean {
  return [...noun.slots].every((s) => s < 4);
}

/**
 * The plural (nominative) of a word that is only a singular form of one noun ("Bruder" → "Brüder");
 * undefined for a form that may be plural already (Lehrer), a noun with no plural, or an unknown word.
 */
export function findPluralOfSingular(word: string): string | undefined {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return undefined;
  // A compound the dictionary lacks takes its last part's plural: "Hausaufgabe" → "Hausaufgaben".
  if (!loadNouns().has(word)) {
    for (let i = 1; i <= word.length - 4; i++) {
      const tail = word.charAt(i).toUpperCase() + word.slice(i + 1);
      if (!loadNouns().has(tail)) continue;
      const plural = findPluralOfSingular(tail);
      return plural ? word.slice(0, i) + plural.charAt(0).toLowerCase() + plural.slice(1) : undefined;
    }
    return undefined;
  }
  const readings = loadNouns().get(word);
  if (!readings?.length || readings.some((r) => r.slot >= 4)) return undefined;
  const plurals = new Set(readings.map((r) => r.entry.forms[4]).filter((form): form is string => Boolean(form)));
  return plurals.size === 1 ? [...plurals][0] : undefined;
}

/** Whether the dictionary lists this exact form as a noun ("Gedanken", "Gewissen"), compounds aside. */
export function isListedNounForm(word: string): boolean {
  return loadNouns().has(word);
}

/**
 * The accusative, dative and genitive singular of a weak masculine noun, given its nominative:
 * "Praktikant" → "Praktikanten", "Kollege" → "Kollegen", "Herr" → "Herrn". Read from the dictionary,
 * where such a noun's accusative ends in -n and differs from the nominative (a strong masculine keeps
 * "den Tisch"). Undefined for any other word, or for a form that is already oblique.
 */
export function findWeakNounOblique(word: string): string | undefined {
  const readings = loadNouns().get(word);
  if (!readings?.length || readings.some((r) => r.slot !== 0)) return undefined;
  const oblique = new Set(
    readings.map((r) => {
      const [nominative, accusative, dative] = r.entry.forms;
      const weak = r.entry.tag === 'm' && nominative === word && accusative !== word && accusative === dative && accusative?.startsWith(word) && accusative.endsWith('n');
      return weak ? accusative : undefined;
    }),
  );
  const [form] = oblique;
  return oblique.size === 1 ? form : undefined;
}

/**
 * The genitive singular of a strong masculine or neuter noun written in another singular case:
 * "Film" → "Films", "Buch" → "Buches". Undefined for a form that is already genitive, may be plural, is
 * weak ("Praktikant": its own rule) or belongs to two nouns.
 */
export function findGenitiveOfSingular(word: string): string | undefined {
  const readings = loadNouns().get(word);
  if (!readings?.length || readings.some((r) => r.slot > 2)) return undefined;
  const genitives = new Set(
    readings.map((r) => {
      const [nominative, accusative, , genitive] = r.entry.forms;
      const strong = (r.entry.tag === 'm' || r.entry.tag === 'n') && nominative === word && accusative === word;
      return strong && genitive && genitive !== word ? genitive : undefined;
    }),
  );
  const [form] = genitives;
  return genitives.size === 1 ? form : undefined;
}

/**
 * "die Pflanzen": a word the dictionary knows only as a nominalised verb ("das Pflanzen") may also be the plural of a
 * feminine noun in -e that it lacks ("Pflanze", found through its last part). After an article that may be plural, the
 * gender rules cannot tell which one the writer meant, so they leave the article alone.
 */
export function mayBeFemininePlural(word: string): boolean {
  const reading = findGermanNoun(word);
  const nominalised = reading?.lemma === word && reading.gender === 'n' && isOnlySingular(reading);
  return nominalised && /\p{Ll}en$/u.test(word) && findGermanNoun(word.slice(0, -1))?.gender === 'f';
}
