import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { isKnownBase } from './verb-lexicon';
import { toIngForm } from './verb-patterns';

/*
 * Homophones and near-homophones (desert/dessert, council/counsel, brake/break, quiet/quite…) and a few
 * fixed verb patterns, each only where its context leaves one reading: a menu word after "our only",
 * a braking part before "pads", "quite" before "hours". The word itself is right elsewhere, so every rule
 * names the context that makes it wrong.
 */

/** State verbs learners put in the progressive ("I am needing"): their simple form. */
const STATIVE_ING: Record<string, string> = { knowing: 'know', needing: 'need', wanting: 'want', understanding: 'understand', believing: 'believe', preferring: 'prefer', owning: 'own', belonging: 'belong' };

const RULES: PatternRule[] = [
  { rule: 'confusable/desert-dessert', pattern: ['our|the|a|your|for|only|favourite|favorite|chocolate|frozen', 'desert|deserts'], span: [1, 2], fix: (w) => (w[1] === 'deserts' ? 'desserts' : 'dessert'), confidence: 0.8,
    message: "The sweet course is 'dessert'; a 'desert' is dry land.", next: (rest) => /^\s+(that|menu|contains|with|is|was|of\s+the\s+day|options?|spoon|wine|trolley)\b|^\s*[.,!?]/i.test(rest),
    earlier: (sentence) => /\b(menu|mousse|cake|chocolate|dinner|lunch|restaurant|egg|cream|sweet|eat|ate|order|ordered|served)\b/i.test(sentence) },
  { rule: 'confusable/council-counsel', pattern: ['city|town|county|parish|student|school|local|district|security|european', 'counsel'], span: [1, 2], fix: 'council', confidence: 0.85,
    message: "An elected body is a 'council'; 'counsel' is advice or a lawyer." },
  { rule: 'confusable/lie-lay', pattern: ['lay'], fix: 'lie', confidence: 0.8, message: "To rest flat is 'lie'; 'lay' takes an object ('lay the book down').",
    previous: (w) => w === undefined || /^(please|,|and|then|just|to|should|must|can|will)$/.test(w), next: (rest) => /^\s+(down|flat|still|on\s+your|in\s+bed|back)\b/i.test(rest) && !/^\s+down\s+(the|a|your|it|them|his|her)\b/i.test(rest) },
  { rule: 'confusable/every-day', pattern: ['everyday'], fix: 'every day', confidence: 0.85, message: "'Everyday' is an adjective ('everyday life'); how often is 'every day'.",
    next: (rest) => /^\s*([.,;!?]|$|\s+(can|for|at|in|and|or|but|is|was|will|so|to|after|before|until|since|of\s+the))/i.test(rest) },
  { rule: 'confusable/personnel', pattern: ['authorized|authorised|medical|military|hospital|security|qualified|trained|essential|key|nursing|support', 'personal'], span: [1, 2], fix: 'personnel', confidence: 0.85,
    message: "Staff are 'personnel'; 'personal' means private.", next: (rest) => /^\s+(may|must|can|only|should|will|are|is|have|need|were|to)\b|^\s*[.,;]/i.test(rest) },
  { rule: 'confusable/discreet', pattern: ['be|being|been|is|are|was|were|very|always|remain|stay', 'discrete'], span: [1, 2], fix: 'discreet', confidence: 0.85,
    message: "Tactful and quiet is 'discreet'; 'discrete' means separate.", next: (rest) => /^\s+(when|about|with|in|and)\b|^\s*[.,;!?]/i.test(rest) },
  { rule: 'confusable/stationary', pattern: ['was|is|were|are|remained|remains|stayed|stays|stood|sat|be|been', 'stationery'], span: [1, 2], fix: 'stationary', confidence: 0.85,
    message: "Not moving is 'stationary'; 'stationery' is paper and pens." },
  { rule: 'confusable/brake-break', pattern: ['break', 'pads|pad|fluid|discs|disc|lights|light|pedal|lines|cable|system|failure'], span: [0, 1], fix: 'brake', confidence: 0.85,
    message: "What stops a vehicle is a 'brake'." },
  { rule: 'confusable/brake-break', pattern: ['front|rear|back|hand|emergency|disc', 'break|breaks'], span: [1, 2], fix: (w) => (w[1] === 'breaks' ? 'brakes' : 'brake'), confidence: 0.85,
    message: "What stops a vehicle is a 'brake'." },
  { rule: 'confusable/quiet-quite', pattern: ['quite', 'hours|time|place|room|area|zone|street|neighbourhood|neighborhood|night|evening|moment'], span: [0, 1], fix: 'quiet', confidence: 0.85,
    message: "Calm and silent is 'quiet'; 'quite' means rather.", previous: (w) => w !== undefined && /^(during|the|a|our|in|for|of|some|after|before)$/.test(w) },
  { rule: 'confusable/lightning', pattern: ['lightening'], fix: 'lightning', confidence: 0.85, message: "The flash in a storm is 'lightning'; 'lightening' means making lighter.",
    next: (rest) => /^\s+(strike|strikes|bolt|bolts|storm|flash|rod|struck|hit)\b|^\s*[.,]/i.test(rest) },
  { rule: 'confusable/here-hear', pattern: ['new|over|in|from|come|came|get|got|live|lived|stay|work', 'hear'], span: [1, 2], fix: 'here', confidence: 0.85,
    message: "The place is 'here'; 'hear' is what ears do.", next: (rest) => /^\s*([.,;!?]|$|\s+(and|but|for|since|every|today|tomorrow|yesterday|now|at|in|on|to|with|so))/i.test(rest) },
  { rule: 'confusable/principal', pattern: ['the|a|our|their|its|my', 'principle'], span: [1, 2], fix: 'principal', confidence: 0.85,
    message: "Main is 'principal'; a 'principle' is a rule.", next: (rest) => /^\s+(cause|causes|reason|reasons|source|aim|goal|author|investigator|dancer|role|concern|factor|character)\b/i.test(rest) },
  { rule: 'confusable/breathe', pattern: ['breath'], fix: 'breathe', confidence: 0.85, message: "The verb is 'breathe'; 'breath' is the noun.",
    previous: (w) => w === undefined || /^(to|can|can't|cannot|and|then|please|just|slowly|deeply|could|will|must|should|i|you|we|they|don't|couldn't)$/.test(w), next: (rest) => /^\s+(in|out|deeply|slowly|through|normally|again|easily|freely)\b|^\s*[.,!]/i.test(rest) },
  { rule: 'confusable/passed-past', pattern: ['i|we|they|you|he|she|it', 'past'], span: [1, 2], fix: 'passed', confidence: 0.85,
    message: "The verb is 'passed'; 'past' is a time or a preposition.", next: (rest) => /^\s+(the|a|an|my|our|his|her|their|two|three|four|five|several|many|all|some|it|them|me|us|him|her)\b/i.test(rest) },
  { rule: 'confusable/recipe-receipt', pattern: ['keep|show|bring|send|need|have|lost|find|found', 'the|your|a|this|my', 'recipe'], span: [2, 3], fix: 'receipt', confidence: 0.85,
    message: "Proof of payment is a 'receipt'; a 'recipe' tells how to cook.", next: (rest) => /^\s+(as|for|with|of)\s+(proof|purchase|payment|the\s+(purchase|payment|order|repair|parts|warranty)|warranty)\b/i.test(rest) },
  { rule: 'verb-pattern/remind', pattern: ['remember', 'me|him|her|us|them', 'to'], span: [0, 1], fix: 'remind', confidence: 0.85,
    message: "To make someone remember is 'remind': 'remind me to call'.", previous: (w) => w !== undefined && /^(you|please|can|could|will|would|to|pls)$/.test(w) },
  // Only verbs with one object: "give them books" has two.
  { rule: 'pronoun-case', pattern: ['grab|move|carry|put|fetch|open|stack|pack|lift|check|clean|sort|label', 'them', (w) => /^[a-z]{3,}s$/.test(w)], span: [1, 2], fix: 'those', confidence: 0.8,
    message: "Before a noun, use 'those': 'those boxes'.", next: (rest) => /^\s*([.,;!?]|$|\s+(from|in|on|over|to|off|out|up|down|for|back|before|here|there|into|onto|and))/i.test(rest) },
  { rule: 'verb-pattern/used-to', pattern: ['uses|use', 'to'], span: [0, 1], fix: 'used', confidence: 0.8,
    message: "A past habit is 'used to': 'My father used to take us'.",
    previous: (w) => w !== undefined && /^(father|mother|dad|mum|mom|grandmother|grandfather|grandma|grandpa|he|she|i|we|they|you|it|teacher|brother|sister|family|parents|uncle|aunt)$/.test(w),
    // Only with a sign of a past habit after it ("every summer" when we were children, "years ago").
    next: (rest) => /^\s+[a-z]+\s/.test(rest) && /\b(every\s+(summer|winter|year|week|weekend|sunday|saturday|morning|evening|night)|when\s+(i|we|he|she)\s+was|as\s+(a\s+)?(child|kids?)|years\s+ago)\b/i.test(rest) },
  { rule: 'comparative-form', pattern: ['the', 'most', 'of'], span: [0, 2], fix: 'most', confidence: 0.85,
    message: "'Most of' takes no article: 'Most of the residents'.", previous: (w) => w === undefined || /^(and|but|that|because|,)$/.test(w),
    next: (rest) => /^\s+(the|our|my|your|his|her|their|these|those|them|us|it)\b/i.test(rest) },
  { rule: 'number-agreement', pattern: ['the|some|many|all|these|those', 'others', (w) => /^[a-z]{3,}s$/.test(w)], span: [1, 2], fix: 'other', confidence: 0.85,
    message: "Before a noun, 'other' has no -s: 'the other colonies'." },
  { rule: 'verb-pattern/to-infinitive', pattern: ['i|we|you|they', 'want|wanted|need|needed|would like|hope|plan', 'go|come|see|buy|get|be|do|make|have|eat|visit|play|stay|leave|try'], span: [1, 3],
    fix: (w) => `${w[1]} to ${w[2]}`, confidence: 0.85, message: "'Want' takes 'to' before a verb: 'I want to go'." },
  { rule: 'article/country', pattern: ['in|to|from|visit|visited|visiting', 'the', 'finland|france|germany|spain|italy|poland|japan|china|canada|brazil|mexico|india|russia|turkey|sweden|norway|denmark|greece|portugal|ireland|england|scotland|wales|egypt|nigeria|kenya|vietnam|thailand|indonesia|korea|australia|argentina|peru|chile|colombia|iran|pakistan|ukraine|hungary|austria|switzerland|belgium|croatia|morocco|ghana|ethiopia'],
    span: [1, 3], fix: (w) => `${w[2]!.charAt(0).toUpperCase()}${w[2]!.slice(1)}`, confidence: 0.85, message: 'Most country names take no article: "in Finland".' },
  { rule: 'emotion-adjective', pattern: ['were|was|am|are|is|be|been|felt|feel|got|get', 'never|not|so|very|really|too|a|bit', 'boring'], span: [2, 3], fix: 'bored', confidence: 0.8,
    message: "How someone feels is 'bored'; what causes it is 'boring'.", previous: (w) => w !== undefined && /^(i|we|they|you|he|she)$/.test(w) },
  { rule: 'tense/during-for', pattern: ['during', (w) => /^(two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|several|many|a|\d+)$/.test(w), 'hours|days|weeks|months|years|minutes|hour|day|week|month|year|minute'], span: [0, 1], fix: 'for', confidence: 0.85,
    message: "How long something lasts takes 'for': 'for three hours'." },
  { rule: 'verb-form/been-being', pattern: ['has|have|had', 'being'], span: [1, 2], fix: 'been', confidence: 0.85, message: "After 'has', the participle is 'been': 'has been reported'.",
    next: (rest) => /^\s+[a-z]+(ed|en)\b/i.test(rest) },
  { rule: 'stative-verbs', pattern: ['am|is|are', (w) => Object.hasOwn(STATIVE_ING, w)], span: [0, 2], fix: (w) => (w[0] === 'is' ? `${STATIVE_ING[w[1] ?? '']}s` : STATIVE_ING[w[1] ?? '']), confidence: 0.8,
    message: "'Know' is a state, not an action in progress: 'I know'.", previous: (w) => w !== undefined && /^(i|you|we|they|he|she|it)$/.test(w),
    // With its object after it: "She is understanding and kind" is an adjective.
    next: (rest) => /^\s+(that|a|an|the|my|your|his|her|our|their|it|them|this|some|more|to|what|how|why|if|you|me|him|us)\b/i.test(rest) },
  { rule: 'confusable/weigh', pattern: ['was|were|is|are|be|been', 'weighted'], span: [1, 2], fix: 'weighed', confidence: 0.85, message: "Measured on a scale is 'weighed'; 'weighted' means given weight.",
    next: (rest) => /^\s+(on|using|in|at|with|out|again|before|after|every|daily|twice)\b/i.test(rest) },
  { rule: 'verb-form/overregularized', pattern: ['be|been|being|was|were|is|are|get|got', 'leaved'], span: [1, 2], fix: 'left', confidence: 0.85, message: "The participle of 'leave' is 'left'." },
  { rule: 'word-form', pattern: ['huge|big|real|small|significant|major|great|little|any', 'different', 'to|in|between|for'], span: [1, 2], fix: 'difference', confidence: 0.85,
    message: "After 'a huge', the noun: 'a huge difference'." },
  { rule: 'preposition-usage', pattern: ['rely|relies|relied|relying', 'of|in|to'], span: [1, 2], fix: 'on', confidence: 0.85, message: "One relies on someone: 'relying on people like you'." },
  { rule: 'confusable/whole-hole', pattern: ['a|the', 'hole', 'week|day|month|year|night|family|thing|time|world|lot|team|class|house|weekend|story|afternoon|morning|evening|summer|city|country'], span: [1, 2], fix: 'whole', confidence: 0.85,
    message: "All of it is 'whole'; a 'hole' is an opening." },
  { rule: 'confusable/principles', pattern: ['the|basic|key|main|core|general|these', 'principals', 'of'], span: [1, 2], fix: 'principles', confidence: 0.85,
    message: "Rules and ideas are 'principles'; 'principals' are heads of schools.", next: (rest) => !/^\s+(the\s+)?(schools?|colleges?)\b/i.test(rest) },
  { rule: 'collocation/make-do', pattern: ['do', 'sure'], span: [0, 1], fix: 'make', confidence: 0.85, message: "The phrase is 'make sure'.", previous: (w) => w === undefined || /^(please|to|always|just|and|,)$/.test(w) },
  { rule: 'preposition-usage', pattern: ['graduated|graduate|graduates|graduating', 'in|at', 'the'], span: [1, 2], fix: 'from', confidence: 0.8,
    message: "One graduates from a school: 'graduated from the University of…'.", next: (rest) => /^\s+(university|college|school|academy|institute|conservatory|faculty)\b/i.test(rest) },
  { rule: 'verb-pattern/gerund', pattern: ['included|include|includes|involved|involves|involve|enjoy|enjoyed|enjoys|avoid|avoided|avoids|suggest|suggested|finish|finished|consider|considered|recommend|recommended|keep|kept|mind|risk|practise|practice', 'to', (w) => isKnownBase(w) && !/^(be|the)$/.test(w)], span: [1, 3],
    fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.8, message: "After this verb, the next verb takes -ing: 'included managing'." },
  { rule: 'confusable/hear-here', pattern: ["can|could|can't|couldn't|cannot|to|will|didn't|not|i|we|you|they", 'here'], span: [1, 2], fix: 'hear', confidence: 0.85,
    message: "With the ears it is 'hear'; 'here' is a place.", next: (rest) => /^\s+(the|you|me|him|her|it|them|a|anything|nothing|what|my|your|his|their|our|any|every)\b/i.test(rest) },
  { rule: 'verb-choice/rise-raise', pattern: ['prices|costs|rates|fees|temperatures|levels|numbers|sales|taxes|rents|wages|bills|salaries', 'have|has|had', 'raised'], span: [2, 3], fix: 'risen', confidence: 0.85,
    message: "Without an object, the verb is 'rise': 'Prices have risen'.", next: (rest) => /^\s*([.,;!?]|$|\s+(by|to|from|again|sharply|significantly|steadily|slightly|dramatically|over|since|this|in|every|each|a\s+lot))/i.test(rest) },
  { rule: 'adverb-form', pattern: ['played|plays|play|worked|works|work|did|does|sang|sings|sing|spoke|speaks|ran|runs|cooked|cooks|wrote|writes|behaved|behaves|performed|performs', 'very|really|so|quite|pretty|extremely', 'good'], span: [2, 3],
    fix: 'well', confidence: 0.85, message: "How someone does something takes the adverb 'well'." },
  { rule: 'confusable/quiet-quite', pattern: ['been|is|was|are|were|be|stay|stayed|keep|kept|gone|went|fell', 'really|very|so|too|completely|totally', 'quite'], span: [2, 3], fix: 'quiet', confidence: 0.85,
    message: "Calm and silent is 'quiet'; 'quite' means rather.", next: (rest) => /^\s*([.,;!?]|$|\s+(since|now|today|lately|recently|for|after|and|but|at|in|on))/i.test(rest) },
  { rule: 'false-friend/sensible-sensitive', pattern: ['very|extremely|really|quite|so|a', 'sensible', 'skin|teeth|eyes|stomach|gums|nose'], span: [1, 2], fix: 'sensitive', confidence: 0.85,
    message: "Easily irritated is 'sensitive'; 'sensible' means reasonable." },
  { rule: 'subject-verb-agreement', pattern: ['two|three|four|five|six|seven|eight|nine|ten|some|many|most|all|both|several|few', 'of', 'the|these|those|our|my|your|their|his|her', (w) => /^[a-z]{3,}s$/.test(w) && !/(ss|us|is)$/.test(w), 'was|is|has|does'], span: [4, 5],
    fix: (w) => ({ was: 'were', is: 'are', has: 'have', does: 'do' } as Record<string, string>)[w[4] ?? ''], confidence: 0.85, message: "'Three of the boxes' is plural: 'were'." },
  { rule: 'comparative-form', pattern: ['are|were|have|had|with', 'less', (w) => /^[a-z]{3,}$/.test(w), (w) => /^[a-z]{3,}s$/.test(w) && !/(ss|us|is)$/.test(w)], span: [1, 2], fix: 'fewer', confidence: 0.8,
    message: "Counted things take 'fewer': 'fewer edge cases'.", next: (rest) => /^\s*([.,;!?]|$|\s+(than|in|to|on|and|but|left))/i.test(rest) },
  { rule: 'false-friend/sensible-sensitive', pattern: ['a|my|your|his|her', 'sensible', 'stomach|skin|teeth|eyes|gums|nose'], span: [1, 2], fix: 'sensitive', confidence: 0.85,
    message: "Easily irritated is 'sensitive'; 'sensible' means reasonable." },
];
const PATTERNS = new PatternSet(RULES);

/** Homophones and fixed verb patterns in a context that leaves one reading. */
export function checkHomophonesInContext(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
