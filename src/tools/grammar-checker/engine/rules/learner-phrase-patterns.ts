import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { findParticiple, findPast, findPluralForm, isKnownBase, isThirdSingular } from './verb-lexicon';
import { toIngForm } from './verb-patterns';

/*
 * Phrases learners build word by word from their first language, each fixed only where its context
 * leaves one reading (issue 33, separate writers' batch 34: school and university essays, personal
 * statements, practical write-ups, e-mails to teachers and host families).
 */

/** Base forms that are as often nouns ("for work", "for help"): no verb fix after them. */
const NOUN_OR_VERB = new Set('work time study place play form plan rest sleep help love hope need use change result answer call visit travel report design mind water fish light book drink cook run walk swim dance ride shop experience'.split(' '));
const isPlainVerb = (word: string) => isKnownBase(word) && !NOUN_OR_VERB.has(word);
const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const BE_FOR: Record<string, string> = { i: 'I am', we: 'we are', they: 'they are', you: 'you are', he: 'he is', she: 'she is' };
const DO_FOR: Record<string, string> = { make: 'do', made: 'did', making: 'doing', makes: 'does' };
const MISS_FOR: Record<string, string> = { lost: 'missed', lose: 'miss', losing: 'missing', loses: 'misses' };
const TRANSPORT = 'bus|train|flight|plane|connection|tram|ferry|coach';

const ILLNESS = 'fever|cold|cough|headache|temperature|rash|migraine|toothache|stomachache|earache|infection|sore';
const SUBJECT_PRONOUN = /^(i|we|they|you|he|she|it|son|daughter|child|baby|husband|wife|mother|father|brother|sister|friend|dog|cat)$/;
const SINCE_POINT = new RegExp(`^\\s+(\\d{1,4}|last\\s+\\w+|yesterday|${WEEKDAYS}|january|february|march|april|may|june|july|august|september|october|november|december|the\\s+(weekend|summer|winter|spring|autumn|morning|beginning|start))\\b`, 'i');
/** "since one bit her", "since I updated it": a clause in the past marks the start. */
const SINCE_PAST_CLAUSE = /^\s+(i|we|he|she|they|you|it|one|a|an|the|my|our|his|her|their)\s+([a-z]+\s+)?(was|were|had|did|saw|bit|got|went|came|moved|started|began|met|lost|fell|broke|left|[a-z]{3,}ed)\b/i;
/** Main verbs a frequency adverb goes before ("I go usually" → "I usually go"); not 'be', 'have', 'do' or modals, which it follows. */
const FREQUENT_VERB = 'go|get|eat|drink|play|walk|take|read|watch|work|visit|come|drive|cook|study|sleep|wake|leave|listen|travel|spend|meet|buy|run|swim|ride|call|use|wear|stay|finish|start';
const FREQUENCY = 'usually|always|often|never|sometimes|rarely|seldom|normally|generally';
const HAIR_ADJECTIVE = 'beautiful|long|short|curly|straight|wavy|black|blonde|blond|brown|red|grey|gray|white|dark|fair|thick|thin|shiny|soft|silky|lovely|nice|fine|messy';

/** Verbs a person does rather than has done to them: "I have been waited for" is never meant. */
const WAITED_ING: Record<string, string> = { waited: 'waiting', worked: 'working', lived: 'living', stayed: 'staying', studied: 'studying', travelled: 'travelling', traveled: 'traveling', slept: 'sleeping', searched: 'searching', walked: 'walking', talked: 'talking', learned: 'learning', learnt: 'learning', trained: 'training', queued: 'queuing', sitted: 'sitting' };

