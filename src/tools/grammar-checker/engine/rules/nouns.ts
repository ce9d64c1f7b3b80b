/**
 * Common count nouns (singular → plural) that the number and quantifier rules may pluralise: a
 * closed list, because an open one would pluralise adjectives and compound modifiers.
 */
const IRREGULAR: Record<string, string> = {
  person: 'people', child: 'children', man: 'men', woman: 'women', foot: 'feet', tooth: 'teeth', mouse: 'mice', life: 'lives',
  knife: 'knives', wife: 'wives', leaf: 'leaves', half: 'halves', shelf: 'shelves', thief: 'thieves',
};

const REGULAR = `
second minute hour day week month year decade century time mile kilometer kilometre meter metre inch
dollar euro cent pound yen peso student teacher book page chapter friend brother sister kid baby boy girl
parent cousin car house room country city town village language way thing example reason problem question
step point test class lesson subject course exam job worker employee member player game team school
university idea thought word sentence paragraph essay story letter email message photo picture song movie
film show dog cat animal bird tree flower plant apple egg computer phone company product customer bottle
cup glass hotel restaurant shop store meal ticket seat bag box table chair window door bed floor street
road bridge river lake mountain island bus train plane trip visit night morning evening weekend holiday
option choice result study project report paper article doctor nurse patient hospital student
kilo kilogram gram litre liter piece slice pen pencil notebook shirt jacket sandwich pizza cake banana orange
`;

export function toRegularPlural(noun: string): string {
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

const PLURAL_OF = new Map<string, string>(Object.entries(IRREGULAR));
for (const noun of REGULAR.trim().split(/\s+/)) if (!PLURAL_OF.has(noun)) PLURAL_OF.set(noun, toRegularPlural(noun));
const SINGULAR_OF = new Map<string, string>([...PLURAL_OF].map(([singular, plural]) => [plural, singular]));

/** 'week' → 'weeks', 'child' → 'children'; undefined for a word not on the list. */
export function findPlural(singular: string): string | undefined {
  return PLURAL_OF.get(singular);
}

/** 'weeks' → 'week', 'children' → 'child'; undefined for a word not on the list. */
export function findSingular(plural: string): string | undefined {
  return SINGULAR_OF.get(plural);
}

export function isCountNoun(word: string): boolean {
  return PLURAL_OF.has(word);
}
