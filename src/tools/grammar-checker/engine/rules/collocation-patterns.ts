import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { compareForms } from './comparative-forms';
import { hasShortExplainObject, opensWithTimePhrase } from './explain-object-order';
import { PatternSet, type PatternRule, endsClause } from './pattern-rule';
import { findBaseOfIng, findThirdSingular, isKnownBase } from './verb-lexicon';
import { toIngForm } from './verb-patterns';

/** "… of my (entire) life", "… of the year": the whole a superlative picks one out of. */
const WHOLE_SPAN = /^\s+of\s+(?:(?:my|his|her|our|their|your)\s+(?:\w+\s+)?(?:life|lives|career|childhood)|the\s+(?:year|season|decade|century|week|month|trip|tournament|bunch|lot))\b/i;

const OBJECT_PRONOUNS = 'me|him|her|us|them';
const DO_TO_MAKE: Record<string, string> = { do: 'make', does: 'makes', did: 'made', doing: 'making', done: 'made' };
const MAKE_TO_DO: Record<string, string> = { make: 'do', makes: 'does', made: 'did', making: 'doing' };
const MAKE_TO_TAKE: Record<string, string> = { make: 'take', makes: 'takes', made: 'took', making: 'taking' };
const BORROW_TO_LEND: Record<string, string> = { borrow: 'lend', borrows: 'lends', borrowed: 'lent', borrowing: 'lending' };
// Superlatives, so that "the best player of the world" is told from "the rest of the world".
const SUPERLATIVES = new Set(['best', 'worst', ...`big small tall old young fast rich high large strong great long cheap busy happy
  bright deep`.split(/\s+/).map((a) => compareForms(a)[1])]);
const ACTION_VERBS = 'speak|speaks|spoke|sing|sings|sang|play|plays|played|cook|cooks|cooked|write|writes|wrote|swim|swims|swam|dance|dances|danced|draw|draws|drew|drive|drives|drove';

