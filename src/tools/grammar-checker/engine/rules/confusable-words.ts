import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { CLAUSE_OPENERS, PatternSet, type PatternRule, endsClause } from './pattern-rule';
import { isKnownBase, isPastForm, isThirdSingular } from './verb-lexicon';
import { OBJECT_STARTERS } from './word-classes';
import { PREPOSITIONS } from './word-lists';


/** "The car past the gate belongs to Tom": a verb in the rest of the clause makes "past" the preposition. */
function hasOtherVerb(rest: string): boolean {
  const clause = (rest.split(/[.,;:!?]|\b(?:before|after|and|when|while|until|because)\b/i)[0] ?? '').toLowerCase();
  return clause.split(/\s+/).some((w) => /^(is|are|was|were|has|have|had|will|would|can|could|may|might|must|should)$/.test(w) || isThirdSingular(w) || isPastForm(w));
}

const set = (words: string) => new Set(words.trim().split(/\s+/));
const inSet = (words: Set<string>) => (word: string) => words.has(word);

// "effected a change" is right (effect = bring about); these are what one effects.
const EFFECTED_OBJECTS = set('change changes reform reforms cure rescue escape entry repairs transfer improvement improvements compromise settlement transformation transition');
const AFTER_NOUN_EFFECT = set('a an the big great positive negative significant huge little no any side strong major direct lasting profound adverse harmful greenhouse butterfly this its their his her our same opposite desired real small overall');
const NOUN_HINT_AFTER = (rest: string) => /^\s+(on|of|is|was|that)\b/.test(rest) || endsClause(rest);
/** A linking verb (and "not") right before the match: "isn't to loose" is "too loose" when the predicate ends there. */
const LINKING_BEFORE_TO = /\b(is|isn't|are|aren't|was|wasn't|were|weren't|be|been|being|am|'s|'re|'m|seems?|seemed|looks?|looked|feels?|felt|gets?|got|getting|became|becomes?)(\s+not)?\s*$/i;
const VERB_CONTEXT = set("will would can could may might must should not to does do did don't doesn't didn't won't can't cannot also directly negatively seriously greatly badly really");
const OWNED = set('own effect effects purpose role members tail size impact owner owners name colour color population users capital shape surface roots leaves head eyes body legs citizens employees products');
const YOUR_NOUNS = set('own car house name friends family parents mother father book phone life job homework bag money dog room');
const WHOSE_NOUNS = set('book car house turn fault idea job phone bag dog name responsibility side money coat pen child children parents mother father bike');
const COMPARATIVE = set('more less rather other better worse fewer greater larger smaller higher lower bigger older younger faster easier harder cheaper longer shorter stronger');
const EXCEPT_AFTER = set('everyone everybody everything anything nothing nobody anyone anybody none all someone');

// "Its important to": adjectives that, after "it's", open a comment on what follows.
const IT_IS_ADJECTIVES = set('important necessary possible impossible hard easy difficult clear true obvious likely unlikely essential interesting crucial vital worth normal common fine okay ok nice good bad better best great unfair fair strange sad funny surprising useful helpful');
// "My parents said there coming": verbs that take a clause, after which "they're" may start.
const CLAUSE_VERBS = set('said say says think thought know knew hope believe heard guess feel felt');
// -ing words that are no verb, or where "there" stays ("there being no other way").
const NOT_ING_VERBS = set('being thing nothing something anything everything morning evening during spring king ring string ceiling building wedding');
// "more participants then we expected": the then-clause of a comparison.
const COMPARED_CLAUSE = /^\s+(i|we|they|you|he|she|it)\s+(expected|thought|planned|needed|imagined|anticipated|hoped|had|did|could|would|usually)\b/i;

const NOT_COMPARATIVE_ER = set('over under after later ever never other either neither whether rather together however water order number dinner power paper matter');
const DEGREE_OR_LINKING = set("much far even slightly way lot bit no is was are were be been it's looks looked seems seemed feels felt tastes tasted sounds sounded got gets getting became");
const ACCEPT_SUBJECTS = set("i we you they he she to will would can could not don't didn't should must please and or also never");
const isObject = (word: string) => OBJECT_STARTERS.has(word) || /^[a-z]+s$/.test(word);
const noEffectedObject = (rest: string) => {
  const next = rest.match(/^\s+(\S+)(?:\s+(\S+))?(?:\s+(\S+))?/);
  return !next || !next.slice(1).some((w) => w && EFFECTED_OBJECTS.has(w.toLowerCase().replace(/[^a-z]/g, '')));
};

const RULES: PatternRule[] = [
  // affect (verb) / effect (noun)
  {
    rule: 'confusable/affect-effect', pattern: ['effected'], fix: 'affected', confidence: 0.85,
    message: "'Affected' is the verb for having an influence on something; 'effected' means 'brought about'.",
    next: noEffectedObject,
  },
  {
    rule: 'confusable/affect-effect', pattern: ['effects', isObject], span: [0, 1], fix: 'affects', confidence: 0.8,
    message: "Use the verb 'affects' here; 'effects' is the noun.",
    previous: (w) => w !== undefined && set('it this that he she which who also directly negatively greatly seriously really').has(w),
    next: noEffectedObject,
  },
  {
    rule: 'confusable/affect-effect', pattern: ['effect', isObject], span: [0, 1], fix: 'affect', confidence: 0.8,
    message: "Use the verb 'affect' here; 'effect' is the noun (or means 'bring about').",
    previous: (w) => w !== undefined && VERB_CONTEXT.has(w),
    next: noEffectedObject,
  },
  {
    rule: 'confusable/affect-effect', pattern: ['affect|affects'], fix: (w) => (w[0] === 'affect' ? 'effect' : 'effects'), confidence: 0.85,
    message: "Use the noun 'effect' here; 'affect' is the verb.",
    previous: (w) => w !== undefined && AFTER_NOUN_EFFECT.has(w),
    next: NOUN_HINT_AFTER,
  },
  {
    rule: 'confusable/affect-effect', pattern: ['in|into|take|takes|took|taken|taking', 'affect'], span: [1, 2], fix: 'effect', confidence: 0.85,
    message: "The phrase is 'in effect' / 'take effect'.",
  },
  // then / than
  {
    rule: 'confusable/then-than', pattern: [inSet(COMPARATIVE), 'then'], span: [1, 2], fix: 'than', confidence: 0.8,
    message: "Use 'than' to compare; 'then' is about time.",
  },
  {
    rule: 'confusable/then-than', pattern: ['then'], fix: 'than', confidence: 0.8,
    message: "Use 'than' to compare; 'then' is about time.",
    earlier: (sentence) => /\b(more|less|fewer|rather|better|worse|other)(\s+[a-z]+){1,2}\s*$/i.test(sentence),
    next: (rest) => COMPARED_CLAUSE.test(rest),
  },
  {
    // "spent more time on the demo then on the slides": a comparative with a prepositional phrase, then "then" and a
    // second prepositional phrase, with no comma (", then on the slides" is a sequence in time).
    rule: 'confusable/then-than', pattern: ['then'], fix: 'than', confidence: 0.8,
    message: "Use 'than' to compare; 'then' is about time.",
    earlier: (sentence) => /\b(more|less|fewer|better|worse)\s+(?:[a-z]+\s+)?(on|in|at|for|with|to|about|from|by|during|into)\s+[^,;:()]{1,40}[a-z]\s*$/i.test(sentence),
    previous: (w) => w !== undefined && /^[a-z]+$/.test(w),
    next: (rest) => /^\s+(on|in|at|for|with|to|about|from|by|during|into)\s+(the|a|an|my|your|his|her|our|their|this|that|these|those|[a-z]+)\b/i.test(rest),
  },
  {
    // "I'd rather walk then drive": "rather" compares two actions.
    rule: 'confusable/then-than', pattern: ['then'], fix: 'than', confidence: 0.8,
    message: "Use 'than' to compare; 'then' is about time.",
    earlier: (sentence) => /\brather(\s+[a-z']+){1,4}\s*$/i.test(sentence),
    previous: (w) => w !== undefined && w !== 'and' && w !== 'or',
    next: (rest) => /^\s+[a-z]+/i.test(rest),
  },
  {
    // "much finer then the one", "was cheaper then a taxi": any -er comparative after a degree word or a linking verb,
    // before what it is compared with. Not "is over then", "was later then" (time), nor nouns in -er.
    rule: 'confusable/then-than', pattern: [(w) => /^[a-z]{3,}er$/.test(w) && !NOT_COMPARATIVE_ER.has(w), 'then'], span: [1, 2], fix: 'than', confidence: 0.8,
    message: "Use 'than' to compare; 'then' is about time.",
    previous: (w) => w !== undefined && DEGREE_OR_LINKING.has(w),
    next: (rest) => /^\s+(the|a|an|my|your|his|her|our|their|this|that|those|these|any|anyone|anything|ever|before|usually|expected|last|i|we|they|you|he|she|it|in|at|on)\b/i.test(rest),
  },
  {
    rule: 'confusable/then-than', pattern: ['since|until|till|back|by', 'than'], span: [1, 2], fix: 'then', confidence: 0.85,
    message: "Use 'then' for time; 'than' compares.",
    next: (rest) => endsClause(rest) || /^\s+(i|we|they|he|she|you|it|the|there|my|our|on)\b/i.test(rest),
  },
  {
    rule: 'confusable/then-than', pattern: ['than', 'i|we|they|he|she|you|it|the|there'], span: [0, 1], fix: 'then', confidence: 0.8,
    message: "Use 'then' for time; 'than' compares.",
    previous: (w) => w === undefined,
  },
  {
    rule: 'confusable/then-than', pattern: ['and', 'than', 'i|we|they|he|she|you|it|the|there|after|we'], span: [1, 2], fix: 'then', confidence: 0.8,
    message: "Use 'then' for time; 'than' compares.",
  },
  {
    rule: 'confusable/lets', pattern: ['lets', 'go|get|see|make|start|try|have|do|take|talk|play|eat|begin|hope|not|just|say|move|find|look|keep|meet|be|wait|think|all|us|face|work|stop|celebrate|put|leave|call|ask|watch|sit|stay|call'], span: [0, 1],
    fix: "let's", confidence: 0.8, message: "'Let's' (let us) needs an apostrophe.",
    previous: (w) => w === undefined || CLAUSE_OPENERS.has(w),
  },
  {
    rule: 'confusable/their-there', pattern: ['there', 'going|coming|trying|doing|getting'], span: [0, 1], fix: "they're", confidence: 0.75,
    message: "'There' is a place; 'they are' is written 'they're'.",
    // "Is there going to be", "Was there anything": only a clause-initial "there" is the pronoun slip.
    previous: (w) => w === undefined || CLAUSE_OPENERS.has(w) || CLAUSE_VERBS.has(w),
  },
  {
    // "The managers said there meeting us": any verb in -ing with an object or place after it.
    rule: 'confusable/their-there', pattern: ['there', (w) => /^[a-z]{2,}ing$/.test(w) && !NOT_ING_VERBS.has(w)], span: [0, 1], fix: "they're", confidence: 0.8,
    message: "'There' is a place; 'they are' is written 'they're'.",
    previous: (w) => w === undefined || CLAUSE_OPENERS.has(w) || CLAUSE_VERBS.has(w),
    next: (rest) => /^\s+(us|me|him|her|them|you|to|for|with|at|about|up|out|back|home|now|today|tomorrow|tonight|soon|later)\b/i.test(rest),
  },
  {
    // "Finish it first, than send it": after a comma or at a sentence start, "than" before a bare verb means "then".
    rule: 'confusable/then-than', pattern: ['than', (w) => isKnownBase(w)], span: [0, 1], fix: 'then', confidence: 0.8,
    message: "Use 'then' for what comes next; 'than' compares.",
    previous: (w) => w === undefined,
    earlier: (sentence) => /,\s*$/.test(sentence) || /^\s*$/.test(sentence),
  },
  {
    // "The team did it's best": after do or try, "it's best/part/job" is the possessive.
    rule: 'confusable/its-it-is', pattern: ['do|does|did|done|doing|try|tries|tried|trying', "it's", 'best|utmost|part|job|duty|share|bit'], span: [1, 2], fix: 'its', confidence: 0.85,
    message: "'It's' means 'it is'; the possessive is 'its'.",
  },
  // passed / past
  {
    // "She past the test": after a subject or "have", before an object, "past" stands for the verb.
    rule: 'confusable/passed-past', pattern: ["i|you|he|she|we|they|have|has|had|never|finally|just|already", 'past', 'the|a|an|my|his|her|their|our|your|all|every|this|that|it|me|him|them|us'], span: [1, 2],
    fix: 'passed', confidence: 0.8, message: "The verb is 'passed'; 'past' is a noun, an adjective or a preposition ('walked past the door').",
    previous: (w) => w === undefined || !/^(walk|walked|walks|walking|drive|drove|drives|driving|run|ran|go|went|goes|going|come|came|rush|rushed|get|got|move|moved|look|looked|half|quarter|ten|five|twenty)$/.test(w),
  },
  {
    // "The bus past the museum twice": a vehicle opening the clause, then "past" and no other verb before the clause ends.
    rule: 'confusable/passed-past', pattern: ['the|a|our|my|his|her|their|your|this|that', 'bus|car|train|truck|lorry|van|taxi|coach|tram|ambulance|boat|ship|ferry|plane|cyclist|runner|convoy|parade|procession', 'past', 'the|a|an|my|his|her|their|our|your|this|that|us|me|them|him|her'], span: [2, 3],
    fix: 'passed', confidence: 0.8, message: "The verb is 'passed'; 'past' is a noun, an adjective or a preposition ('walked past the door').",
    previous: (w) => w === undefined || CLAUSE_OPENERS.has(w),
    next: (rest) => !hasOtherVerb(rest),
  },
  // whether / weather
  {
    rule: 'confusable/whether-weather', pattern: ['know|wonder|wondering|wondered|ask|asked|asking|sure|unsure|decide|decided|check|tell|see|doubt|consider|matter|about', 'weather'], span: [1, 2],
    fix: 'whether', confidence: 0.8, message: "'Whether' introduces a choice or a question; 'weather' is rain and sun.",
    next: (rest) => /^\s+(or|to|the|a|an|i|you|he|she|it|we|they|this|that|these|those|there|my|your|his|her|our|their|anyone|someone|everyone)\b/i.test(rest),
  },
  // too / to
  {
    rule: 'confusable/too-to', pattern: ["is|was|are|were|am|be|been|it's|that's|i'm|you're|we're|they're|he's|she's|not|way|far|much|getting|got|seems|seemed|felt|feel|looks|looked", 'to', 'late|early|much|many|big|small|hard|easy|expensive|cheap|long|short|busy|tired|hot|cold|difficult|soon|young|old|slow|fast|far|loud|heavy|risky|complicated'],
    span: [1, 2], fix: 'too', confidence: 0.8, message: "'Too' means 'more than enough'; 'to' is a preposition.",
    next: (rest) => endsClause(rest) || /^\s+(to|for|and|now|already)\b/i.test(rest),
  },
  // used to / use to
  {
    rule: 'confusable/used-to', pattern: ["am|is|are|was|were|be|been|being|i'm|you're|he's|she's|it's|we're|they're|get|gets|got|getting", 'use', 'to'], span: [1, 2],
    fix: 'used', confidence: 0.85, message: "'Be used to' (accustomed to) takes 'used'.",
  },
  {
    rule: 'confusable/used-to', pattern: ["am|is|are|was|were|be|been|i'm|you're|he's|she's|it's|we're|they're|get|got|getting", 'not|never|so|really|just|still|already|quite|completely|getting', 'use', 'to'], span: [2, 3],
    fix: 'used', confidence: 0.85, message: "'Be used to' (accustomed to) takes 'used'.",
  },
  // its / it's
  {
    rule: 'confusable/its-it-is', pattern: ["it's", inSet(OWNED)], span: [0, 1], fix: 'its', confidence: 0.85,
    message: "'It's' means 'it is'; the possessive is 'its'.",
  },
  {
    rule: 'confusable/its-it-is', pattern: ['its', 'a|an|the|not|been|going|getting|very|so|too|really|always|never|about|because|raining'], span: [0, 1], fix: "it's", confidence: 0.85,
    message: "'Its' is possessive; 'it is' is written 'it's'.",
  },
  {
    rule: 'confusable/its-it-is', pattern: ['its', inSet(IT_IS_ADJECTIVES)], span: [0, 1], fix: "it's", confidence: 0.85,
    message: "'Its' is possessive; 'it is' is written 'it's'.",
    // "its hard shell": the possessive before a noun; "its important to…" opens a comment.
    next: (rest) => endsClause(rest) || /^\s+(to|that|for|when|if|because|how|what|why)\b/i.test(rest),
  },
  // your / you're
  {
    rule: 'confusable/your-youre', pattern: ['your', 'welcome|right|wrong|correct|sure|kidding|joking|lucky|late|crazy|mistaken'], span: [0, 1], fix: "you're", confidence: 0.85,
    message: "'Your' is possessive; 'you are' is written 'you're'.",
    // "to your right", "on your own": after a preposition it is the possessive.
    previous: (w) => w === undefined || !PREPOSITIONS.has(w),
    next: (rest) => endsClause(rest) || /^\s+(about|that|if|to be)\b/i.test(rest),
  },
  {
    rule: 'confusable/your-youre', pattern: ['your', 'welcome'], span: [0, 1], fix: "you're", confidence: 0.8,
    message: "'Your' is possessive; 'you are' is written 'you're'.",
    next: (rest) => /^\s+(to|back|here|home|anytime)\b/i.test(rest),
  },
  {
    rule: 'confusable/your-youre', pattern: ['your', 'going|not|coming|getting|making|trying|a|an|the|so|too|really|always|never|still|able'], span: [0, 1], fix: "you're", confidence: 0.8,
    message: "'Your' is possessive; 'you are' is written 'you're'.",
  },
  {
    rule: 'confusable/your-youre', pattern: ["you're", inSet(YOUR_NOUNS)], span: [0, 1], fix: 'your', confidence: 0.85,
    message: "'You're' means 'you are'; the possessive is 'your'.",
  },
  // their / there / they're
  {
    rule: 'confusable/their-there', pattern: ['there|they\'re', 'own'], span: [0, 1], fix: 'their', confidence: 0.9,
    message: "The possessive is 'their'.",
  },
  {
    rule: 'confusable/their-there', pattern: ['their', 'going|not|coming|trying|getting|so|too'], span: [0, 1], fix: "they're", confidence: 0.8,
    message: "'Their' is possessive; 'they are' is written 'they're'.",
  },
  {
    rule: 'confusable/their-there', pattern: ['their', 'is|are|was|were'], span: [0, 1], fix: 'there', confidence: 0.85,
    message: "Use 'there' for 'there is / there are'; 'their' is possessive.",
    previous: (w) => w === undefined || CLAUSE_OPENERS.has(w),
  },
  // loose / lose
  {
    rule: 'confusable/loose-lose', pattern: [(w) => VERB_CONTEXT.has(w) && w !== 'to', 'loose'], span: [1, 2], fix: 'lose', confidence: 0.85,
    message: "'Lose' is the verb (to stop having); 'loose' means 'not tight'.",
  },
  // "to loose" after a linking verb with nothing after the predicate is "too loose" (too-before-adjective.ts).
  {
    rule: 'confusable/loose-lose', pattern: ['to', 'loose'], span: [1, 2], fix: 'lose', confidence: 0.85,
    message: "'Lose' is the verb (to stop having); 'loose' means 'not tight'.",
    earlier: (sentence) => !LINKING_BEFORE_TO.test(sentence.replace(/’/g, "'")),
  },
  {
    rule: 'confusable/loose-lose', pattern: ['to', 'loose'], span: [1, 2], fix: 'lose', confidence: 0.85,
    message: "'Lose' is the verb (to stop having); 'loose' means 'not tight'.",
    earlier: (sentence) => LINKING_BEFORE_TO.test(sentence.replace(/’/g, "'")),
    next: (rest) => !endsClause(rest) && !/^\s*(,|or|and|but|so|for|to|now|again|anymore|today)\b/i.test(rest),
  },
  {
    rule: 'confusable/loose-lose', pattern: ['loosing', 'weight|money|control|interest|touch|hope|track|sight|focus|the|my|his|her|their|our|your|time|everything|it'],
    span: [0, 1], fix: 'losing', confidence: 0.8, message: "'Losing' is the verb (to stop having); 'loosing' means 'setting free'.",
  },
  {
    rule: 'confusable/loose-lose', pattern: ['loosing|loose', 'weight|money|control|interest|touch|hope|track|sight|focus|the|my|his|her|their|our|your|time|everything|it'],
    span: [0, 1], fix: (w) => (w[0] === 'loosing' ? 'losing' : 'lose'), confidence: 0.8,
    message: "'Lose' is the verb (to stop having); 'loose' means 'not tight'.",
    previous: (w) => w === undefined || !set('a the too very so is are was were').has(w),
  },
  {
    rule: 'confusable/loose-lose', pattern: ['is|are|was|were|too|very|so|come|came|comes|got|get|become|became', 'lose'], span: [1, 2], fix: 'loose', confidence: 0.8,
    message: "'Loose' means 'not tight'; 'lose' is the verb.",
    next: (rest) => endsClause(rest) || /^\s+(and|now|again|enough)\b/.test(rest),
  },
  // accept / except
  {
    rule: 'confusable/accept-except', pattern: [(w) => EXCEPT_AFTER.has(w) || isPastForm(w), 'accept'], span: [1, 2], fix: 'except', confidence: 0.8,
    message: "'Except' means 'but not'; 'accept' means 'take' or 'agree to'.",
    next: (rest) => !/^\s+(it|this|that|the|them|him|her|me|us|you|an?)\s+(offer|gift|invitation|job|fact|idea|apology|money|terms|responsibility|help)\b/i.test(rest),
  },
  {
    rule: 'confusable/accept-except', pattern: ['accept', (w, t) => /^\p{Lu}/u.test(t.text) || w === 'the' || w === 'for' || w === 'when' || w === 'on' || w === 'in'], span: [0, 1],
    fix: 'except', confidence: 0.8, message: "'Except' means 'but not'; 'accept' means 'take' or 'agree to'.",
    previous: (w) => w !== undefined && !ACCEPT_SUBJECTS.has(w),
    earlier: (sentence) => /\b(all|every|everyone|everybody|everything|nobody|nothing|anyone|anything|no one|none)\b/i.test(sentence),
  },
  {
    rule: 'confusable/accept-except', pattern: ['accept', 'for'], span: [0, 1], fix: 'except', confidence: 0.8,
    message: "'Except for' means 'apart from'.",
    previous: (w) => w === undefined || !set("i we you they he she to will would can could not don't didn't should must please").has(w),
  },
  {
    rule: 'confusable/accept-except', pattern: ["i|we|they|you|to|will|would|can|could|should|must|might|may|not|don't|didn't|please|cannot", 'except', 'the|your|his|her|this|that|my|our|their|it|them|him|me|us|an|a|responsibility|gifts|money'],
    span: [1, 2], fix: 'accept', confidence: 0.85,
    message: "'Accept' means 'take' or 'agree to'; 'except' means 'but not'.",
  },
  // who's / whose
  {
    rule: 'confusable/whose-whos', pattern: ["who's", inSet(WHOSE_NOUNS)], span: [0, 1], fix: 'whose', confidence: 0.85,
    message: "'Who's' means 'who is'; the possessive is 'whose'.",
  },
  {
    rule: 'confusable/whose-whos', pattern: ['whose', 'going|coming|been|not|the|a|an|doing|gonna|there|that|this|in|at|your'], span: [0, 1], fix: "who's", confidence: 0.8,
    message: "'Whose' is possessive; 'who is' is written 'who's'.",
    next: (rest) => !/^\s*(fault|turn|idea|job)\b/i.test(rest),
  },
  {
    // "ordered new stationary for the office": paper and pens are "stationery"; "stationary" means not moving.
    rule: 'confusable/stationery', pattern: ['new|some|office|more|the|of|our|school|buy|bought|ordered|order', 'stationary'], span: [1, 2], fix: 'stationery', confidence: 0.85,
    message: "Paper, pens and envelopes are 'stationery'; 'stationary' means not moving.",
    next: (rest) => /^\s*([:.,;!?]|$|\s+(for|and|shop|store|supplies|cupboard|set|from|order|items)\b)/i.test(rest),
  },
  {
    // "a perfect compliment to the fish": what completes something is a "complement".
    rule: 'confusable/complement', pattern: ['perfect|ideal|great|good|nice|lovely|excellent|natural|useful', 'compliment|compliments', 'to|for'], span: [1, 2],
    fix: (w) => (w[1] === 'compliments' ? 'complements' : 'complement'), confidence: 0.85,
    message: "What completes or suits something is a 'complement'; a 'compliment' is praise.",
  },
  {
    rule: 'confusable/accept-except', pattern: ['we|i|they|you|he|she|who|also|now|gladly|happily|don\'t|do|will|cannot|can\'t', 'except|excepts|excepted'], span: [1, 2],
    fix: (w) => ({ except: 'accept', excepts: 'accepts', excepted: 'accepted' } as Record<string, string>)[w[1] ?? ''], confidence: 0.85,
    message: "To take or agree to something is 'accept'; 'except' means leaving out.",
    next: (rest) => /^\s+(all|any|the|a|an|cash|credit|cards|payment|payments|your|our|his|her|their|that|this|it|them|returns|bookings|applications|orders|visa|paypal)\b/i.test(rest),
  },
  {
    // "Can I lend your pen?": taking something for a while is "borrow".
    rule: 'confusable/borrow-lend', pattern: ['can|could|may|might', 'i|we', 'lend', 'your|his|her|their|yours|the|one|some|any|a|an'], span: [2, 3], fix: 'borrow', confidence: 0.85,
    message: "You borrow from someone and lend to someone: 'Can I borrow your pen?'.",
  },
  {
    rule: 'confusable/fell-felt', pattern: ['felt', 'over'], span: [0, 1], fix: 'fell', confidence: 0.85,
    message: "The past of 'fall' is 'fell'; 'felt' is the past of 'feel'.",
    // "felt over the moon" is happiness.
    next: (rest) => !/^\s+the\s+moon\b/i.test(rest),
  },
  {
    // "In my actual job": a false friend ("actual" in many languages means current).
    rule: 'false-friend/actual-current', pattern: ['in|at|of|from', 'my|our|his|her|their|your', 'actual', 'job|position|company|role|school|address|situation|employer|workplace|contract|team'], span: [2, 3],
    fix: 'current', confidence: 0.8, message: "'Actual' means real; for the one you have now, use 'current'.",
  },
  {
    // "Does you're son need…", "for you're help": after an auxiliary or a preposition, "you're" is the owner's "your".
    rule: 'confusable/your-youre', pattern: ['does|did|do|for|with|of|about|from|to|in|on|at|by', "you're", (w) => /^\p{L}+$/u.test(w) && !w.endsWith('ing')], span: [1, 2], fix: 'your',
    confidence: 0.85, message: "The owner's word is 'your'; 'you're' is 'you are'.",
  },
  {
    // "Thank you for your patient while we…": what one thanks someone for is their "patience".
    rule: 'word-form', pattern: ['for', 'your|their|his|her', 'patient'], span: [2, 3], fix: 'patience', confidence: 0.85,
    message: "The noun is 'patience'; 'patient' is the adjective (or a person in care).",
    earlier: (sentence) => /\b(thank|thanks|appreciate|grateful)\b/i.test(sentence), next: (rest) => /^\s*([.,;!?]|$|\s+(while|and|during|as|in|with|on|so)\b)/i.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** affect/effect, then/than, its/it's, your/you're, their/there/they're, loose/lose, accept/except, who's/whose. */
export function checkConfusableWords(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