/** Plural nouns of people before 'who' ("students who applies"): a word of letters ending in one -s. */
const PEOPLE_PLURAL = /^(people|children|men|women|[a-z]{3,}[^su'e]s|[a-z]{2,}[^aeiou]es|[a-z]{3,}ees)$/;
/** "is making a noise since I updated it", "is raining since Monday", "am living in Haifa for five years": within five words, a start in time or a span up to now. */
const SINCE_PROGRESSIVE = new RegExp(`^(\\s+[^\\s.,;!?]+){0,5}\\s+(since\\s+((\\d{1,4}|last\\s+\\w+|yesterday|${WEEKDAYS}|this\\s+morning|the\\s+(weekend|morning|update|beginning|start))\\b|(i|we|he|she|they|you)\\s+(updated|installed|moved|arrived|started|began|changed|switched|upgraded|bought|replaced|reset|restarted)\\b)|(since|for)\\s+(two|three|four|five|six|seven|eight|nine|ten|several|many|\\d+)\\s+(years|months|weeks|days)\\b(?!\\s+ago))`, 'i');

/** What comes before 'for' in "Thank you (so much / again) for …". */
const THANKED = /\b(thank\s+you|thanks|many\s+thanks)(\s+(so|very)\s+much|\s+a\s+lot|\s+again|\s+in\s+advance|\s+all)?\s*$/i;

const RULES: PatternRule[] = [
  { rule: 'word-choice/near-future', pattern: ['the', 'nearest', 'future'], span: [1, 2], fix: 'near', confidence: 0.85, message: "The phrase is 'in the near future'." },
  {
    rule: 'verb-choice/rise-raise', pattern: ['temperature|price|prices|level|levels|number|rate|rates|sales|cost|costs|demand|population|unemployment|inflation|pressure|value|values|rent|rents|water|share|shares', 'raised'], span: [1, 2], fix: 'rose', confidence: 0.85,
    message: "Going up by itself is 'rose' ('rise' has no object); 'raised' needs one.", next: (rest) => /^\s+(from|to|by|sharply|steadily|significantly|slightly|dramatically|rapidly|quickly|again|above|and|in|over|during)\b|^\s*[.,;]/i.test(rest),
  },
  { rule: 'verb-form/ing-after-preposition', pattern: ['sorry|thanks|thank|apologize|apologise|responsible|grateful|excuse', 'for', isPlainVerb], span: [2, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.85, message: "After 'for', a verb takes -ing: 'sorry for asking'." },
  { rule: 'verb-form/to-for-purpose', pattern: ['for', isPlainVerb], span: [0, 1], fix: 'to', confidence: 0.8, message: "Purpose is 'to' + verb: 'to see the sunrise'.",
    previous: (w) => w !== undefined && /^(morning|early|there|here|go|went|came|come|back|out|up|down|hours|minutes|travel|walked|drove|flew)$/.test(w), next: (rest) => /^\s+(the|a|an|my|your|his|her|our|their|it|them|him|us|me|some)\b/i.test(rest) },
  { rule: 'verb-form/to-for-purpose', pattern: ['for', isPlainVerb], span: [0, 1], fix: 'to', confidence: 0.8, message: "Purpose is 'to' + verb: 'to make their own food'.",
    previous: (w) => w !== undefined && !/^(thanks|thank|sorry|responsible|grateful|excuse|wait|waiting|waited|ask|asked|asking|time|need|room|chance|reason)$/.test(w), next: (rest) => /^\s+(their|his|her|its|our|my|your)\s+(own\s+)?[a-z]/i.test(rest),
    earlier: (sentence) => !THANKED.test(sentence) },
  // "Thank you for consider my application", "Thanks again for help us": thanks are for an action, so -ing.
  { rule: 'verb-form/ing-after-preposition', pattern: ['for', isPlainVerb], span: [1, 2], fix: (w) => toIngForm(w[1] ?? ''), confidence: 0.85, message: "After 'thank you for', a verb takes -ing: 'thank you for considering'.",
    earlier: (sentence) => THANKED.test(sentence), next: (rest) => /^\s+(me|us|him|her|them|my|our|your|his|their|the|this|that|these|those|a|an|it|everyone|all)\b/i.test(rest) },
  { rule: 'article/generic-uncountable', pattern: ['the', 'global', 'warming'], span: [0, 2], fix: 'global', confidence: 0.8, message: "'Global warming' in general takes no article.",
    next: (rest) => /^\s+(is|will|has|was|can|could|may|might|would|should|causes|caused|affects|affected|and)\b|^\s*[.,;]/i.test(rest) },
  { rule: 'relative-pronoun/which-for-clause', pattern: ['what'], fix: 'which', confidence: 0.8, message: "A comment on the whole clause before it starts with ', which'.",
    previous: (w) => w === undefined, earlier: (sentence) => /,\s*$/.test(sentence) && sentence.trim().length > 20, next: (rest) => /^\s+(has|is|was|makes|made|means|meant|causes|caused|can|will|led|leads|gives|gave)\b/i.test(rest) },
  { rule: 'verb-pattern/make-do', pattern: ['made|make|makes|let|lets', (w, token) => /^(me|him|her|us|them|you|everyone|people)$/.test(w) || /^\p{Lu}/u.test(token.text), 'to', isPlainVerb], span: [2, 4], fix: (w) => w[3] ?? '', confidence: 0.8,
    message: "'Make' and 'let' take the bare verb: 'made Germany pay'." },
  { rule: 'verb-tense/first-time-perfect', pattern: ['was', 'the', 'first|second|third|only', 'time', 'i|we|you|they|he|she', 'have|has'], span: [5, 6], fix: 'had', confidence: 0.85, message: "After 'it was the first time', the past perfect: 'I had travelled'." },
  // "This is the first time I drive on the left" → "I have driven": a first time up to now takes the present perfect.
  { rule: 'verb-tense/first-time-perfect', pattern: ['is', 'the', 'first|second|third', 'time', 'i|we|you|they', (w) => isKnownBase(w) && !/^(be|have|do|am|will|can|must|should|would|could|may|might|shall)$/.test(w)],
    span: [4, 6], fix: (w) => `${w[4] === 'i' ? 'I' : w[4]} have ${findParticiple(w[5] ?? '')}`, confidence: 0.8,
    message: "After 'this is the first time', the present perfect: 'I have driven'.", previous: (w) => w !== undefined && /^(this|it|that|'s)$/.test(w),
    next: (rest) => !/^\s+(tomorrow|next|tonight|later|soon)\b/i.test(rest) },
  { rule: 'article/in-real-life', pattern: ['in', 'the', 'real', 'life'], span: [0, 4], fix: 'in real life', confidence: 0.85, message: "The phrase is 'in real life'." },
  { rule: 'possessive/apostrophe', pattern: ['familys|companys|citys|countrys|partys|babys|ladys|universitys|communitys'], fix: (w) => `${(w[0] ?? '').slice(0, -1)}'s`, confidence: 0.8,
    message: "Belonging to one family is 'family's'.", next: (rest) => /^\s+[a-z]+/.test(rest) && !/^\s+(are|were|have|had|is|was|do|did|live|lived|come|came|and|or|who|that|which|in|of|from|to|with|at)\b/i.test(rest) },
  { rule: 'verb-tense/since-childhood', pattern: ['since', 'i|we|he|she|they', 'am|is|are', 'a|an', 'child|kid|teenager|baby|student|boy|girl|children|kids'], span: [2, 3], fix: (w) => (/^(we|they)$/.test(w[1] ?? '') ? 'were' : 'was'), confidence: 0.85,
    message: "'Since' marks a start in the past: 'since I was a child'." },
  { rule: 'verb-form/passive-future', pattern: ['will|would|can|could|should|must', 'be', 'taking|making|doing|giving|writing|sending|showing|sending'], span: [2, 3], fix: (w) => ({ taking: 'taken', making: 'made', doing: 'done', giving: 'given', writing: 'written', sending: 'sent', showing: 'shown' })[w[2] ?? ''],
    confidence: 0.8, message: "Something that is done to it takes the participle: 'what action will be taken'.", previous: (w) => w !== undefined && /^(action|actions|steps|measures|decision|decisions|what|which|that)$/.test(w), next: (rest) => /^\s*[.?!,;]|^\s+(by|to|about|against|in|on)\b/i.test(rest) },
  // A short object: "very much" after it ("I like this song very much"); a long one: before the verb ("I very much like the way…").
  { rule: 'word-order/very-much-like', pattern: ['like|love|enjoy|liked|loved|enjoyed|appreciate|appreciated', 'very', 'much', 'the|this|that|your|my|his|her|their|our', (w) => /^[a-z]+$/.test(w)], span: [0, 5], fix: (w) => `${w[0]} ${w[3]} ${w[4]} very much`, confidence: 0.8,
    message: "'Very much' goes after the object: 'I like this song very much'.", previous: (w) => w !== undefined && /^(i|we|they|you|really|also|just)$/.test(w), next: (rest) => /^\s*([.,;!?]|$)/.test(rest) },
  { rule: 'word-order/very-much-like', pattern: ['like|love|enjoy|liked|loved|enjoyed|appreciate|appreciated', 'very', 'much', 'the|this|that|your|my|his|her|their|our|it|how|reading|working|living'], span: [0, 3], fix: (w) => `very much ${w[0]}`, confidence: 0.8,
    message: "'Very much' goes before the verb or after its object: 'I very much like the way…'.", previous: (w) => w !== undefined && /^(i|we|they|you|really|also|just)$/.test(w), next: (rest) => !/^\s+[a-z]+\s*([.,;!?]|$)/i.test(rest) },
  { rule: 'verb-choice/lie-lay', pattern: ['laying'], fix: 'lying', confidence: 0.8, message: "Resting flat is 'lying'; 'laying' takes an object ('laying the table').",
    previous: (w) => w !== undefined && !/^(hens?|chickens?|birds?|turtles?|bricks?|is|are|was|were)$/.test(w), next: (rest) => /^\s+(on|in|by|under|around|down|there|asleep|awake|flat|still|beside|next|near)\b/i.test(rest) },
  { rule: 'preposition/on-a-day', pattern: ['at', WEEKDAYS], span: [0, 1], fix: 'on', confidence: 0.85, message: "Days take 'on': 'on Tuesday night'." },
  { rule: 'article/a-language', pattern: ['learning|learn|learned|learnt|learns|speak|speaks|speaking|study|studying|know|knows', 'foreign|second|new|third', 'language'], span: [1, 3], fix: (w) => `a ${w[1]} language`, confidence: 0.85,
    message: "'Language' here is countable: 'learning a foreign language'." },
  { rule: 'quantifier/a-few', pattern: ['waited|wait|waiting|took|takes|spent|spend|for|in|after|only|just|stayed|stay', 'few', 'minutes|seconds|hours|days|weeks|months|years|times|moments'], span: [1, 2], fix: 'a few', confidence: 0.8,
    message: "'A few' means some; 'few' alone means hardly any: 'waited a few minutes'.", previous: (w) => w === undefined || !/^(very|too|so|a|the|these|those|last|next|first)$/.test(w) },
  { rule: 'verb-choice/do-homework', pattern: ['make|made|making|makes', 'my|the|your|his|her|our|their', 'homework|housework|exercises|exercise|homeworks'], span: [0, 1], fix: (w) => DO_FOR[w[0] ?? ''] ?? 'do', confidence: 0.85, message: "One 'does' homework." },
  { rule: 'verb-choice/do-homework', pattern: ['make|made|making|makes', 'my|the|your|his|her|our|their', 'physics|maths|math|english|history|science|geography|chemistry|biology|french|spanish|german|art|music', 'homework'], span: [0, 1], fix: (w) => DO_FOR[w[0] ?? ''] ?? 'do', confidence: 0.85, message: "One 'does' homework." },
  { rule: 'preposition/attend', pattern: ['attend|attended|attending|attends', 'to', 'the|your|my|his|her|our|their|a|this|an'], span: [0, 2], fix: (w) => w[0] ?? '', confidence: 0.85, message: "'Attend' a class takes no 'to' ('attend to' means deal with).",
    next: (rest) => /^\s+(class|classes|lecture|lectures|meeting|meetings|school|course|seminar|seminars|workshop|event|conference|wedding|party|session|interview|ceremony|lesson|lessons|tutorial)\b/i.test(rest) },
  { rule: 'verb-choice/say-hello', pattern: ['tell|told|telling|tells', 'hello|hi|goodbye|bye|thanks|sorry'], span: [0, 1], fix: (w) => ({ tell: 'say', told: 'said', telling: 'saying', tells: 'says' })[w[0] ?? ''] ?? 'say', confidence: 0.85, message: "One 'says' hello (and 'tells' someone something)." },
  { rule: 'confusable/advise-advice', pattern: ['i|we|they|you|would|to|doctors|strongly|really|always', 'advice'], span: [1, 2], fix: 'advise', confidence: 0.85, message: "The verb is 'advise'; 'advice' is the noun.",
    next: (rest) => /^\s+(everyone|you|him|her|them|us|people|students|anyone|against|that|all|readers)\b/i.test(rest) },
  { rule: 'verb-form/missing-be', pattern: ['i|we|they|you|he|she', 'afraid|scared|worried|interested|able|unable|aware|unaware|sure|unsure|tired|proud|responsible|ready|allowed'], span: [0, 2], fix: (w) => `${BE_FOR[w[0] ?? ''] ?? w[0]} ${w[1]}`, confidence: 0.8,
    message: "An adjective after a subject needs 'be': 'they are afraid of'.", previous: (w) => w === undefined || /^(because|and|but|so|if|when|as|since|that|although|though)$/.test(w), next: (rest) => /^\s+(of|that|to|about|in|for|with)\b/i.test(rest) },
  { rule: 'verb-choice/miss-transport', pattern: ['lost|lose|losing|loses', 'the|my|our|their|his|her', TRANSPORT], span: [0, 1], fix: (w) => MISS_FOR[w[0] ?? ''] ?? 'missed', confidence: 0.85, message: "Not catching a bus is 'missing' it." },
  { rule: 'verb-choice/miss-transport', pattern: ['lost|lose|losing|loses', 'the|my|our|their|his|her', 'last|first|next|early|connecting|morning|evening|night', TRANSPORT], span: [0, 1], fix: (w) => MISS_FOR[w[0] ?? ''] ?? 'missed', confidence: 0.85, message: "Not catching a bus is 'missing' it." },
  { rule: 'verb-form/to-for-purpose', pattern: ['for', 'getting', 'to'], span: [0, 2], fix: 'to get', confidence: 0.8, message: "Purpose is 'to get to'.", previous: (w) => w !== undefined && /^(hours|minutes|days|travel|travelled|traveled|walk|walked|drive|drove|wait|waited|far|long)$/.test(w) },
  { rule: 'number/millions-of', pattern: ['million|thousand|hundred|billion|dozen', 'of'], span: [0, 1], fix: (w) => `${w[0]}s`, confidence: 0.85, message: "Without a number before it: 'millions of people'.",
    previous: (w) => w === undefined || !/^(a|one|\d[\d.,]*|two|three|four|five|six|seven|eight|nine|ten|several|few|many|some|hundred|thousand|million|half|the|per)$/.test(w) },
  { rule: 'word-order/embedded-question', pattern: ['know|ask|tell|wonder|sure|understand|explain|show|remember|forgot|decide', 'where|when|what|how|why|which', 'should|can|could|will|would|must', 'we|i|you|they|he|she|it'], span: [2, 4], fix: (w) => `${w[3] === 'i' ? 'I' : w[3]} ${w[2]}`, confidence: 0.85,
    message: "Inside a question of its own, the subject comes first: 'let me know where we should submit'." },
  { rule: 'word-order/embedded-question', pattern: ['tell|show|ask|teach|remind', 'me|us|him|her|them|you', 'where|when|what|how|why|which', 'should|can|could|will|would|must', 'we|i|you|they|he|she|it'], span: [3, 5], fix: (w) => `${w[4] === 'i' ? 'I' : w[4]} ${w[3]}`, confidence: 0.85,
    message: "Inside a question of its own, the subject comes first: 'tell me when I should arrive'." },
  { rule: 'verb-tense/future-in-condition', pattern: ['if|unless|once|until|before|after|when', 'people|students|we|they|i|everyone|children|customers|users|parents|governments|companies|countries', 'will', isKnownBase], span: [2, 4], fix: (w) => (w[1] === 'everyone' ? undefined : w[3]), confidence: 0.85,
    message: "A condition about the future takes the present: 'if people use'.", previous: (w) => w === undefined || /^(,|and|but|so|that|because)$/.test(w) },
  { rule: 'word-choice/number-of', pattern: ['amount', 'of', 'people|students|cars|children|countries|users|visitors|tourists|books|jobs|workers|employees|customers|patients|cases|deaths|accidents|times|members|passengers|women|men|households|families|schools|trees'], span: [0, 1], fix: 'number', confidence: 0.85,
    message: "Things you can count take 'the number of'; 'amount' is for uncountables." },
  { rule: 'relative-clause/where-there', pattern: ['where', 'i|we|he|she|they|you', 'grew|grow', 'up', 'there'], span: [2, 5], fix: (w) => `${w[2]} up`, confidence: 0.85,
    message: "'Where' already says the place: 'the city where I grew up'.", next: (rest) => /^\s*([.,;!?]|$)/.test(rest) },
  { rule: 'relative-clause/where-there', pattern: ['where', 'i|we|he|she|they|you', 'live|lived|work|worked|studied|study|met|stayed|stay|was|were', 'there'], span: [2, 4], fix: (w) => w[2] ?? '', confidence: 0.85,
    message: "'Where' already says the place: 'the town where I lived'.", next: (rest) => /^\s*([.,;!?]|$)/.test(rest) },
  { rule: 'pronoun-case', pattern: ['made|make|makes|let|lets|help|helped|helps|saw|see|watched|heard|hear', 'she|he|they|we', isKnownBase], span: [1, 2], fix: (w) => ({ she: 'her', he: 'him', they: 'them', we: 'us' })[w[1] ?? ''], confidence: 0.85,
    message: "After 'make', 'let' or 'help', the person is an object: 'you made her feel'." },
  // Batch 35 (working adults: handover notes, client e-mails, review replies, messages to surgeries and agencies).
  { rule: 'verb-form/irregular-past', pattern: ['leaved'], fix: 'left', confidence: 0.85, message: "The past of 'leave' is 'left'.", next: (rest) => /^\s+(the|a|an|my|your|it|him|her|them|us|me|home|work|school|early|at|for|with)\b/i.test(rest) },
  { rule: 'verb-form/irregular-past', pattern: ['spitted'], fix: 'spat', confidence: 0.85, message: "The past of 'spit' is 'spat'." },
  { rule: 'double-negative', pattern: ['nobody|nothing', "didn't", isKnownBase], span: [1, 3], fix: (w) => findPast(w[2] ?? ''), confidence: 0.85, message: "'Nobody' is already negative: 'nobody came'." },
  { rule: 'double-negative', pattern: ['no', 'one', "didn't", isKnownBase], span: [2, 4], fix: (w) => findPast(w[3] ?? ''), confidence: 0.85, message: "'No one' is already negative: 'no one came'." },
  { rule: 'connector/despite-clause', pattern: ['despite', 'we|i|you|they|he|she'], span: [0, 1], fix: 'although', confidence: 0.85, message: "Before a clause, use 'although'; 'despite' takes a noun.",
    next: (rest) => /^\s+(have|has|had|was|were|am|are|is|did|do|does|paid|told|made|sent|said|knew|took|gave|got|[a-z]+ed)\b/i.test(rest) },
  { rule: 'verb-pattern/ing-after-verb', pattern: ['considering|consider|considered|considers|avoid|avoided|avoiding|enjoy|enjoyed|finish|finished|mind|postpone|postponed|risk|imagine|miss|missed|practise|practice|practised', 'to', isPlainVerb], span: [1, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.85,
    message: "This verb takes -ing: 'considering applying'." },
  { rule: 'confusable/write-right', pattern: ['to', 'right', 'a|an|the|this|your|my|me|us|back|down|it'], span: [1, 2], fix: 'write', confidence: 0.85, message: "Putting words down is 'write'." , previous: (w) => w !== undefined && /^(time|chance|able|how|want|forget|forgot|remember|need|going|trying|try)$/.test(w) },
  { rule: 'spelling/real-word', pattern: ['the', 'begging', 'of'], span: [1, 2], fix: 'beginning', confidence: 0.85, message: "The start is 'the beginning'." },
  { rule: 'phrase/in-accordance-with', pattern: ['in', 'according', 'with|to'], span: [1, 3], fix: 'accordance with', confidence: 0.85, message: "The phrase is 'in accordance with' (or 'according to')." },
  { rule: 'phrase/please-note', pattern: ['please', 'be', 'noted'], span: [0, 3], fix: 'please note', confidence: 0.85, message: "To ask someone to notice: 'Please note that…'." },
  { rule: 'verb-pattern/request-object', pattern: ['request|requested|requesting', 'for', 'a|an|the|your|my|some|more|additional|further'], span: [0, 2], fix: (w) => w[0] ?? '', confidence: 0.8,
    message: "The verb 'request' takes its object directly ('a request for' is the noun).", previous: (w) => w !== undefined && /^(i|we|to|would|kindly|hereby|please|like)$/.test(w) },
  { rule: 'verb-pattern/direct-object', pattern: ['informed|inform|informs|contact|contacted|contacting|contacts|discuss|discussed', 'to', (w, token) => /^(the|my|your|our|his|her|their|him|them|us|me|priya)$/.test(w) || /^\p{Lu}\p{Ll}+$/u.test(token.text)], span: [0, 2], fix: (w) => w[0] ?? '', confidence: 0.85,
    message: "'Inform' and 'contact' take the person directly: 'please contact Priya'." },
  { rule: 'preposition/at-risk', pattern: ['on', 'high|low|increased|greater|great|serious|significant', 'risk'], span: [0, 1], fix: 'at', confidence: 0.85, message: "One is 'at high risk'." },
  { rule: 'phrase/appreciate-it-if', pattern: ['appreciate', 'if'], span: [0, 2], fix: 'appreciate it if', confidence: 0.85, message: "'I would appreciate it if…'." },
  { rule: 'word-form/anxious', pattern: ['very|so|really|extremely|quite|too|more|less|feel|felt|feels|was|were|is|are|became|get|got', 'anxiety'], span: [1, 2], fix: 'anxious', confidence: 0.8, message: "The adjective is 'anxious'.",
    next: (rest) => /^\s*([.,;!?]|$)|^\s+(about|before|when|and|but|because|after|during|so)\b/i.test(rest) },
  { rule: 'verb-choice/attend', pattern: ['assist|assisted|assisting', 'to', 'the|a|an|my|your|our|this'], span: [0, 2], fix: (w) => ({ assist: 'attend', assisted: 'attended', assisting: 'attending' })[w[0] ?? ''] ?? 'attend', confidence: 0.85,
    message: "Being present at something is 'attend' ('assist' means help).", next: (rest) => /^\s+(training|meeting|class|lecture|course|session|workshop|conference|event|ceremony|wedding|interview|appointment)\b/i.test(rest) },
  { rule: 'preposition/by-a-deadline', pattern: ['till|until', `${WEEKDAYS}|tomorrow|tonight|noon|midday|midnight`], span: [0, 1], fix: 'by', confidence: 0.8, message: "A deadline takes 'by': 'send it by Friday'.",
    earlier: (sentence) => /\b(send|submit|return|pay|finish|complete|deliver|sign|reply|provide|upload|hand\s+in|confirm|let\s+(me|us)\s+know)\b/i.test(sentence) && !/\b(wait|stay|open|closed|work|last|keep|valid)\b/i.test(sentence) },
  { rule: 'article/missing-a', pattern: ['have|had|has|got|booked', 'appointment|interview|exam|meeting|operation|scan'], span: [1, 2], fix: (w) => `${/^[aeiou]/.test(w[1] ?? '') ? 'an' : 'a'} ${w[1]}`, confidence: 0.85,
    message: "One appointment takes 'a' or 'an'.", next: (rest) => /^\s+(at|with|on|in|tomorrow|today|this|next|for)\b/i.test(rest) },
  { rule: 'article/the-last-months', pattern: ['for|in|during|over', 'last|past', (w) => /^(two|three|four|five|six|seven|eight|nine|ten|twelve|few|several|\d+)$/.test(w)], span: [1, 2], fix: (w) => `the ${w[1]}`, confidence: 0.85,
    message: "A span up to now takes 'the': 'for the last three months'." },
  { rule: 'article/a-lot-of', pattern: ['is|was|are|were|have|has|had|with|and|got|there', 'lot', 'of'], span: [1, 2], fix: 'a lot', confidence: 0.85, message: "The phrase is 'a lot of'." },
  { rule: 'preposition/no-at', pattern: ['at', 'outside|inside|upstairs|downstairs|abroad|overseas'], span: [0, 2], fix: (w) => w[1] ?? '', confidence: 0.8, message: "'Outside' needs no 'at'.", next: (rest) => /^\s*([.,;!?]|$)|^\s+(and|but|for|until|all|in|on|with)\b/i.test(rest) },
  { rule: 'preposition/between-and', pattern: ['between', (w) => /^(january|february|march|april|may|june|july|august|september|october|november|december|\d{1,4}|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(w), 'to'], span: [2, 3], fix: 'and', confidence: 0.85,
    message: "The pair is 'between … and …'." },
  // Batch 36 (forum questions, reviews, cover letters, messages to schools and landlords).
  { rule: 'verb-tense/since-perfect', pattern: ['has|have', 'a|an', ILLNESS, 'since'], span: [0, 1], fix: (w) => `${w[0]} had`, confidence: 0.85,
    message: "An illness lasting up to now takes the present perfect: 'he has had a fever since Sunday'.", previous: (w) => w !== undefined && SUBJECT_PRONOUN.test(w), next: (rest) => SINCE_POINT.test(rest) },
  { rule: 'verb-tense/since-perfect', pattern: [(w) => SUBJECT_PRONOUN.test(w), 'am|are|is', 'afraid|scared|terrified|allergic|obsessed|fascinated|addicted', 'of|from|to|with|by', '*', 'since'], span: [1, 2], fix: (w) => (w[1] === 'is' ? 'has been' : 'have been'), confidence: 0.8,
    message: "A state lasting up to now takes the present perfect: 'she has been afraid of dogs since…'.", next: (rest) => SINCE_POINT.test(rest) || SINCE_PAST_CLAUSE.test(rest) },
  { rule: 'verb-form/missing-have', pattern: ['i|we|they|you|he|she', 'never', 'been'], span: [0, 2], fix: (w) => `${w[0] === 'i' ? 'I' : w[0]} ${/^(he|she)$/.test(w[0] ?? '') ? 'has' : 'have'} never`, confidence: 0.85,
    message: "'Been' needs 'have': 'she has never been to…'.", previous: (w) => w === undefined || /^(but|and|so|because|although|though|that)$/.test(w) },
  { rule: 'connector/because-clause', pattern: ['due', 'to', 'the|his|her|my|our|their|its|this|that'], span: [0, 2], fix: 'because', confidence: 0.85,
    message: "Before a clause (a subject and its verb), use 'because'; 'due to' takes a noun.", next: (rest) => /^\s+[a-z]+\s+(is|are|was|were|has|had|will|cannot|can't|didn't|doesn't|isn't|wasn't)\b/i.test(rest) },
  { rule: 'connector/because-clause', pattern: ['due', 'to', 'he|she|they|we|i|it'], span: [0, 2], fix: 'because', confidence: 0.85,
    message: "Before a clause (a subject and its verb), use 'because'; 'due to' takes a noun.", next: (rest) => /^\s+[a-z]+/i.test(rest) },
  { rule: 'preposition/on-the-first-try', pattern: ['in', 'the|my|his|her|their|our|your', 'first|second|third', 'try'], span: [0, 1], fix: 'on', confidence: 0.85, message: "The phrase is 'on the first try'." },
  { rule: 'preposition/reason-for', pattern: ['reason', 'of'], span: [1, 2], fix: 'for', confidence: 0.85, message: "A cause is 'the reason for' something.",
    previous: (w) => w !== undefined && /^(the|a|no|any|main|only|real|one|another|exact|this|that)$/.test(w), next: (rest) => /^\s+(the|this|that|his|her|their|my|your|our|its|a|an|these|those)\b/i.test(rest) },
  { rule: 'verb-choice/lie-lay', pattern: ['lays'], fix: 'lies', confidence: 0.8, message: "Resting flat is 'lies'; 'lays' takes an object ('she lays the table').",
    previous: (w) => w !== undefined && !/^(hen|chicken|bird|turtle|she|he|it|who|that|which)$/.test(w), next: (rest) => /^\s+(on|in|under|beside|next\s+to|around|asleep|awake|flat|still)\b/i.test(rest) },
  { rule: 'word-order/frequency-adverb', pattern: ['i|we|they|you', FREQUENT_VERB, FREQUENCY], span: [1, 3], fix: (w) => `${w[2]} ${w[1]}`, confidence: 0.85,
    message: "A frequency adverb goes before the main verb: 'I usually go'.", next: (rest) => /^\s+(to|at|in|on|home|out|the|a|my|our|their|with|by|for|there)\b/i.test(rest) },
  { rule: 'article/hair-uncountable', pattern: ['has|have|had', 'a', HAIR_ADJECTIVE, 'hair'], span: [1, 3], fix: (w) => w[2] ?? '', confidence: 0.85, message: "The hair on a head is uncountable: 'she has long hair'." },
  { rule: 'article/hair-uncountable', pattern: ['has|have|had', 'a', HAIR_ADJECTIVE, HAIR_ADJECTIVE, 'hair'], span: [1, 4], fix: (w) => `${w[2]} ${w[3]}`, confidence: 0.85, message: "The hair on a head is uncountable: 'she has long hair'." },
  { rule: 'article/hair-uncountable', pattern: ['has|have|had', 'a', HAIR_ADJECTIVE, HAIR_ADJECTIVE, HAIR_ADJECTIVE, 'hair'], span: [1, 5], fix: (w) => `${w[2]} ${w[3]} ${w[4]}`, confidence: 0.85, message: "The hair on a head is uncountable: 'she has long hair'." },
  { rule: 'confusable/your-youre', pattern: ['for|with|of|in|on|at|from|about|into|during|without|through|keep|keeps|kept|cross|thank|thanks', "you're"], span: [1, 2], fix: 'your', confidence: 0.85,
    message: "Belonging to you is 'your'; 'you're' is 'you are'.", next: (rest) => /^\s+[a-z]+/i.test(rest) && !/^\s+(welcome|right|wrong|sure|not|going|here|there|able|done|ready|in|on|at)\b/i.test(rest) },
  { rule: 'confusable/your-you', pattern: ['for', 'you', 'help|support|time|patience|understanding|kindness|email|e-mail|message|reply|letter|advice|feedback|attention|hospitality|cooperation|consideration|assistance|generosity|answer|quick|prompt|kind|fast|table|order|booking|reservation|room|stay|visit|review|business'], span: [1, 2], fix: 'your', confidence: 0.85,
    message: "Belonging to you is 'your': 'thank you for your help'.", previous: (w) => w !== undefined && /^(you|thanks|thank|grateful|appreciation)$/.test(w) },
  { rule: 'uncountable-noun', pattern: ['experiences'], fix: 'experience', confidence: 0.8, message: "Skill built up over time is 'experience', without -s.",
    earlier: (sentence) => /\b(have|has|had|gained|gain|bring|brings)\s+(a\s+lot\s+of|lots\s+of|much|some|many\s+years\s+of|years\s+of|several\s+years\s+of|relevant|previous|extensive|professional|practical|little|no)\s*$/i.test(sentence),
    next: (rest) => /^\s+(working|teaching|managing|using|dealing|handling|caring|looking|as\s+an?|in\s+(working|teaching|customer|sales|retail|the)|with\s+(children|kids|customers|patients|people|clients|young))\b/i.test(rest) },
  { rule: 'verb-form/perfect-progressive', pattern: ['i|we|they|you|he|she', "have|has|'ve", 'been', (w) => WAITED_ING[w] !== undefined], span: [3, 4], fix: (w) => WAITED_ING[w[3] ?? ''], confidence: 0.85,
    message: "Something still going on takes -ing: 'I have been waiting since 8'.", next: (rest) => /^\s+(for|since|here|there|at|in|on|all|hard|the\s+whole)\b/i.test(rest) },
  { rule: 'agreement/relative-who', pattern: [(w) => PEOPLE_PLURAL.test(w) && !isThirdSingular(w), 'who', (w) => isThirdSingular(w) && findPluralForm(w) !== undefined], span: [2, 3], fix: (w) => findPluralForm(w[2] ?? ''), confidence: 0.8,
    message: "'Who' takes the number of the people it stands for: 'students who apply'.", previous: (w) => w !== undefined && /^(the|of|many|some|all|most|few|those|these|our|their|my|your|for|to|with|by|among|other|young|new|international|local)$/.test(w) },
  { rule: 'verb-tense/since-perfect', pattern: ['is|are|am', (w) => /^[a-z]{3,}ing$/.test(w) && !/^(going|being|thing|morning|evening|nothing|something|anything|everything)$/.test(w)], span: [0, 1], fix: (w) => (w[0] === 'is' ? 'has been' : 'have been'), confidence: 0.8,
    message: "An action going on up to now takes the present perfect progressive: 'it has been making a noise since…'.", previous: (w) => w !== undefined && !/^(there|here|what|which|this|that|who)$/.test(w),
    next: (rest) => SINCE_PROGRESSIVE.test(rest) },
  { rule: 'verb-tense/since-perfect', pattern: ["isn't|aren't", (w) => /^[a-z]{3,}ing$/.test(w) && !/^(going|being)$/.test(w)], span: [0, 1], fix: (w) => (w[0] === "isn't" ? "hasn't been" : "haven't been"), confidence: 0.8,
    message: "An action going on up to now takes the present perfect progressive: 'the heating hasn't been working since Sunday'.", next: (rest) => SINCE_PROGRESSIVE.test(rest) },
  { rule: 'word-choice/especially', pattern: ['specially'], fix: 'especially', confidence: 0.8, message: "'Especially' means above all; 'specially' means for a special purpose.",
    previous: (w) => w === undefined, earlier: (sentence) => /\w,\s*$/.test(sentence), next: (rest) => /^\s+(in|when|if|for|since|because|during|at|with|after|before|the|on|as|among|those|people|students|children|now|today)\b/i.test(rest) },
  // "How long time does it take?" → "How long does it take?": "how long" asks for a length of time already.
  { rule: 'word-choice/how-long', pattern: ['how', 'long', 'time'], span: [1, 3], fix: 'long', confidence: 0.85, message: "'How long' already asks about time: 'How long does it take?'.",
    next: (rest) => /^\s+(does|do|did|will|would|is|was|has|have|had|can|could|should|are|were)\b/i.test(rest) },
  // "Can you pass me a salt, please?" → "the salt": what is on the table is passed as "the", and these nouns take no "a".
  { rule: 'article/pass-the', pattern: ['pass|hand', 'me|us|him|her', 'a', 'salt|pepper|butter|sugar|milk|bread|water|ketchup|mustard|oil|vinegar|cream|jam|honey|rice|cheese|sauce'], span: [2, 3], fix: 'the', confidence: 0.85,
    message: "Something on the table that everyone can see is 'the': 'pass me the salt'." },
];

const PATTERNS = new PatternSet(RULES);

export function checkLearnerPhrasePatterns(text: string, tokens: Token[]): Issue[] {
  return [...PATTERNS.check(text, tokens), ...findHoweverSplices(text), ...findUnparallelIngLists(text)];
}

/** "tracking shipments, preparing reports and communicate with suppliers": the last of a list of -ing verbs lost its -ing. */
const ING_LIST = /\b[a-z]{2,}ing\s+[^,.;:!?\n]{1,50},\s+[a-z]{2,}ing\s+[^,.;:!?\n]{1,50}?\s+and\s+([a-z]{3,})(?=\s+[a-z])/gi;

function findUnparallelIngLists(text: string): Issue[] {
  return [...text.matchAll(ING_LIST)].flatMap((match) => {
    const verb = match[1] ?? '';
    if (!isPlainVerb(verb.toLowerCase())) return [];
    return [{
      offset: match.index + match[0].length - verb.length,
      length: verb.length,
      message: "The items of a list take the same form: 'tracking…, preparing… and communicating…'.",
      category: 'grammar',
      rule: 'verb-form/parallel-ing',
      replacements: [toIngForm(verb.toLowerCase())],
      confidence: 0.8,
      source: 'rule',
    } satisfies Issue];
  });
}

/** A clause, then ", however" and a new subject: "…antibiotics, however his condition…" joins two sentences with a comma. */
// "The forecast is terrible, therefore the swim is cancelled": the other linking adverbs too, when a finite verb
// follows in the clause ("…, therefore the need for more staff" has none and is left alone).
const HOWEVER_SPLICE = /(?<=(?:^|[.!?]\s+)(?:[^.!?,;\n]*\s)?[^\s.!?,;]+\s+[^\s.!?,;]+\s+[^\s.!?,;]+),\s+(however|therefore|consequently|nevertheless|furthermore|moreover)\s+(?=(?:his|her|their|its|the|this|these|those|my|our|your|he|she|they|we|i|it|there|nobody|no\s+one|nothing)\s)/giu;
const FINITE_AFTER = /^[^.!?;:\n]*?\b(is|are|was|were|has|have|had|will|would|can|could|must|should|may|might|did|does|do|isn't|aren't|wasn't|weren't|won't|can't|didn't)\b/iu;

function findHoweverSplices(text: string): Issue[] {
  return [...text.matchAll(HOWEVER_SPLICE)].flatMap((match) => {
    const word = match[1] ?? 'however';
    if (word.toLowerCase() !== 'however' && !FINITE_AFTER.test(text.slice(match.index + match[0].length))) return [];
    return [{
      offset: match.index,
      length: match[0].trimEnd().length,
      message: `'${word}' between two sentences takes a semicolon (or a full stop) before it and a comma after it.`,
      category: 'punctuation',
      rule: 'punctuation/however-splice',
      replacements: [`; ${word},`],
      confidence: 0.8,
      source: 'rule',
    } satisfies Issue];
  });
}
