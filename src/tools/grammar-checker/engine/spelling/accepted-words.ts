import { type SpellingLanguage } from '../language/choose-language';

/**
 * Words the Hunspell dictionaries lack though the language's own dictionary has them: for Spanish,
 * dishes of Latin America and borrowed food words that the RAE's Diccionario lists (ceviche, arepa,
 * chile, tamal, tequeño; "reina pepiada" is Venezuela's named arepa). Learners name the food of their
 * country; flagging it was a false alarm (issue 33), and the "fixes" were other words ("ceviche" →
 * "chiche"). Lower case, plurals written out.
 */
const SPANISH = `ceviche ceviches cebiche cebiches arepa arepas chile chiles tamal tamales enchilada enchiladas burrito burritos
  pozole chilaquiles fajita fajitas pupusa pupusas chimichurri cachapa cachapas hallaca hallacas mofongo sushi kebab
  kebabs falafel tofu wasabi ramen tequeño tequeños pepiada chipá tlayuda tlayudas pambazo pambazos choripán choripanes
  milanesa milanesas humita humitas anticucho anticuchos rocoto rocotos chivito chivitos`;

/**
 * Trades and fields the Diccionario lists that the Hunspell dictionary lacks (enología, enólogo, enoturismo):
 * its nearest words were other trades ("enólogo" → "etnólogo", a separate writer's sentence, intl batch 19).
 */
const SPANISH_FIELDS = 'enología enólogo enóloga enólogos enólogas enológico enológica enológicos enológicas enoturismo';

/**
 * Everyday clippings the Diccionario lists as colloquial (porfa, finde, peli, boli, tranqui): messages to
 * friends use them, and the speller's "fixes" were other words ("porfa" → "profa", issue 33 batch 9).
 */
const SPANISH_CLIPPINGS = 'porfa finde findes peli pelis boli bolis compa compas tranqui';

/**
 * Chat abbreviations every texter reads ("qqn", "bcp", "vllt", "xq", "tqm") and institutions students
 * write in lower case ("le crous"): the speller's nearest words were others ("qqn" → "queen", "crous" →
 * "crois", issue 33 batch 10). None is a slip for a word of the language.
 */
const FRENCH_CHAT = 'qqn qqch qqc bcp stp svp pcq pk mdr ptdr jsp tkt dsl slt bjr tjrs tjs mtn ajd auj crous cvec';
const GERMAN_CHAT = 'vllt vlt mfg hdl hdgdl sry';
/** Spellings the Duden allows beside the two-word ones the dictionary lists ("zu Hause", "nach Hause"): "zuhause" had become "zuhaue". */
const GERMAN_VARIANTS = 'zuhause nachhause';
/** The colloquial plural the Duden lists beside "Junge" → "Jungen": "Jungs" had become "Junge", a singular (intl batch 37). */
const GERMAN_COLLOQUIAL = 'jungs';
/**
 * Sports the Diccionario lists that the Hunspell dictionary lacks: its nearest word for "pádel" was "ándele", an
 * interjection (a separate writer's sentence, intl batch 29).
 */
const SPANISH_SPORTS = 'pádel pádeles básquet sóftbol críquet bádminton vóley vóleibol';
const SPANISH_CHAT = 'xq pq tb tmb tmbn tqm bss xfa ntp msj';

const ACCEPTED: Partial<Record<SpellingLanguage, ReadonlySet<string>>> = {
  es: new Set(`${SPANISH} ${SPANISH_FIELDS} ${SPANISH_CLIPPINGS} ${SPANISH_SPORTS} ${SPANISH_CHAT}`.split(/\s+/).filter(Boolean)),
  fr: new Set(FRENCH_CHAT.split(/\s+/)),
  de: new Set(`${GERMAN_CHAT} ${GERMAN_VARIANTS} ${GERMAN_COLLOQUIAL}`.split(/\s+/)),
};

/** Whether a word the dictionary does not know is one of the accepted words (any letter case). */
export function isAcceptedWord(language: SpellingLanguage, word: string): boolean {
  return ACCEPTED[language]?.has(word.toLowerCase()) ?? false;
}
