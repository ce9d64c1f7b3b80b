/**
 * Idioms Apertium renders word for word ("está lloviendo gatos y perros"), with what a translator writes.
 * Keyed by "source-target"; each entry is a whole phrase, matched case-insensitively between word
 * boundaries. Small on purpose: every entry is checked against the installed pair in idioms.test.ts.
 * To extend: add the phrase and its rendering, then run that test.
 */
export const IDIOMS: Readonly<Record<string, ReadonlyArray<readonly [idiom: string, rendering: string]>>> = {
  'en-es': [
    ["it's raining cats and dogs", 'está lloviendo a cántaros'],
    ['it is raining cats and dogs', 'está lloviendo a cántaros'],
    ['break a leg', 'mucha suerte'],
    ['piece of cake', 'pan comido'],
    ['once in a blue moon', 'de higos a brevas'],
    ['the ball is in your court', 'la pelota está en tu tejado'],
    ['kill two birds with one stone', 'matar dos pájaros de un tiro'],
    ['costs an arm and a leg', 'cuesta un ojo de la cara'],
    ['cost an arm and a leg', 'costar un ojo de la cara'],
    ['it depends', 'depende'],
    ['let the cat out of the bag', 'irse de la lengua'],
    ['under the weather', 'indispuesto'],
    ['hit the sack', 'irse a dormir'],
    ['beat around the bush', 'andarse por las ramas'],
    ['around the clock', 'día y noche'],
    ['from time to time', 'de vez en cuando'],
    ['by heart', 'de memoria'],
    ['see you later', 'hasta luego'],
    ['you are welcome', 'de nada'],
    ["you're welcome", 'de nada'],
  ],
  'en-fr': [
    ["it's raining cats and dogs", 'il pleut des cordes'],
    ['break a leg', 'merde'],
    ['piece of cake', "c'est du gâteau"],
    ['once in a blue moon', 'tous les trente-six du mois'],
    ['kill two birds with one stone', "faire d'une pierre deux coups"],
    ['costs an arm and a leg', 'coûte les yeux de la tête'],
    ['from time to time', 'de temps en temps'],
    ['by heart', 'par cœur'],
    ["you're welcome", 'de rien'],
  ],
  'en-ca': [
    ["it's raining cats and dogs", 'plou a bots i barrals'],
    ['piece of cake', 'bufar i fer ampolles'],
    ['from time to time', 'de tant en tant'],
    ["you're welcome", 'de res'],
  ],
  'es-en': [
    ['llueve a cántaros', "it's pouring"],
    ['pan comido', 'a piece of cake'],
    ['de vez en cuando', 'from time to time'],
    ['tomar el pelo', 'pull your leg'],
    ['estar en las nubes', 'have your head in the clouds'],
    ['de nada', "you're welcome"],
  ],
};

export function listIdioms(source: string, target: string): ReadonlyArray<readonly [string, string]> {
  return IDIOMS[`${source}-${target}`] ?? [];
}
