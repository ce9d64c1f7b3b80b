/** Closed word classes shared by the pattern rules (lower case, straight apostrophes). */
const set = (words: string) => new Set(words.trim().split(/\s+/));

export const BE_FORMS = set('be is am are was were been being');
export const HAVE_FORMS = set('have has had');
export const SUBJECT_PRONOUNS = set('i you he she it we they');
export const OBJECT_TO_SUBJECT: Record<string, string> = { me: 'I', him: 'he', her: 'she', us: 'we', them: 'they' };
export const POSSESSIVES = set('my your his her its our their');
export const ARTICLES = set('a an the');
/** What may open a noun phrase that is the object of a verb. */
export const OBJECT_STARTERS = set(
  'me him her us them you it everyone everybody everything anyone people children students the a an this that these those my your his our their many all most some several each every our its no any both',
);
export const MODALS_AND_TO = set("to will would can could may might must should shall not never don't doesn't didn't won't can't cannot couldn't wouldn't shouldn't also");
/** Negative words that make a following "no"/"nothing" a double negative. */
export const NEGATORS = set(
  "not never don't doesn't didn't can't cannot won't wouldn't couldn't shouldn't isn't aren't wasn't weren't haven't hasn't hadn't ain't dont doesnt didnt cant wont isnt arent wasnt werent havent hasnt",
);
export const NUMBER_WORDS = set(
  'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion dozen',
);
const HYPHENATED_NUMBER = /^(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five|six|seven|eight|nine)$/;

/** A number word, the hyphenated ones ("twenty-five") included: a tokenizer keeps them as one word. */
export function isNumberWord(lower: string): boolean {
  return NUMBER_WORDS.has(lower) || HYPHENATED_NUMBER.test(lower);
}
/** Quantifiers that want a plural count noun. */
export const PLURAL_QUANTIFIERS = set('many several few various numerous multiple both');
export const INDEFINITE_PRONOUNS = set('everyone everybody someone somebody anyone anybody nobody nothing everything something anything');

/**
 * Subjects that name a thought or a course of action: "Her first thought was pack up and leave", "The goal is finish
 * early": what follows 'be' is what to do (a bare infinitive), not something done to it.
 */
export const PLAN_NOUN_WORDS = set(
  'trick step thing idea plan answer solution key rule secret option goal aim job task advice instruction instructions tip thought thoughts instinct reaction response impulse urge temptation choice decision priority move suggestion wish dream hope duty alternative habit routine method approach strategy remedy way order orders request recommendation reflex intention mission purpose challenge point excuse fix cure policy tradition resolution mistake',
);