const ATTEND_TO_ASSIST: Record<string, string> = { assist: 'attend', assists: 'attends', assisted: 'attended', assisting: 'attending' };
const COMPLEMENT_TO_COMPLIMENT: Record<string, string> = { complement: 'compliment', complements: 'compliments', complemented: 'complimented', complementing: 'complimenting' };
const PLAIN_ADJECTIVES = 'cold|hot|warm|tired|good|bad|big|small|happy|sad|angry|busy|expensive|cheap|difficult|easy|beautiful|boring|interesting|funny|late|early|heavy|loud|noisy|crowded|strong|fast|slow|long|short|high|low|dark|bright|hungry|nervous|excited|delicious|important|popular|dangerous|exhausted|cute|kind|nice|terrible';
const TO_VERBS = 'want|wants|wanted|need|needs|needed|hope|hopes|hoped|plan|plans|planned|decide|decided|decides|try|tries|tried|like|would|going|able|trying|wanting|planning|hoping|learn|learned|learnt';
/** Six letters at least: a shorter -ing word after "want to" ("doing", "using") is read as it is. */
const toBaseOfIng = (word: string): string | undefined => (word.length < 6 ? undefined : findBaseOfIng(word));
/** "is best practice", "are best friends", "is best suited": bare "best" before these is right. */
const NOT_AFTER_BARE_BEST = new Set('practice practices friends friend suited known left placed described seen done avoided kept served eaten enjoyed read viewed used'.split(' '));
const PLAIN_ADJECTIVES_ENOUGH = 'big|small|old|young|tall|long|short|good|strong|fast|quick|cheap|warm|hot|cold|wide|high|large|clean|clear|safe|loud|bright|easy|rich|close|near|mature|experienced|qualified';
const LANGUAGES = 'english|french|german|spanish|italian|portuguese|russian|chinese|mandarin|japanese|korean|arabic|hindi|turkish|polish|dutch|swedish|greek';
const REFLEXIVE_OF: Record<string, string> = { i: 'myself', we: 'ourselves', they: 'themselves', he: 'himself', she: 'herself', you: 'yourself' };
const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** Fields of study, which take no article: "studying medicine" ("the history of Rome" is one subject's part). */
const SUBJECTS = 'medicine|law|economics|biology|chemistry|physics|mathematics|maths|math|philosophy|psychology|engineering|architecture|nursing|linguistics|sociology|accounting|finance|pharmacy|dentistry|journalism|computer';
/** Events one attends; "assist" means help, so "assist a conference" is a false friend. */
const EVENTS = 'conference|conferences|meeting|meetings|lecture|lectures|concert|concerts|class|classes|course|courses|wedding|seminar|seminars|workshop|workshops|ceremony|funeral|mass|congress|webinar';
const IN_LAW_PLURALS: Record<string, string> = {
  'sister-in-laws': 'sisters-in-law', 'brother-in-laws': 'brothers-in-law', 'mother-in-laws': 'mothers-in-law', 'father-in-laws': 'fathers-in-law',
  'son-in-laws': 'sons-in-law', 'daughter-in-laws': 'daughters-in-law', 'passer-bys': 'passers-by', 'runner-ups': 'runners-up',
};

const RULES: PatternRule[] = [
  {
    rule: 'collocation/make-do', pattern: ['do|does|did|doing|done', 'a|many|some|the|this|that|no|any|several|so|too|lots', 'mistake|mistakes'], span: [0, 1],
    fix: (w) => DO_TO_MAKE[w[0] ?? ''], confidence: 0.85, message: "One makes a mistake: 'make a mistake', not 'do a mistake'.",
  },
  {
    rule: 'collocation/make-do', pattern: ['do|does|did|doing|done', 'mistakes'], span: [0, 1],
    fix: (w) => DO_TO_MAKE[w[0] ?? ''], confidence: 0.85, message: "One makes mistakes: 'make mistakes', not 'do mistakes'.",
  },
  {
    rule: 'collocation/make-do', pattern: ['make|makes|made|making', 'my|your|his|her|our|their|the|some|any', 'homework|housework'], span: [0, 1],
    fix: (w) => MAKE_TO_DO[w[0] ?? ''], confidence: 0.85, message: "One does homework: 'do my homework', not 'make my homework'.",
  },
  {
    rule: 'collocation/make-do', pattern: ['make|makes|made|making', 'a|some|many|the|this|that', 'photo|photos'], span: [0, 1],
    fix: (w) => MAKE_TO_TAKE[w[0] ?? ''], confidence: 0.85, message: "One takes a photo: 'take a photo', not 'make a photo'.",
  },
  {
    rule: 'collocation/borrow-lend', pattern: ['borrow|borrows|borrowed|borrowing', OBJECT_PRONOUNS], span: [0, 1],
    fix: (w) => BORROW_TO_LEND[w[0] ?? ''], confidence: 0.85, message: "You borrow from someone and lend to someone: 'lend me your pen'.",
    // "She let me borrow her notes": "her" before a bare noun is the owner, not the one who gets it.
    next: (rest) => /^\s*([.,;!?]|$)/.test(rest) || /^\s+(the|a|an|some|any|my|your|his|our|their|this|that|these|those|money|\d+|[$£€])/i.test(rest),
  },
  {
    // "went to home": "home" is an adverb after verbs of motion ("close to home" keeps "to").
    rule: 'preposition-usage', pattern: ['go|goes|went|going|gone|come|comes|came|coming|get|gets|got|getting|arrive|arrived|return|returned|drive|drove|walk|walked|run|ran', 'to', 'home'],
    span: [1, 3], fix: 'home', confidence: 0.85, message: "'Home' after a verb of motion takes no 'to': 'went home'.",
    next: (rest) => !/^\s*'s\b/.test(rest),
  },
  {
    rule: 'preposition-usage', pattern: ['wait|waits|waited|waiting', OBJECT_PRONOUNS], span: [0, 1], fix: (w) => `${w[0]} for`, confidence: 0.85,
    message: "One waits for someone: 'wait for me'.",
  },
  {
    rule: 'preposition-usage', pattern: ['tell|tells|told|telling', 'to', OBJECT_PRONOUNS], span: [1, 2], fix: '', confidence: 0.85,
    message: "'Tell' takes the person directly: 'tell him'.",
  },
  {
    // "answered to the question", "mentioned about", "emphasizes on": these verbs take their object directly.
    rule: 'preposition-usage', pattern: ['answered|entered|entering', 'to', 'the|a|an|my|his|her|our|their|this|that|all'], span: [1, 2], fix: '', confidence: 0.85,
    message: 'This verb takes its object directly, without a preposition.',
  },
  {
    rule: 'preposition-usage', pattern: ['mention|mentions|mentioned|mentioning|discuss|discusses|discussed|discussing', 'about'], span: [1, 2], fix: '', confidence: 0.85,
    message: 'This verb takes its object directly, without a preposition.',
    // "no mention about", "a discussion about": only the verb forms; "mention" after an article is the noun.
    previous: (w) => w === undefined || !/^(a|an|the|no|any|some|this|that|brief|special)$/.test(w),
  },
  {
    rule: 'preposition-usage', pattern: ['emphasize|emphasizes|emphasized|emphasizing|emphasise|emphasises|emphasised|emphasising|contacted', 'on|with'], span: [1, 2], fix: '', confidence: 0.85,
    message: 'This verb takes its object directly, without a preposition.',
    next: (rest) => /^\s+(the|a|an|my|his|her|our|their|this|that|these|those|him|her|them|us|me|[a-z]+)\b/i.test(rest),
  },
  {
    rule: 'preposition-usage', pattern: ['despite', 'of'], span: [1, 2], fix: '', confidence: 0.85,
    message: "'Despite' takes no 'of' ('in spite of' does).",
  },
  {
    // "Because of I was sick": "because of" takes a noun; a clause takes "because".
    rule: 'preposition-usage', pattern: ['because', 'of', 'i|we|he|she|they|you|it'], span: [1, 2], fix: '', confidence: 0.85,
    message: "Before a clause, use 'because' alone; 'because of' takes a noun.",
    next: (rest) => /^\s+(am|is|are|was|were|have|has|had|do|did|does|will|would|can|could|didn't|don't|doesn't|[a-z]+ed)\b/i.test(rest),
  },
  {
    rule: 'preposition-usage', pattern: ['of', 'the', 'world'], span: [0, 1], fix: 'in', confidence: 0.85,
    message: "After a superlative, use 'in the world': 'the best player in the world'.",
    earlier: (sentence) => {
      const match = /\bthe\s+(?:most\s+[a-z]+|([a-z]+))\s+[a-z]+\s*$/i.exec(sentence);
      return match !== null && (match[1] === undefined ? /\bmost\s+[a-z]+\s+[a-z]+\s*$/i.test(sentence) : SUPERLATIVES.has(match[1].toLowerCase()));
    },
  },
  {
    // "She speaks English very good": after an action verb, the adverb "well".
    rule: 'adverb-well', pattern: [ACTION_VERBS, 'very|really|so|quite|pretty|too', 'good'], span: [2, 3], fix: 'well', confidence: 0.85,
    message: "To say how something is done, use the adverb 'well'.", next: endsClause,
  },
  {
    // "She speaks Spanish very good after a year in Mexico": a time, place or reason after it ends the
    // manner slot as the clause's end does.
    rule: 'adverb-well', pattern: [ACTION_VERBS, (w) => /^[a-z]+$/.test(w) && !/^(a|an|the|very|so|really|quite|too|pretty)$/.test(w), 'very|really|so|quite|pretty|too', 'good'], span: [3, 4], fix: 'well', confidence: 0.85,
    message: "To say how something is done, use the adverb 'well'.",
    next: (rest) => endsClause(rest) || /^\s+(after|in|at|since|for|during|now|today|already|and|but)\b/i.test(rest),
  },
  {
    // "He plays the guitar very good for a beginner": past an object with a determiner too.
    rule: 'adverb-well', pattern: [ACTION_VERBS, 'the|a|an|his|her|my|your|our|their|this|that|its', (w) => /^[a-z]+$/.test(w) && !/^(very|so|really|quite|too|pretty|good|much)$/.test(w), 'very|really|so|quite|pretty|too', 'good'],
    span: [4, 5], fix: 'well', confidence: 0.85, message: "To say how something is done, use the adverb 'well'.",
    next: (rest) => endsClause(rest) || /^\s+(after|in|at|since|for|during|now|today|already|and|but|when|because|although|though|even)\b/i.test(rest),
  },
  {
    // "I have never seen a so beautiful sunset": before "a" and an adjective, "so" becomes "such".
    rule: 'such-a', pattern: ['a|an', 'so', (w) => /^[a-z]+$/.test(w) && w !== 'called'], span: [0, 2], fix: (w) => `such ${w[0] === 'an' || /^[aeiou]/.test(w[2] ?? '') ? 'an' : 'a'}`, confidence: 0.85,
    message: "Before 'a' and a noun, use 'such': 'such a beautiful sunset'.",
    next: (rest) => /^\s+[a-z]+/i.test(rest),
  },
  {
    // "The apartment was quite and clean": "quite" (rather) needs a word to go with; alone it is "quiet".
    rule: 'confusable/quite-quiet', pattern: ['is|was|are|were|be|been|very|so|too|really|and', 'quite'], span: [1, 2], fix: 'quiet', confidence: 0.8,
    message: "'Quite' means 'rather'; the word for 'not noisy' is 'quiet'.",
    next: (rest) => /^\s*([.,!?;]|$)/.test(rest) || /^\s+and\s+(?!(quite|utterly|completely|totally)\b)[a-z]/i.test(rest),
  },
  {
    // "Please keep the groups quite in the hall", "stay quite during the talk": what one keeps or stays is quiet.
    rule: 'confusable/quite-quiet', pattern: ['keep|keeps|kept|keeping', 'the|your|his|her|our|their|my|all|these|those', (w) => /^[a-z]{2,}$/.test(w) && !/^(very|so|too|quite)$/.test(w), 'quite'], span: [3, 4], fix: 'quiet', confidence: 0.8,
    message: "'Quite' means 'rather'; the word for 'not noisy' is 'quiet'.",
    next: (rest) => /^\s*([.,!?;]|$)/.test(rest) || /^\s+(in|at|during|while|when|until|and|so|please|now|for|on)\b/i.test(rest),
  },
  {
    rule: 'confusable/quite-quiet', pattern: ['keep|keeps|kept|keeping', 'them|him|her|it|us|everyone|everybody|me', 'quite'], span: [2, 3], fix: 'quiet', confidence: 0.8,
    message: "'Quite' means 'rather'; the word for 'not noisy' is 'quiet'.",
    next: (rest) => /^\s*([.,!?;]|$)/.test(rest) || /^\s+(in|at|during|while|when|until|and|so|please|now|for|on)\b/i.test(rest),
  },
  {
    rule: 'confusable/quite-quiet', pattern: ['keep|keeps|kept|keeping|stay|stays|stayed|staying|remain|remains|remained', 'quite'], span: [1, 2], fix: 'quiet', confidence: 0.8,
    message: "'Quite' means 'rather'; the word for 'not noisy' is 'quiet'.",
    next: (rest) => /^\s*([.,!?;]|$)/.test(rest) || /^\s+(during|while|when|until|and|so|please|now|for)\b/i.test(rest),
  },
  {
    // "This is a really helpful information": an adverb before the adjective changes nothing.
    rule: 'uncountable-noun', pattern: ['a|an', 'really|very|so|quite|extremely|truly|pretty|super|incredibly|most|particularly', (w) => /^[a-z]{3,}$/.test(w), 'news|information|advice|homework|furniture|equipment|luggage|feedback|evidence|progress|weather'],
    span: [0, 2], fix: (w) => w[1], confidence: 0.8, message: "An uncountable noun takes no 'a': 'really helpful information'.",
    next: (rest) => endsClause(rest) || /^\s+(about|on|for|from|to|with|that|and|today|yesterday)\b/i.test(rest),
  },
  {
    // "We played good in the second half": no intensifier, but a time or place after it.
    rule: 'adverb-well', pattern: [ACTION_VERBS, 'good'], span: [1, 2], fix: 'well', confidence: 0.85,
    message: "To say how something is done, use the adverb 'well'.",
    next: (rest) => endsClause(rest) || /^\s+(in|at|today|yesterday|tonight|this|last|and|but|for|on)\b/i.test(rest),
  },
  {
    rule: 'uncountable-noun', pattern: ['many', 'money|information|advice|homework|furniture|equipment|luggage|traffic|music|water|bread|knowledge|evidence|feedback'], span: [0, 1], fix: 'much',
    confidence: 0.85, message: "An uncountable noun takes 'much', not 'many'.",
  },
  {
    // "I have a good news": an uncountable noun takes no "a"; "a news report" is a modifier.
    rule: 'uncountable-noun', pattern: ['a|an', 'news|information|advice|homework|furniture|equipment|luggage|feedback|evidence|progress|weather'], span: [0, 1], fix: '',
    confidence: 0.8, message: "An uncountable noun takes no 'a': 'good news', 'some advice'.",
    next: (rest) => endsClause(rest) || /^\s+(about|on|for|from|to|with|that|and|today|yesterday)\b/i.test(rest),
  },
  {
    rule: 'uncountable-noun', pattern: ['a|an', 'good|bad|great|useful|important|valuable|excellent|sad|terrible|wonderful|helpful|interesting', 'news|information|advice|homework|furniture|equipment|luggage|feedback|evidence|progress|weather'],
    span: [0, 1], fix: '', confidence: 0.8, message: "An uncountable noun takes no 'a': 'good news', 'some advice'.",
    next: (rest) => endsClause(rest) || /^\s+(about|on|for|from|to|with|that|and|today|yesterday)\b/i.test(rest),
  },
  {
    // "the man which lives next door": a person takes "who".
    rule: 'relative-who', pattern: ['man|woman|person|people|boy|girl|guy|friend|friends|teacher|teachers|student|students|doctor|neighbour|neighbor|lady|men|women|children|child|kid|kids|customer|customers|colleague|colleagues', 'which'],
    span: [1, 2], fix: 'who', confidence: 0.85, message: "For people, the relative pronoun is 'who' (or 'that').",
    next: (rest) => /^\s+(is|was|are|were|has|have|had|lives|lived|live|works|worked|work|called|came|comes|sits|helped|teaches|taught|can|will|would)\b/i.test(rest),
  },
  {
    // "My mother will learn me how to cook": one teaches someone; one learns something oneself.
    rule: 'confusable/learn-teach', pattern: ['learn|learns|learned|learnt|learning', 'me|him|her|us|them'], span: [0, 1],
    fix: (w) => ({ learn: 'teach', learns: 'teaches', learned: 'taught', learnt: 'taught', learning: 'teaching' })[w[0] ?? ''], confidence: 0.85,
    message: "To give someone knowledge is to teach them: 'teach me how to cook'.", next: (rest) => /^\s+(how|to|english|french|spanish|german|the|a|about|everything|something)\b/i.test(rest),
  },
  {
    // "Everyone except Maria excepted the invitation": to take what is offered is to accept it.
    rule: 'confusable/accept-except', pattern: ['excepted|excepts', 'the|a|an|my|his|her|their|our|your|this|that|it|them|him|me|us'], span: [0, 1],
    fix: (w) => (w[0] === 'excepts' ? 'accepts' : 'accepted'), confidence: 0.85, message: "To take what is offered is to 'accept' it; 'except' means 'leave out'.",
  },
  {
    // "badder than", "the goodest": irregular adjectives have their own comparative and superlative.
    rule: 'comparative/irregular', pattern: ['badder|baddest|gooder|goodest'], fix: (w) => ({ badder: 'worse', baddest: 'worst', gooder: 'better', goodest: 'best' })[w[0] ?? ''],
    confidence: 0.9, message: "'Bad' and 'good' are irregular: worse, worst; better, best.",
  },
  {
    // "That was the worse restaurant I've ever been to", "the worse day of my life": picking one out of all is a superlative.
    rule: 'comparative/superlative', pattern: ['the', 'worse|better', (w) => /^[a-z]+$/.test(w)], span: [1, 2], fix: (w) => (w[1] === 'worse' ? 'worst' : 'best'), confidence: 0.85,
    message: "Picking one out of all ('the … I've ever') takes the superlative: 'the worst'.",
    next: (rest) => /^\s+(i've|i have|i had|we've|we have|we had|you've|you have|they've|they have|he's|she's)\s+(ever\s+)?[a-z]+(ed|en|wn|ne|ught|ung|ame|one|at|ot|ard)\b|^\s+(ever|in the world|of all)\b/i.test(rest) || WHOLE_SPAN.test(rest),
  },
  {
    // "she laid on the sofa": with no object, the past of "lie" is "lay".
    rule: 'confusable/lie-lay', pattern: ['i|he|she|we|they|you', 'laid'], span: [1, 2], fix: 'lay', confidence: 0.8,
    message: "Without an object, the past of 'lie' (rest) is 'lay'; 'laid' is what someone did to something.",
    next: (rest) => /^\s+(on|in|down|awake|there|back|still|under)\b/i.test(rest) && !/^\s+down\s+(the|a|an|my|his|her|their|our|your|some)\b/i.test(rest),
  },
  {
    // "We arrived to Istanbul": a city or country takes "in" (harper's "at" fits a building).
    rule: 'preposition-usage', pattern: ['arrive|arrives|arrived|arriving', 'to'], span: [1, 2], fix: 'in', confidence: 0.85,
    message: "With a city or a country, 'arrive' takes 'in': 'arrived in Istanbul'.", next: (rest) => /^\s+\p{Lu}\p{Ll}+/u.test(rest),
  },
  {
    // "very few time left": "few" counts; an uncountable noun takes "little".
    rule: 'much-many', pattern: ['few', 'time|money|information|water|progress|advice|help|space|room|patience|experience|work|evidence|knowledge|sleep|food|traffic|luggage'], span: [0, 2],
    fix: (w) => `little ${w[1]}`, confidence: 0.85, message: "An uncountable noun takes 'little', not 'few': 'little time'.",
    previous: (w) => w !== 'a' && w !== 'the',
  },
  {
    // "The hotel staff were such helpful": "such" goes with a noun; before an adjective alone it is "so".
    rule: 'such-so', pattern: ['is|was|are|were|be|been|am|feel|felt|seems|seemed|looks|looked', 'such', (w) => /^[a-z]+(ful|ous|ive|able|ible|ic|al|ant|ent|y|ed|ing|less)$/.test(w)], span: [1, 2], fix: 'so', confidence: 0.8,
    message: "Before an adjective with no noun after it, use 'so': 'so helpful'.",
    next: (rest) => /^\s*([.,!?;]|$)|^\s+(that|and|but|to|for|about|with)\b/i.test(rest),
  },
  {
    // "We did a lot of progress", "do a decision": these take "make".
    rule: 'collocation/make-do', pattern: ['do|does|did|doing|done', 'a|an|the|some|any|no|much|more|little|lot|progress|decision|mistake|mistakes|decisions|effort|noise|money|friends|plans|suggestion|complaint'],
    fix: (w) => ({ do: 'make', does: 'makes', did: 'made', doing: 'making', done: 'made' })[w[0] ?? ''], span: [0, 1], confidence: 0.8,
    message: "Progress, decisions, mistakes and efforts are made, not done.",
    next: (rest) => /^\s*(of\s+)?(a\s+)?(lot\s+of\s+)?(great\s+|big\s+|good\s+|real\s+|much\s+|more\s+|any\s+|some\s+|little\s+)?(progress|decision|decisions|mistake|mistakes|effort|efforts|noise|money|friends|plans|suggestion|complaint)\b/i.test(rest.replace(/^\s*(a|an|the|some|any|no|much|more|little|lot)\b/i, '')) || /^\s*(progress|decision|mistake|effort)/i.test(rest),
  },
  {
    // "I'm going to lay down": with no object, resting is "lie".
    rule: 'confusable/lie-lay', pattern: ['to|will|can|should|must|gonna|please', 'lay'], span: [1, 2], fix: 'lie', confidence: 0.8,
    message: "Without an object, resting is 'lie': 'lie down'.", next: (rest) => /^\s+down\s*([.,!?;]|$|for|on|in|and|after|before|until)/i.test(rest),
  },
  {
    // "decided to rise salaries": with an object (a price, a hand), the verb is "raise".
    rule: 'verb-choice/rise-raise', pattern: ['to|will|can|should|must|would|could', 'rise'], span: [1, 2], fix: 'raise', confidence: 0.8,
    message: "'Rise' takes no object; to push something up is to 'raise' it: 'raise salaries'.",
    next: (rest) => /^\s+((the|their|its|our|your|his|her|my)\s+(\w+\s+)?(price|prices|salary|salaries|wage|wages|tax|taxes|rent|rents|fee|fees|cost|costs|limit|bar|hand|hands|voice|glass|flag|awareness|money|funds|children|kids|family|standards|question|questions|concerns|temperature|level)|prices|salaries|wages|taxes|rents|fees|awareness|money|funds|a\s+question|questions|concerns|children)\b/i.test(rest),
  },
  {
    // "Can you say me your address": one tells someone something.
    rule: 'confusable/say-tell', pattern: ['say|says|said|saying', 'me|him|her|us|them'], span: [0, 1], fix: (w) => ({ say: 'tell', says: 'tells', said: 'told', saying: 'telling' })[w[0] ?? ''], confidence: 0.85,
    message: "'Say' takes what is said; a person after it needs 'tell': 'tell me your address'.",
    next: (rest) => /^\s+(your|the|my|his|her|their|our|a|an|about|what|how|where|when|why|if|whether|that|something|everything|nothing|the\s+truth)\b/i.test(rest),
  },
  {
    // "I'll explain you how to reset it": one explains something to someone.
    rule: 'preposition-usage', pattern: ['explain|explains|explained|explaining', 'me|him|her|us|them|you'], span: [0, 1], fix: (w) => `${w[0]} to`, confidence: 0.8,
    message: "One explains something to someone: 'explain to you how'.", next: (rest) => /^\s+(how|what|why|where|when|that|the|this|it)\b/i.test(rest) && !hasShortExplainObject(rest) && !opensWithTimePhrase(rest),
  },
  {
    // "Of all the candidates, he is the more qualified": out of more than two, the superlative.
    rule: 'comparative/superlative', pattern: ['the', 'more|less'], span: [1, 2], fix: (w) => (w[1] === 'more' ? 'most' : 'least'), confidence: 0.85,
    message: "Picking one out of all takes the superlative: 'the most qualified'.",
    earlier: (sentence) => /\bof all\b/i.test(sentence),
  },
  {
    rule: 'collocation/make-do', pattern: ['make|makes|made|making', 'me|him|her|us|them|you', 'a', 'favour|favor'], span: [0, 1],
    fix: (w) => MAKE_TO_DO[w[0] ?? ''], confidence: 0.85, message: "One does someone a favour: 'do me a favour'.",
  },
  {
    rule: 'collocation/make-do', pattern: ['make|makes|made|making', 'a', 'lot', 'of', 'photos|pictures'], span: [0, 1],
    fix: (w) => MAKE_TO_TAKE[w[0] ?? ''], confidence: 0.85, message: "One takes photos: 'take a lot of photos'.",
  },
  {
    rule: 'collocation/make-do', pattern: ['make|makes|made|making', 'lots|many|several|loads|plenty|hundreds', 'of|photos|pictures'], span: [0, 1],
    fix: (w) => MAKE_TO_TAKE[w[0] ?? ''], confidence: 0.85, message: "One takes photos: 'take many photos'.",
    next: (rest) => /^\s+(photos|pictures)\b/i.test(rest) || /^\s*([.,;!?]|$|\s+(of|at|in|during|on)\b)/i.test(rest),
  },
  {
    rule: 'false-friend/assist-attend', pattern: ['assist|assists|assisted|assisting', 'a|an|the|this|that|my|our|his|her|their|every|several|two|three', (w) => new RegExp(`^(${EVENTS})$`).test(w)], span: [0, 1],
    fix: (w) => ATTEND_TO_ASSIST[w[0] ?? ''], confidence: 0.8, message: "Being present at an event is 'attend'; 'assist' means help.",
  },
  {
    rule: 'false-friend/assist-attend', pattern: ['assist|assists|assisted|assisting', 'a|an|the|this|that|my|our', '*', (w) => new RegExp(`^(${EVENTS})$`).test(w)], span: [0, 1],
    fix: (w) => ATTEND_TO_ASSIST[w[0] ?? ''], confidence: 0.8, message: "Being present at an event is 'attend'; 'assist' means help.",
  },
  {
    // "The professor told that …": "tell" needs the person told; "was told that" (passive) has it.
    rule: 'verb-pattern/say-tell', pattern: ['told', 'that'], span: [0, 1], fix: 'said', confidence: 0.8,
    message: "'Tell' needs a person ('told us that'); without one, use 'said that'.",
    // Only a subject right before it ("were not told that", "was never told that" are passives), and a clause after "that" ("told that story" is a determiner).
    previous: (w) => w !== undefined && !/^(was|were|been|being|is|are|am|be|get|got|gets|not|never|also|just|already|recently|always|often|i|you|we|they|he|she|it|me|him|her|us|them|who|had|has|have)$/.test(w) && !w.endsWith("n't"),
    next: (rest) => /^\s+(the|a|an|he|she|it|they|we|i|you|there|his|her|our|their|my|this|these|those|everyone|nobody|someone|no|all)\s/i.test(rest),
  },
  {
    rule: 'preposition-usage', pattern: ['rescheduled|postponed|moved|scheduled|delayed|pushed', 'at|on', WEEKDAYS], span: [1, 2], fix: 'for', confidence: 0.8,
    message: "A meeting is moved to a new day with 'for': 'rescheduled for Monday'.", previous: (w) => w === 'been' || w === 'be' || w === 'was' || w === 'is' || w === 'were',
  },
  {
    // "Never I have seen" → "Never have I seen": a negative adverb put first inverts subject and auxiliary.
    rule: 'word-order/negative-inversion', pattern: ['never|rarely|seldom', 'i|we|you|they|he|she', 'have|had|has|will|would|can|could'], span: [1, 3],
    fix: (w) => `${w[2]} ${w[1] === 'i' ? 'I' : w[1]}`, confidence: 0.8, previous: (w) => w === undefined,
    message: "After 'Never' at the start, the auxiliary comes before the subject: 'Never have I seen'.",
    next: (rest) => /^\s+(seen|heard|been|met|felt|had|eaten|visited|read|known|tasted|experienced|imagined|thought|see|hear|forget)\b/i.test(rest),
  },
  {
    // "I want that you come" → "I want you to come".
    rule: 'verb-pattern/want-to', pattern: ['want|wants|wanted|would', 'that', 'you|he|she|they|we|him|her|them|us'], span: [1, 3],
    fix: (w) => `${({ he: 'him', she: 'her', they: 'them', we: 'us' } as Record<string, string>)[w[2] ?? ''] ?? w[2]} to`, confidence: 0.8,
    message: "'Want' takes an object and 'to': 'I want you to come'.", next: (rest) => /^\s+[a-z]+\b/i.test(rest),
  },
  {
    rule: 'word-order/adverb-after-object', pattern: ['speak|speaks|spoke|speaking', 'very|really|quite|pretty', 'well|good|fluently|perfectly', LANGUAGES], span: [1, 4],
    fix: (w) => `${w[3]!.charAt(0).toUpperCase()}${w[3]!.slice(1)} ${w[1]} ${w[2] === 'good' ? 'well' : w[2]}`, confidence: 0.8,
    message: "The manner comes after the language: 'speaks English very well'.",
  },
  {
    rule: 'word-order/adverb-after-object', pattern: ['speak|speaks|spoke|speaking', 'well|fluently|perfectly', LANGUAGES], span: [1, 3],
    fix: (w) => `${w[2]!.charAt(0).toUpperCase()}${w[2]!.slice(1)} ${w[1]}`, confidence: 0.8,
    message: "The manner comes after the language: 'speaks English well'.",
  },
  {
    // "We really enjoyed at the party" → "enjoyed ourselves": "enjoy" needs an object.
    rule: 'verb-pattern/enjoy-oneself', pattern: ['i|we|they|he|she|you', 'enjoyed|enjoy|enjoys', 'at|in|during'], span: [1, 2],
    fix: (w) => `${w[1]} ${REFLEXIVE_OF[w[0] ?? '']}`, confidence: 0.8, message: "'Enjoy' needs an object: 'enjoyed ourselves'.",
    next: (rest) => /^\s+(the|a|my|our|his|her|their|your|this|that)\b/i.test(rest),
  },
  {
    rule: 'verb-pattern/enjoy-oneself', pattern: ['i|we|they|he|she|you', 'really|all|both', 'enjoyed|enjoy|enjoys', 'at|in|during'], span: [2, 3],
    fix: (w) => `${w[2]} ${REFLEXIVE_OF[w[0] ?? '']}`, confidence: 0.8, message: "'Enjoy' needs an object: 'enjoyed ourselves'.",
    next: (rest) => /^\s+(the|a|my|our|his|her|their|your|this|that)\b/i.test(rest),
  },
  {
    rule: 'preposition-usage', pattern: ['complain|complains|complained|complaining', 'on'], span: [1, 2], fix: 'about', confidence: 0.8,
    message: "One complains about something: 'complain about the noise'.", next: (rest) => !/^\s+behalf\b/i.test(rest),
  },
  {
    rule: 'verb-pattern/had-better', pattern: ["had|'d", 'better', 'to'], span: [1, 3], fix: 'better', confidence: 0.85,
    message: "'Had better' takes the bare verb: 'had better check'.", next: (rest) => /^\s+[a-z]+/.test(rest),
  },
  {
    rule: 'confusable/advice-advise', pattern: ['advice', 'me|him|her|us|them|you'], span: [0, 1], fix: 'advise', confidence: 0.85,
    message: "The verb is 'advise'; 'advice' is the noun.", previous: (w) => w !== undefined && /^(please|to|can|could|would|will|should|might|may|must|you|i|we|they)$/.test(w),
  },
  {
    // "I need your advise on…", "a piece of advise": after an owner or a determiner, the noun is 'advice'.
    rule: 'confusable/advice-advise', pattern: ['your|my|his|her|our|their|the|any|no|good|great|expert|professional|legal|medical|financial|helpful|useful|valuable|much|of|for|some', 'advise'], span: [1, 2], fix: 'advice', confidence: 0.85,
    message: "The noun is 'advice'; 'advise' is the verb.", next: (rest) => /^\s*([.,;!?]|$)|^\s+(on|about|for|regarding|and|or|is|was|has|please|from|as)\b/i.test(rest),
  },
  {
    rule: 'confusable/compliment', pattern: ['complemented|complement|complements|complementing', 'me|him|her|us|them|you|the|my|our|their|his'], span: [0, 1],
    fix: (w) => COMPLEMENT_TO_COMPLIMENT[w[0] ?? ''], confidence: 0.8, message: "Praising someone is 'compliment'; 'complement' means complete.",
    next: (rest) => /^\s+(?:[a-z]+\s+)?on\s+(their|his|her|my|our|your|the)\b/i.test(rest),
  },
  {
    rule: 'preposition-usage', pattern: ['in', WEEKDAYS], span: [0, 1], fix: 'on', confidence: 0.85, message: "Days take 'on': 'on Friday'.",
    next: (rest) => !/^\s*['’]s\b/.test(rest),
  },
  {
    rule: 'article/go-to-work', pattern: ['go|goes|went|going|get|gets|got|getting', 'to', 'the', 'work|bed'], span: [1, 4], fix: (w) => `to ${w[3]}`, confidence: 0.8,
    message: "'Go to work', 'go to bed' take no article.", next: (rest) => /^\s*([.,;!?]|$|\s+(by|on|at|early|late|every|in|and|because|after|before|today|tomorrow|around|about|now|soon|straight)\b)/i.test(rest),
  },
  {
    // "it was hard to go back to the work on Monday": "back" between changes nothing.
    rule: 'article/go-to-work', pattern: ['go|goes|went|going|get|gets|got|getting|come|comes|came|coming', 'back', 'to', 'the', 'work|bed'], span: [2, 5], fix: (w) => `to ${w[4]}`, confidence: 0.8,
    message: "'Go back to work', 'go back to bed' take no article.", next: (rest) => /^\s*([.,;!?]|$|\s+(by|on|at|early|late|every|in|and|because|after|before|today|tomorrow|around|about|now|soon|straight)\b)/i.test(rest),
  },
  {
    rule: 'article/field-of-study', pattern: ['study|studies|studied|studying', 'the', SUBJECTS], span: [1, 3], fix: (w) => w[2], confidence: 0.8,
    message: 'A field of study takes no article: "studying medicine".', next: (rest) => /^\s*([.,;!?]|$|\s+(at|in|and|because|for|since)\b)/i.test(rest),
  },
  {
    // "The life is too short", "The life in big cities": life in general takes no article.
    rule: 'article/generic-life', pattern: ['the', 'life'], span: [0, 2], fix: 'life', confidence: 0.8,
    message: "Life in general takes no article: 'Life is too short'.", previous: (w) => w === undefined,
    next: (rest) => /^\s+(is|was|can|could|in\s+(a|big|small|large|the\s+(big|city|countryside|village))\b)/i.test(rest),
  },
  {
    rule: 'number-agreement', pattern: [(w) => Object.hasOwn(IN_LAW_PLURALS, w)], fix: (w) => IN_LAW_PLURALS[w[0] ?? ''], confidence: 0.85,
    message: "The plural goes on the main word: 'sisters-in-law'.",
  },
  {
    // "The weather was such cold that": "such" goes before a noun; a bare adjective takes "so".
    rule: 'such-so', pattern: ['such', PLAIN_ADJECTIVES, 'that'], span: [0, 1], fix: 'so', confidence: 0.85,
    message: "Before an adjective alone, use 'so': 'so cold that'.",
  },
  {
    // "less difficult as I expected": a comparison continues with "than".
    rule: 'than-that', pattern: ['more|less', '*', 'as'], span: [2, 3], fix: 'than', confidence: 0.8,
    message: "A comparison continues with 'than': 'less difficult than I expected'.",
    next: (rest) => /^\s+((i|we|you|they|he|she|it|everyone|most people)\s+(had\s+)?(expected|thought|imagined|hoped|feared|planned|predicted|assumed)|expected|planned|usual)\b/i.test(rest),
  },
  {
    rule: 'confusable/then-than', pattern: ['and|but', 'than'], span: [1, 2], fix: 'then', confidence: 0.85,
    message: "For what comes next, use 'then'; 'than' compares.", next: (rest) => /^\s+[a-z]+/.test(rest) && !/^\s+(that|ever|before|usual|expected)\b/i.test(rest),
    // "more than I do and than my brother does": a second comparison after a first.
    earlier: (sentence) => !/\b(than|rather|more|less|better|worse)\b/i.test(sentence),
  },
  {
    rule: 'confusable/lose-loose', pattern: ['bit|too|very|so|quite|really|slightly|rather|came|come|comes|coming|hang|hanging', 'lose'], span: [1, 2], fix: 'loose', confidence: 0.85,
    message: "Not tight is 'loose'; 'lose' means to stop having.", next: (rest) => !/^\s+(the|a|an|my|your|his|her|our|their|it|them|me|us|weight|money|time|track|touch|control|interest)\b/i.test(rest),
  },
  {
    rule: 'double-negative', pattern: ['hardly|barely|scarcely', 'never'], span: [1, 2], fix: 'ever', confidence: 0.85,
    message: "'Hardly' is already negative: 'hardly ever'.",
  },
  {
    rule: 'double-negative', pattern: ['hardly|barely|scarcely', 'no'], span: [1, 2], fix: 'any', confidence: 0.8,
    message: "'Hardly' is already negative: 'hardly any'.", next: (rest) => /^\s+[a-z]+/.test(rest),
  },
  {
    // "I want to improving my writing": after "want to", "need to", "plan to" comes the bare verb.
    rule: 'verb-pattern/to-infinitive', pattern: [TO_VERBS, 'to', (w) => toBaseOfIng(w) !== undefined], span: [2, 3], fix: (w) => toBaseOfIng(w[2] ?? ''), confidence: 0.85,
    message: "After 'want to', the verb takes its base form: 'want to improve'.",
  },
  {
    rule: 'confusable/your-youre', pattern: ['is|was', 'this|that|it', "you're"], span: [2, 3], fix: 'your', confidence: 0.85,
    message: "The owner's word is 'your'; 'you're' is 'you are'.", next: (rest) => /^\s+[a-z]+(?<!ing)\s*\?/i.test(rest),
  },
  {
    // "In my opinion, the happiness is more important than money": a quality in general takes no article.
    rule: 'article/generic-abstract', pattern: ['the', 'happiness|love|friendship|freedom|honesty|kindness|patience|success|education|health|nature', 'is|can|brings|makes|matters|should|must|will|needs'], span: [0, 2],
    fix: (w) => w[1], confidence: 0.8, message: 'A quality in general takes no article: "Happiness is…".', previous: (w) => w === undefined || /^(believe|think|that|feel|say|because|opinion)$/.test(w),
  },
  {
    // "Rafa is the more talented player in the whole academy": among more than two, the superlative.
    rule: 'comparative-form', pattern: ['the', 'more', (w) => /^[a-z]{4,}$/.test(w), (w) => /^[a-z]{3,}$/.test(w), 'in'], span: [1, 2], fix: 'most', confidence: 0.8,
    message: "Among more than two, use the superlative: 'the most talented player in the academy'.",
    previous: (w) => w !== undefined && /^(is|was|are|were|be|been|'s)$/.test(w),
    next: (rest) => /^\s+(the|my|our|his|her|their|this|all)\b/i.test(rest) && !/^\s+the\s+(long|short)\s+(run|term)\b/i.test(rest),
  },
  {
    // "the worse customer service I have ever experienced" → "worst": "ever" after it picks one out of all.
    rule: 'comparative-form', pattern: ['the', 'worse|better'], span: [1, 2], fix: (w) => (w[1] === 'worse' ? 'worst' : 'best'), confidence: 0.8,
    message: "Picking one out of all ('… I have ever…') takes the superlative: 'the worst'.",
    // The clause's subject may be a pronoun or a noun with its determiner ("the worse kettle our kitchen has ever had").
    next: (rest) => /^\s+(?:[a-z-]+\s+){1,3}(?:(?:that|which)\s+)?(i|we|you|he|she|they|(?:the|my|our|your|his|her|their|this)\s+[a-z-]+)(\s+(have|has|had)|['’](ve|d|s))\s+ever\b/i.test(rest),
  },
  {
    // "The list is even worst this year than last year" → "worse": a degree word and a "than" later in the clause
    // compare two things, so the superlative is the comparative ("even the worst" has its "the" and stays).
    rule: 'comparative-form', pattern: ['even|much|far|still|slightly|somewhat|way', 'worst|best'], span: [1, 2], fix: (w) => (w[1] === 'worst' ? 'worse' : 'better'), confidence: 0.8,
    message: "Comparing two things with 'than' takes the comparative: 'even worse than'.",
    previous: (w) => w !== undefined && /^(is|was|are|were|be|been|'s|got|get|gets|getting|became|become|becomes|seems|seemed|looks|looked|feels|felt|sounds|sounded)$/.test(w),
    next: (rest) => /^(?:\s+[a-z']+){0,5}\s+than\b/i.test(rest),
  },
  {
    // "He is best player on our team" → "the best": a superlative before a noun takes "the".
    rule: 'article/superlative', pattern: ['is|was|are|were', 'best|worst', (w) => /^[a-z]{3,}$/.test(w) && !NOT_AFTER_BARE_BEST.has(w)], span: [1, 2], fix: (w) => `the ${w[1]}`, confidence: 0.8,
    message: "A superlative before a noun takes 'the': 'the best player'.",
    next: (rest) => /^\s+(on|in|of|at|that|who|i|we)\b/i.test(rest),
  },
  {
    rule: 'verb-pattern/gerund', pattern: ['insist|insists|insisted|insisting', 'on', (w) => isKnownBase(w) && !/^(it|that)$/.test(w)], span: [2, 3],
    fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.85, message: "After 'insist on', a verb takes -ing: 'insisted on paying'.",
    next: (rest) => /^\s+(for|the|a|an|my|his|her|their|our|your|it|them|me|us|everything|back)\b/i.test(rest),
  },
  {
    // "She insisted to pay for dinner" → "insisted on paying": "insist" takes "on" and an -ing form, never "to".
    rule: 'verb-pattern/gerund', pattern: ['insist|insists|insisted|insisting', 'to', (w) => isKnownBase(w) && !/^(it|that)$/.test(w)], span: [1, 3],
    fix: (w) => `on ${toIngForm(w[2] ?? '')}`, confidence: 0.85, message: "'Insist' takes 'on' and an -ing form: 'insisted on paying'.",
    next: (rest) => /^\s+(for|the|a|an|my|his|her|their|our|your|it|them|me|us|everything|back|on|in|at|that|this)\b|^\s*[.,;!?]/i.test(rest),
  },
  {
    // "Unless you don't water them" → "Unless you water them": "unless" already means "if not".
    rule: 'double-negative', pattern: ['unless', 'i|you|we|they', "don't"], span: [1, 3], fix: (w) => (w[1] === 'i' ? 'I' : w[1]), confidence: 0.85,
    message: "'Unless' already means 'if not': leave out the second negative.", next: (rest) => /^\s+[a-z]+/.test(rest),
  },
  {
    rule: 'double-negative', pattern: ['unless', 'he|she|it', "doesn't", isKnownBase], span: [1, 4], fix: (w) => `${w[1]} ${findThirdSingular(w[3] ?? '')}`, confidence: 0.85,
    message: "'Unless' already means 'if not': leave out the second negative.",
  },
  {
    // "Please send the invoice directly to myself": "myself" needs "I" in the sentence; a request has none.
    rule: 'pronoun-case', pattern: ['to|for|with|cc|copy|contact|email|call', 'myself'], span: [1, 2], fix: 'me', confidence: 0.8,
    message: "'Myself' needs 'I' earlier in the sentence; as an object here, use 'me'.",
    earlier: (sentence) => /^\s*(please|kindly|send|email|forward|contact|give|copy|pass|return|direct|address)\b/i.test(sentence) && !/\bI\b/.test(sentence),
  },
  {
    rule: 'comparative-form', pattern: ['elder', 'than'], span: [0, 1], fix: 'older', confidence: 0.85,
    message: "'Elder' comes before a noun ('my elder brother'); in a comparison use 'older than'.",
  },
  {
    rule: 'article/sport', pattern: ['play|plays|played|playing', 'the', 'football|tennis|basketball|volleyball|golf|cricket|chess|baseball|rugby|hockey|badminton|handball|squash'], span: [1, 3],
    fix: (w) => w[2], confidence: 0.85, message: 'Sports and games take no article: "play football".',
  },
  {
    rule: 'confusable/lose-loose', pattern: ["i|we|you|they|always|never|often|usually|to|will|can|could|might|would|may|don't|didn't|not|we'll|i'll|you'll|they'll|won't|can't|rather|sooner", 'loose'], span: [1, 2], fix: 'lose', confidence: 0.85,
    message: "To stop having something is 'lose'; 'loose' means not tight.",
    // Any determiner opens the object: "if we loose this game", "you'll loose that bet".
    next: (rest) => /^\s+(one|the|my|your|his|her|our|their|it|them|this|that|these|those|every|each|another|both|weight|money|time|track|touch|control|interest|sleep|hope|everything|a|an|some|all|any|unsaved|data|more)\b/i.test(rest),
  },
  {
    rule: 'confusable/of-off', pattern: ['turn|turns|turned|turning|switch|switches|switched|switching|log|logs|logged|take|took', 'of'], span: [1, 2], fix: 'off', confidence: 0.85,
    message: "'Turn off', 'switch off': the particle is 'off'.", next: (rest) => /^\s+(the|my|your|his|her|our|their|all|it|them|every|both)\b/i.test(rest),
  },
  {
    rule: 'false-friend/fabric-factory', pattern: ['in|at|for', 'a|the', 'fabric'], span: [2, 3], fix: 'factory', confidence: 0.8,
    message: "A place where things are made is a 'factory'; 'fabric' is cloth.", next: (rest) => /^\s+(that|which|where|making|producing)\b/i.test(rest),
  },
  {
    rule: 'word-order/enough', pattern: ["is|was|are|were|isn't|wasn't|aren't|weren't|not|be|been", 'enough', PLAIN_ADJECTIVES_ENOUGH], span: [1, 3], fix: (w) => `${w[2]} enough`, confidence: 0.85,
    message: "'Enough' comes after an adjective: 'big enough'.", next: (rest) => /^\s*([.,;!?]|$|\s+(for|to|and|but|so)\b)/i.test(rest),
  },
  {
    rule: 'confusable/lighting', pattern: ['the', 'lightning'], span: [1, 2], fix: 'lighting', confidence: 0.8,
    message: "Lamps and light in a room are 'lighting'; 'lightning' flashes in a storm.",
    next: (rest) => /^\s+(in|on|of|at)\s+(the|this|that|our|my|each|every)\s+(\w+\s+)?(room|hall|kitchen|office|gallery|museum|studio|theatre|theater|house|restaurant|bar|shop|store)\b|^\s+(was|is)\s+(too\s+)?(dim|bright|poor|harsh|soft|perfect)\b/i.test(rest),
  },
  {
    rule: 'confusable/recipe-receipt', pattern: ['receipt', 'for'], span: [0, 1], fix: 'recipe', confidence: 0.85,
    message: "How to cook a dish is a 'recipe'; a 'receipt' proves a payment.",
    next: (rest) => /^\s+(the|that|this|your|her|his|a|an|my)?\s*(\w+\s+)?(cake|soup|bread|pie|dish|stew|curry|sauce|salad|biscuits|cookies|pancakes|pasta|lasagne|lasagna|dessert|muffins|brownies)\b/i.test(rest),
  },
  {
    rule: 'preposition-usage', pattern: ['listen|listens|listened|listening', 'the|my|your|his|her|our|their|music|podcasts|english|songs|radio|a|an|some|this|that|audiobooks|jazz|rock|classical'], span: [0, 1],
    fix: (w) => `${w[0]} to`, confidence: 0.85, message: "One listens to something: 'listen to English podcasts'.",
  },
  {
    rule: 'confusable/feel-fell', pattern: ['i|we|you|they', 'fell', 'very|so|really|quite|extremely|much|a|welcome|happy|sad|tired|good|bad|better|sick|ill|lonely|safe|comfortable|nervous|at'], span: [1, 2], fix: 'feel', confidence: 0.8,
    message: "'Fell' is the past of 'fall'; for a state, use 'feel'.", next: (rest) => /^\s+(welcome|happy|sad|tired|good|bad|better|sick|ill|lonely|safe|comfortable|nervous|home|ease|more|less)\b|^\s*([.,;!?]|$)/i.test(rest),
  },
  {
    rule: 'collocation/make-do', pattern: ['make|makes|made|making', 'photos|pictures'], span: [0, 1], fix: (w) => MAKE_TO_TAKE[w[0] ?? ''], confidence: 0.85,
    message: "One takes photos: 'take photos'.",
  },
  {
    rule: 'confusable/principal', pattern: ['the|our|my|school', 'principle'], span: [1, 2], fix: 'principal', confidence: 0.85,
    message: "The head of a school is its 'principal'; a 'principle' is a rule.",
    next: (rest) => /^\s+(has|have|had|is|was|said|says|announced|confirmed|told|asked|wants|called|sent|wrote|decided|will)\b/i.test(rest),
  },
  {
    rule: 'confusable/compliment', pattern: ['for', 'our|your|the|their|his|her|all|kind|many', 'complements'], span: [2, 3], fix: 'compliments', confidence: 0.85,
    message: "Praise is a 'compliment'; a 'complement' completes something.", earlier: (sentence) => /\b(thank|thanks|thanked|grateful)\b/i.test(sentence),
  },
  {
    rule: 'word-order/frequency-adverb', pattern: ['i|we|you|they|he|she|it', 'always|usually|often|never|sometimes|rarely|seldom', 'am|are|is|was|were'], span: [1, 3],
    fix: (w) => `${w[2]} ${w[1]}`, confidence: 0.8, message: "A frequency adverb comes after 'be': 'We are always looking'.",
    next: (rest) => /^\s+[a-z]+/.test(rest),
  },
  {
    // "before are mains arrived": after "before" or "after" "are" has no subject; the owner's word is "our".
    // Not after a preposition a relative clause may end on ("the people I work with are").
    rule: 'confusable/our-are', pattern: ['before|after|during|until', 'are', (w) => /^[a-z]{3,}s$/.test(w)], span: [1, 2], fix: 'our', confidence: 0.8,
    message: "The owner's word is 'our'; 'are' is a form of 'be'.",
  },
  {
    rule: 'subject-verb-agreement', pattern: ['everyone|everybody|anyone|anybody|someone|somebody|nobody', 'who', 'have|are|were|do|don\'t'], span: [2, 3],
    fix: (w) => ({ have: 'has', are: 'is', were: 'was', do: 'does', "don't": "doesn't" } as Record<string, string>)[w[2] ?? ''], confidence: 0.85,
    message: "'Everyone who …' is singular: 'everyone who has'.",
  },
  {
    rule: 'tense-sequence', pattern: ['was|were', 'arrived|happened|occurred|disappeared|existed|died|emerged|belonged|consisted|remained'], span: [0, 2], fix: (w) => w[1], confidence: 0.8,
    message: "This verb has no passive: 'arrived', not 'was arrived'.",
  },
  {
    // "Please send it to John or myself": "myself" only points back to "I" in the same clause; here it is "me".
    rule: 'pronoun-case', pattern: ['and|or', 'myself'], span: [1, 2], fix: 'me', confidence: 0.8,
    message: "'Myself' needs 'I' earlier in the clause; as an object here, use 'me'.",
    // After a verb or preposition and the other person ("asked Maria and myself", "to my husband and myself").
    earlier: (sentence) =>
      /\b(to|for|with|from|between|contact|call|email|e-mail|ask|asked|asks|cc|copy|tell|told|invite|invited|inform|informed|send|sent|give|gave|thank|thanked|help|helped|join|joined|meet|met|pay|paid)\s+((?:(?:Mr|Ms|Mrs|Dr|Prof)\.?\s+)?\p{Lu}\p{Ll}+|(my|the|his|her|our|your|their)\s+\p{Ll}+(\s+\p{Ll}+)?)\s*$/u.test(sentence) && !/\bI\b/.test(sentence),
    next: (rest) => !/^\s+(will|would|are|were|have|had|went|can|could|should|must|am)\b/i.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "do a mistake" → "make", "borrow me" → "lend me", "went to home" → "went home", "despite of" → "despite", "the best … of the world" → "in". */
export function checkCollocationPatterns(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
