import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { matchCase } from './make-issue';
import { PatternSet, type PatternRule } from './pattern-rule';
import { tagSentences, type TaggedWord } from './tag-words';
import { MASS_NOUNS } from './few-little';
import { NOT_PLURAL } from './word-lists';
import { findBaseForm, findParticiple, findThirdSingular, isKnownBase, isThirdSingular } from './verb-lexicon';
import { toIngForm } from './verb-patterns';

/*
 * Agreement and tense in places the general rules do not reach: an indefinite pronoun after "does",
 * "every … who …" before its verb, "will" in a time clause with a noun subject, "to rise" with an
 * object, "there" before an owned noun, "who's" before a noun, a family's plural name.
 */

const BASE_OF = (word: string) => findBaseForm(word) ?? word.replace(/(?<=[^aeiou])ies$/, 'y').replace(/(?<=(s|x|z|ch|sh))es$/, '').replace(/s$/, '');
const RAISED_THINGS = /^\s+(?:the\s+|our\s+|their\s+|its\s+|ticket\s+|rent\s+|tax\s+|interest\s+)?(prices?|taxes|fees|rents?|salaries|wages|pay|money|funds|awareness|questions|concerns|children|kids|a\s+family|hands?|voices?|the\s+bar|standards|rates?)\b/i;
const DEADLINE = /^\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|noon|midnight|the\s+end\s+of|\d)/i;
const OWNED_ADJECTIVES = 'spare|own|new|old|favourite|favorite|first|last|main|best|whole|entire|two|three|four|little|big|latest|usual';

const RULES: PatternRule[] = [
  {
    // "Does anyone knows…?": after "does" the verb is bare.
    rule: 'verb-form/after-do', pattern: ['does|did|do', 'anyone|anybody|someone|somebody|everyone|everybody|nobody|he|she|it|this|that', (w) => isThirdSingular(w) && isKnownBase(BASE_OF(w))],
    span: [2, 3], fix: (w) => BASE_OF(w[2] ?? ''), confidence: 0.85, message: "After 'does', the verb takes its base form: 'Does anyone know'.",
    // "The reason we do it is simple": after a subject, "do it" is the main verb and its object; the verb after is the sentence's own.
    previous: (w) => w === undefined || !/^(i|you|we|they|he|she|who|people)$/.test(w),
  },
  {
    // "decided to rise ticket prices" → "raise": something rises by itself; one raises something.
    rule: 'verb-choice/rise-raise', pattern: ['to|will|can|should|must|would|could|might', 'rise'], span: [1, 2], fix: 'raise', confidence: 0.85,
    message: "'Raise' takes an object (raise prices); 'rise' has none.", next: (rest) => RAISED_THINGS.test(rest),
  },
  {
    // "have offered there spare watering cans" → "their".
    rule: 'confusable/their-there', pattern: ['offered|sold|gave|lent|brought|took|lost|left|moved|parked|sent|shared|showed|have|has|had|with|of|for|into|from', 'there', OWNED_ADJECTIVES],
    span: [1, 2], fix: 'their', confidence: 0.85, message: "The owners' word is 'their'; 'there' is a place.", next: (rest) => /^\s+[a-z]+/.test(rest),
  },
  {
    // "As soon as the technician will fix the server, we can…": a time clause takes the present.
    rule: 'verb-tense/future-in-time-clause', pattern: ['soon|once|until|till|before|after', 'the|my|our|your|his|her|their|this|that', '*', 'will', isKnownBase], span: [3, 5],
    fix: (w) => (/[^s]s$/.test(w[2] ?? '') ? w[4] : findThirdSingular(w[4] ?? '')), confidence: 0.8,
    message: "A time clause about the future takes the present: 'as soon as the technician fixes'.",
    previous: (w) => w === undefined || /^(as|and|but|,)$/.test(w), next: (rest) => /^[^.;!?]*,\s*[a-z]+/i.test(rest),
  },
  {
    rule: 'verb-tense/future-in-time-clause', pattern: ['as', 'the|my|our|your|his|her|their|this|that', '*', 'will', isKnownBase], span: [3, 5],
    fix: (w) => (/[^s]s$/.test(w[2] ?? '') ? w[4] : findThirdSingular(w[4] ?? '')), confidence: 0.8,
    message: "A time clause about the future takes the present: 'as soon as the technician fixes'.",
    previous: (w) => w === 'soon', next: (rest) => /^[^.;!?]*,\s*[a-z]+/i.test(rest),
  },
  {
    // "I will call back when the test results will be ready" → "are": the main clause before it is the future.
    rule: 'verb-tense/future-in-time-clause', pattern: ['when|once|until|after|before', 'the|my|our|your|his|her|their|this|that', '*', '*', 'will', 'be'], span: [4, 6],
    fix: (w) => (/[^s]s$/.test(w[3] ?? '') ? 'are' : 'is'), confidence: 0.8, message: "A time clause about the future takes the present: 'when the results are ready'.",
    earlier: (sentence) => /\b(will|'ll|shall)\b/i.test(sentence),
  },
  {
    rule: 'verb-tense/future-in-time-clause', pattern: ['when|once|until|after|before', 'the|my|our|your|his|her|their|this|that', '*', 'will', 'be'], span: [3, 5],
    fix: (w) => (/[^s]s$/.test(w[2] ?? '') ? 'are' : 'is'), confidence: 0.8, message: "A time clause about the future takes the present: 'when the results are ready'.",
    earlier: (sentence) => /\b(will|'ll|shall)\b/i.test(sentence),
  },
  {
    // "If the fire would have spread one more street, …" → "had spread".
    rule: 'conditional', pattern: ['if', 'the|my|our|your|his|her|their|this|that', '*', 'would', 'have', (w) => /^[a-z]{3,}$/.test(w) && w !== 'been'], span: [3, 5], fix: 'had', confidence: 0.8,
    message: "In the 'if' clause of a past condition, use 'had': 'If the fire had spread'.",
  },
  {
    // "We need the invoice until Friday" → "by Friday": a deadline, not a span.
    rule: 'preposition-usage', pattern: ['need|needs|send|submit|deliver|pay|return|receive|want|finish', 'it|them|this|that', 'until'], span: [2, 3], fix: 'by', confidence: 0.8,
    message: "A deadline takes 'by': 'by Friday'.", next: (rest) => DEADLINE.test(rest),
  },
  {
    rule: 'preposition-usage', pattern: ['need|needs|send|submit|deliver|pay|return|receive|want|finish', 'the|your|our|their|my', '*', 'until'], span: [3, 4], fix: 'by', confidence: 0.8,
    message: "A deadline takes 'by': 'by Friday'.", next: (rest) => DEADLINE.test(rest),
  },
  {
    // "The Smith's are hosting": a family is its name in the plural, with no apostrophe.
    rule: 'possessive/apostrophe', pattern: ['the', (w, token) => /^\p{Lu}\p{Ll}+['’]s$/u.test(token.text), 'are|were|have|live|own|invited|came'], span: [1, 2],
    fix: (w) => `${(w[1] ?? '').replace(/['’]s$/, '')}s`, confidence: 0.8, message: "A family's name in the plural takes no apostrophe: 'the Smiths'.",
  },
  {
    rule: 'false-friend/sensible-sensitive', pattern: ['skin|teeth|eyes|stomach|gums', 'is|are|was|were', 'very|so|really|quite|extremely|too', 'sensible'], span: [3, 4], fix: 'sensitive', confidence: 0.85,
    message: "Easily hurt or irritated is 'sensitive'; 'sensible' means reasonable.",
  },
  {
    rule: 'false-friend/sensible-sensitive', pattern: ['very|so|too|extremely', 'sensible', 'and'], span: [1, 2], fix: 'sensitive', confidence: 0.85,
    message: "Easily moved or hurt is 'sensitive'; 'sensible' means reasonable.", next: (rest) => /^\s+(cries|cried|cry|gets\s+upset|gets\s+hurt)\b/i.test(rest),
  },
  {
    // "In the end of each semester" → "At the end of": "in the end" alone means finally.
    rule: 'preposition/at-the-end-of', pattern: ['in', 'the', 'end|beginning|start', 'of'], span: [0, 1], fix: 'at', confidence: 0.85,
    message: "A point in time is 'at the end of' ('in the end' means finally).", next: (rest) => /^\s+(the|each|every|this|that|next|last|our|my|his|her|their|a|an|\w+)\b/i.test(rest) && !/^\s+(the\s+)?(day|story|film|book|movie|road|street|tunnel|corridor|line|queue|table|garden|hall|room|world)\b/i.test(rest),
  },
  {
    // "is in a business trip" → "on": trips and holidays are "on".
    rule: 'preposition/on-a-trip', pattern: ['in', 'a|his|her|their|my|our', 'business|work|school|field|day|short|long', 'trip|trips'], span: [0, 1], fix: 'on', confidence: 0.85,
    message: "One is 'on a business trip'.", previous: (w) => w !== undefined && /^(is|am|are|was|were|be|been|currently|still|now)$/.test(w),
  },
  {
    // "apply to the position of" → "apply for": one applies for a job, to a company or a university.
    rule: 'preposition/apply-for', pattern: ['apply|applying|applied|applies', 'to', 'the|this|your|a|an|that', 'position|job|role|vacancy|post|internship|scholarship|grant|visa|loan|mortgage|opening'], span: [1, 2], fix: 'for', confidence: 0.85,
    message: "One applies 'for' a job or a scholarship (and 'to' a company).",
  },
  {
    // "until late night" → "until late at night".
    rule: 'preposition/late-at-night', pattern: ['until|till|up|work|worked|working|stay|stayed|staying|study|studied|studying', 'late', 'night'], span: [1, 3], fix: 'late at night', confidence: 0.85,
    message: "The phrase is 'late at night'.",
  },
  {
    // "due to I have been ill" → "because": "due to" takes a noun, a clause takes "because".
    rule: 'connector/due-to-clause', pattern: ['due', 'to', 'i|we|he|she|they'], span: [0, 2], fix: 'because', confidence: 0.85,
    message: "Before a clause, use 'because'; 'due to' takes a noun ('due to illness').",
    next: (rest) => /^\s+(have|has|had|was|were|am|are|is|will|would|can|could|did|do|don't|didn't|got|need|needed|must)\b/i.test(rest),
  },
  {
    // "not as good like the one" → "as good as".
    rule: 'comparison/as-as', pattern: ['as', (w) => /^[a-z]{3,}$/.test(w) && !/^(well|such|soon|long|far|much|many|follows|usual|expected|always)$/.test(w), 'like'], span: [2, 3], fix: 'as', confidence: 0.8,
    message: "The comparison is 'as … as': 'as good as'.", previous: (w) => w !== undefined && /^(not|just|is|was|are|were|be|been|isn't|wasn't|aren't|weren't|almost|nearly|twice|half|so|quite)$/.test(w),
    next: (rest) => /^\s+(the|a|an|my|your|his|her|our|their|this|that|it|in|on|before|i|you|we|they|he|she)\b/i.test(rest),
  },
  {
    // "instead of build new motorways" → "building": after a preposition a verb takes -ing.
    rule: 'verb-form/ing-after-preposition', pattern: ['instead', 'of', (w) => isKnownBase(w) && !NOUN_OR_VERB.has(w)], span: [2, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.85,
    message: "After 'instead of', a verb takes -ing: 'instead of building'.", next: (rest) => /^\s+(the|a|an|new|more|our|their|it|them|his|her|my|your|any|some|this|that|these|those)\b/i.test(rest),
  },
  {
    // "There are a lot of traffic" → "There is": an uncountable noun after "a lot of" is singular.
    rule: 'agreement/there-is-mass', pattern: ['there', 'are|were', 'a', 'lot', 'of', (w) => MASS_NOUNS.has(w)], span: [1, 2], fix: (w) => (w[1] === 'were' ? 'was' : 'is'), confidence: 0.85,
    message: "After 'a lot of', an uncountable noun ('traffic') takes a singular verb: 'there is'.",
  },
  {
    // "Students which did not attend" → "who": people take "who".
    rule: 'relative-pronoun/who-for-people', pattern: ['students|people|customers|employees|candidates|applicants|children|workers|members|participants|patients|users|passengers|tenants|residents|teachers|parents|volunteers|visitors|guests', 'which'], span: [1, 2], fix: 'who', confidence: 0.85,
    message: "For people, the relative pronoun is 'who'.", previous: (w) => w === undefined || /^(the|all|any|those|some|many|most|few|our|your)$/.test(w),
    next: (rest) => /^\s+(did|do|does|have|has|had|are|were|is|was|will|would|can|could|want|wish|need|live|work|[a-z]+ed)\b/i.test(rest),
  },
  {
    // "I am very appreciate your help" → "I really appreciate".
    rule: 'verb-form/appreciate', pattern: ['am|are|is', 'very|really|so|truly', 'appreciate'], span: [0, 3], fix: 'really appreciate', confidence: 0.85,
    message: "'Appreciate' is a verb: 'I really appreciate your help' (or 'I am very grateful for').", previous: (w) => w !== undefined && /^(i|we|they|you|he|she)$/.test(w),
  },
  {
    // "suggested me to apply" → "suggested that I apply": "suggest" takes no person + "to".
    rule: 'verb-pattern/suggest-that', pattern: ['suggest|suggested|suggests|recommend|recommended|recommends', 'me|him|her|us|them', 'to', isKnownBase], span: [1, 4],
    fix: (w) => `that ${SUBJECT_OF[w[1] ?? ''] ?? w[1]} ${w[3]}`, confidence: 0.8, message: "'Suggest' takes a clause: 'suggested that I apply'.",
  },
  {
    // "He suggested that we to meet" → "that we meet": after "suggest that" + subject, the bare verb.
    rule: 'verb-pattern/suggest-that', pattern: ['suggest|suggested|suggests|recommend|recommended|recommends|propose|proposed|proposes|insist|insisted|insists|request|requested|demand|demanded|ask|asked', 'that', 'i|we|you|he|she|they', 'to', isKnownBase], span: [3, 5],
    fix: (w) => w[4], confidence: 0.8, message: "After 'suggest that' + subject, the bare verb: 'suggested that we meet'.",
  },
  {
    rule: 'verb-pattern/suggest-that', pattern: ['suggest|suggested|suggests|recommend|recommended|recommends|propose|proposed|proposes', 'i|we|you|he|she|they', 'to', isKnownBase], span: [2, 4],
    fix: (w) => w[3], confidence: 0.8, message: "After 'suggest' + subject, the bare verb: 'suggested we meet'.",
  },
  {
    // "Hardly I had sat down when" → "Hardly had I": a negative adverb first inverts the subject.
    rule: 'word-order/negative-inversion', pattern: ['hardly|scarcely|barely', 'i|we|you|he|she|they|it', 'had'], span: [1, 3], fix: (w) => `had ${w[1] === 'i' ? 'I' : w[1]}`, confidence: 0.85,
    message: "After 'Hardly' at the start, the subject and 'had' change places: 'Hardly had I sat down'.", previous: (w) => w === undefined,
    next: (rest) => /^\s+[a-z]+(ed|en|t|n)\b/i.test(rest),
  },
  {
    // "Has anyone book the balloon ride?" → "booked": "has" + subject takes the past participle.
    rule: 'verb-form/perfect-question', pattern: ['has|have', 'anyone|anybody|everyone|everybody|someone|somebody|he|she|it|you|they|we', (w) => (isKnownBase(w) || BOOKING_VERBS.has(w)) && !NOUN_OR_VERB.has(w) && findParticiple(w) !== w],
    span: [2, 3], fix: (w) => findParticiple(w[2] ?? ''), confidence: 0.8, message: "'Has anyone …?' takes the past participle: 'Has anyone booked'.", previous: (w) => w === undefined,
    next: (rest) => /^\s+(the|a|an|my|your|his|her|our|their|this|that|it|them|any|yet|already)\b/i.test(rest),
  },
  {
    // "a lot of experiences in customer service" → "experience": skill in a field is uncountable.
    rule: 'uncountable/experience-in', pattern: ['of|much|relevant|previous|professional|practical|extensive|some|little|no', 'experiences', 'in'], span: [1, 2], fix: 'experience', confidence: 0.8,
    message: "Skill gained in a field is 'experience', uncountable.", previous: (w) => w === undefined || /^(lot|lots|years|plenty|have|has|had|with|and|my|your|any)$/.test(w),
    next: (rest) => /^\s+[a-z]/.test(rest),
  },
  {
    // "The battery last only about four hours" → "lasts": a singular thing with a length of time after it.
    rule: 'subject-verb-agreement', pattern: ['the|this|my|your|our|its|his|her|their|each|one', (w) => /^[a-z]{3,}$/.test(w) && !/(s|ly)$/.test(w) && !NOT_A_THING.has(w), 'last'], span: [2, 3], fix: 'lasts', confidence: 0.8,
    message: "The subject is singular, so the verb takes -s: 'the battery lasts'.", previous: (w) => w === undefined || /^(but|and|because|so|that|since|although|though)$/.test(w),
    next: (rest) => /^\s+(only\s+|just\s+|about\s+|around\s+|roughly\s+|up\s+to\s+|for\s+|more\s+than\s+|less\s+than\s+|over\s+)*(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|a\s+few|a\s+couple\s+of)\s+(hours?|minutes?|days?|weeks?|months?|years?|seconds?)\b/i.test(rest),
  },
  {
    // "This PR fix the race condition", "the app crash and…": a thing that acts, singular, takes -s.
    rule: 'subject-verb-agreement', pattern: ['this|the|that|my|our|your|their|his|her|each|every', 'pr|commit|patch|update|release|script|function|method|app|application|phone|system|page|server|screen|site|website|laptop|computer|printer|camera|program|game|device|tablet|browser|machine|engine|motor|pump|sensor|charger|router|feature|button|query|loop|test|build|module',
      (w) => isKnownBase(w) && findThirdSingular(w) !== w && !NOUN_OR_VERB.has(w)],
    span: [2, 3], fix: (w) => findThirdSingular(w[2] ?? ''), confidence: 0.8, message: "The subject is one thing, so the verb takes -s: 'the app crashes'.",
    previous: (w) => w === undefined || /^(,|and|but|so|because|when|if|that|since|although|then)$/.test(w),
    next: (rest) => /^\s+(the|a|an|this|that|all|some|it|them|and|when|every|after|if|whenever|again|randomly|constantly|immediately|on|down|up|out)\b|^\s*[.,;!?]/i.test(rest),
  },
  {
    // "patients who doesn't speak English" → "don't": a plural before "who" takes a plural verb.
    rule: 'subject-verb-agreement', pattern: [(w) => /^[a-z]{3,}s$/.test(w) && !/(ss|us|is|ous)$/.test(w) && !NOT_PLURAL.has(w), 'who', "doesn't|does|has|hasn't|is|isn't|was|wasn't"], span: [2, 3],
    fix: (w) => ({ "doesn't": "don't", does: 'do', has: 'have', "hasn't": "haven't", is: 'are', "isn't": "aren't", was: 'were', "wasn't": "weren't" })[w[2] ?? ''], confidence: 0.8,
    message: "'Who' refers to a plural here, so the verb is plural: 'patients who don't'.", previous: (w) => w !== undefined,
    // "one of the students who has": usage is split there; left alone.
    earlier: (sentence) => !/\bone\s+of\s+(the|my|our|your|his|her|their|these|those)\s*$/i.test(sentence),
  },
  {
    // "Mrs Green, who have played the organ" → "has": "who" after one person named with a title is singular.
    rule: 'subject-verb-agreement', pattern: ['who', "have|haven't|are|aren't|were|weren't|do|don't"], span: [1, 2],
    fix: (w) => ({ have: 'has', "haven't": "hasn't", are: 'is', "aren't": "isn't", were: 'was', "weren't": "wasn't", do: 'does', "don't": "doesn't" })[w[1] ?? ''], confidence: 0.8,
    message: "'Who' refers to one person here, so the verb is singular: 'Mrs Green, who has played'.",
    earlier: (sentence) => /(^|[^\w&])(Mr|Mrs|Ms|Miss|Dr)\.? [A-Z][a-z]+, $/.test(sentence) && !/\b(and|&)\s+(Mr|Mrs|Ms|Miss|Dr)\.? [A-Z][a-z]+, $/.test(sentence) && !/\b(Mr|Mrs|Ms|Miss|Dr)\.? [A-Z][a-z]+\s+(and|&)\s+\S+/.test(sentence.slice(-40)),
    next: (rest) => !/^\s+(you|we|they|i|all|both)\b/i.test(rest),
  },
  {
    // "when I was a children" → "a child": "a" counts one, so the noun is the singular.
    rule: 'number/a-plural', pattern: ['a', 'children|women|men|teeth|mice|geese'], span: [1, 2],
    fix: (w) => ({ children: 'child', women: 'woman', men: 'man', teeth: 'tooth', mice: 'mouse', geese: 'goose' })[w[1] ?? ''], confidence: 0.8,
    message: "After 'a', the noun is singular: 'when I was a child'.",
    // "a children's book", "a women-only swim": the plural is part of a longer word.
    next: (rest) => !/^['’-]/.test(rest),
  },
  {
    // "they hanged up" → "hung up": "hanged" is only for executions; a phone or a coat is "hung up".
    rule: 'verb-form/hung', pattern: ['hanged', 'up'], span: [0, 1], fix: 'hung', confidence: 0.85,
    message: "The past of 'hang up' is 'hung up'.",
  },
  {
    // "whether is it possible" → "whether it is possible": an embedded question keeps statement order.
    rule: 'word-order/embedded-question', pattern: ['whether|if', 'is|are|was|were', 'it|there|this|that|he|she|they|we|you'], span: [1, 3], fix: (w) => `${w[2]} ${w[1]}`, confidence: 0.85,
    message: "Inside 'whether…', the subject comes before the verb: 'whether it is possible'.", previous: (w) => w !== undefined && /^(ask|asking|asked|know|wonder|wondering|wondered|see|check|tell|confirm|unsure|sure|clarify)$/.test(w),
  },
  {
    // "unless you will cancel it" → "unless you cancel": a condition about the future takes the present.
    rule: 'verb-tense/future-in-time-clause', pattern: ['unless', 'i|you|we|they|he|she|it', 'will', isKnownBase], span: [2, 4], fix: (w) => (/^(he|she|it)$/.test(w[1] ?? '') ? findThirdSingular(w[3] ?? '') : w[3]), confidence: 0.85,
    message: "After 'unless', the future is said with the present: 'unless you cancel'.",
  },
  {
    // "stopped to work" → "stopped working": a device that no longer works.
    rule: 'verb-pattern/stop-doing', pattern: ['stopped|stops|stop', 'to', 'work|function|respond|charge|load|connect|sync|print|heat|cool|spin'], span: [1, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.8,
    message: "No longer doing something is 'stopped working' ('stopped to work' means stopped in order to work).", next: (rest) => /^\s*([.,;!?]|$)|^\s+(last|yesterday|after|when|this|two|three|a|properly|again|completely|suddenly)\b/i.test(rest),
  },
  {
    // "can't able to process" → "can't process", "could not able to repeat" → "could not repeat".
    rule: 'verb-form/able-to', pattern: ["can|could|can't|cannot|couldn't|not", 'able', 'to'], span: [0, 3], fix: (w) => w[0] ?? '', confidence: 0.85,
    message: "'Can' already means 'be able to': 'we can't process' (or 'we are not able to process').", next: (rest) => /^\s+[a-z]+/.test(rest),
    // "I'm not able to attend" is right: after a form of "be", "not able to" is its negative.
    previous: (w) => w === undefined || !/^(am|is|are|was|were|be|been|being|i'm|you're|we're|they're|he's|she's|it's|that's|there's|isn't|aren't|wasn't|weren't|still|just|really|simply|also)$/.test(w),
  },
  {
    // "was used for to measure" → "used to measure".
    rule: 'verb-form/for-to', pattern: ['for', 'to', isKnownBase], span: [0, 2], fix: 'to', confidence: 0.85, message: "Purpose is 'to measure', without 'for'.",
  },
  {
    // "more economic than" → "economical": cheap to run is "economical".
    rule: 'word-choice/economical', pattern: ['more|less|very|quite|most|not|so|cost', 'economic'], span: [1, 2], fix: 'economical', confidence: 0.85,
    message: "Saving money is 'economical'; 'economic' is about the economy.", next: (rest) => /^\s+(than|to|for|option|way|choice|solution|car|alternative)\b|^\s*[.,;!?]/i.test(rest),
  },
  {
    // "suitable to publication" → "suitable for".
    rule: 'preposition/suitable-for', pattern: ['suitable|unsuitable|ideal|perfect', 'to', 'publication|use|children|beginners|students|people|everyone|families|kids|the|a|an|this|our|your|all'], span: [1, 2], fix: 'for', confidence: 0.8,
    message: "One is 'suitable for' something.", next: (rest) => !/^\s+(be|do|use|make|go)\b/.test(rest),
  },
  {
    // "a strong knowledge in supply chain management" → "of".
    rule: 'preposition/knowledge-of', pattern: ['strong|good|deep|solid|basic|excellent|extensive|thorough|sound|working|broad|wide|in-depth|practical|detailed|no|little', 'knowledge', 'in'], span: [2, 3], fix: 'of', confidence: 0.8,
    message: "One has 'knowledge of' a subject.",
  },
  {
    // "a lot of line on it" → "lines": "a lot of" before a countable noun takes its plural.
    rule: 'number/a-lot-of-plural', pattern: ['a', 'lot', 'of', 'line|scratch|mistake|problem|error|bug|question|issue|friend|book|student|car|thing|place|option|feature|advantage|complaint|crack|dent|spot|typo|crash|tourist|photo|picture|idea'], span: [3, 4],
    fix: (w) => (/(ch|sh|s|x)$/.test(w[3] ?? '') ? `${w[3]}es` : `${w[3]}s`), confidence: 0.85, message: "'A lot of' takes a plural here: 'a lot of lines'.", next: (rest) => /^\s*([.,;!?]|$)|^\s+(on|in|at|with|and|from|to|that|which|but|so|because)\b/i.test(rest),
  },
  {
    // "it was my first time to give an injection" → "giving".
    rule: 'verb-pattern/first-time-doing', pattern: ['first|second|third|last', 'time', 'to', (w) => isKnownBase(w) || w === 'give'], span: [2, 4], fix: (w) => toIngForm(w[3] ?? ''), confidence: 0.8,
    message: "After 'the first time', use -ing: 'my first time giving'.", previous: (w) => w !== undefined && /^(my|the|his|her|our|their|your)$/.test(w),
  },
  {
    // "heated until 200 °C" → "heated to": a value reached takes "to".
    rule: 'preposition/up-to-a-value', pattern: ['heated|cooled|warmed|raised|increased|reduced|decreased|dropped|rose|fell|lowered|diluted|charged|filled', 'until|till', (w) => /^\d/.test(w)], span: [1, 2], fix: 'to', confidence: 0.8,
    message: "A value something is brought to takes 'to': 'heated to 200 °C'.",
  },
  {
    // "the room was not clean as we expected" → "not as clean as".
    rule: 'comparison/as-as', pattern: ['not', (w) => /^[a-z]{3,}$/.test(w) && !/^(only|just|so|such|well|much|even|yet|all|exactly|quite|really|always|sure|good)$/.test(w), 'as'], span: [0, 2], fix: (w) => `not as ${w[1]}`, confidence: 0.8,
    message: "The comparison is 'not as … as': 'not as clean as we expected'.", previous: (w) => w !== undefined && /^(was|is|were|are|be|been|looks|looked|seems|seemed)$/.test(w),
    next: (rest) => /^\s+(we|i|you|they|he|she|it|the|expected|advertised|described|promised|shown|before|usual|last|in)\b/i.test(rest),
  },
  {
    // "listen patients carefully" → "listen to patients".
    rule: 'preposition/listen-to', pattern: ['listen|listens|listened|listening', 'patients|people|him|her|them|me|us|you|the|my|your|his|their|our|music|teachers|others|students|customers|parents|children|podcasts|everyone'], span: [0, 1], fix: (w) => `${w[0]} to`, confidence: 0.85,
    message: "One 'listens to' someone or something.",
  },
  {
    // "in the island" → "on the island".
    rule: 'preposition/on-the-island', pattern: ['in', 'the|an|a|this|that|our|a small|a remote', 'island'], span: [0, 1], fix: 'on', confidence: 0.8, message: "One is 'on an island'.",
  },
  {
    // "my interest for the position" → "interest in".
    rule: 'preposition/interest-in', pattern: ['interest|interested', 'for'], span: [1, 2], fix: 'in', confidence: 0.8,
    message: "One is 'interested in' or has an 'interest in' something.", previous: (w) => w !== undefined && /^(my|your|our|his|her|their|an|strong|great|keen|genuine|deep|real|am|are|is|was|were|very|really|be|been|particularly)$/.test(w),
    next: (rest) => /^\s+(the|a|an|this|that|your|our|their|joining|working|[a-z]+ing)\b/i.test(rest),
  },
  {
    // "the opportunity of observe" → "to observe".
    rule: 'verb-pattern/opportunity-to', pattern: ['opportunity|chance|possibility', 'of', (w) => isKnownBase(w) && !NOUN_OR_VERB.has(w)], span: [1, 2], fix: 'to', confidence: 0.85,
    message: "'The opportunity to observe' (or 'of observing').",
  },
  {
    // "focus in students" → "focus on".
    rule: 'preposition/focus-on', pattern: ['focus|focused|focusing|focuses|concentrate|concentrated|concentrating', 'in'], span: [1, 2], fix: 'on', confidence: 0.8,
    message: "One 'focuses on' something.", next: (rest) => /^\s+(the|students|our|their|this|that|a|an|my|your|[a-z]+ing|[a-z]+s)\b/i.test(rest) && !/^\s+on\b/i.test(rest),
  },
  {
    // "advertised in LinkedIn" → "on": platforms take "on".
    rule: 'preposition/on-a-platform', pattern: ['in', 'linkedin|instagram|facebook|twitter|tiktok|youtube|reddit|whatsapp|telegram|snapchat|pinterest'], span: [0, 1], fix: 'on', confidence: 0.85, message: "Online platforms take 'on': 'on LinkedIn'.",
  },
  {
    // "experience in developing of web applications" → "developing web applications".
    rule: 'verb-form/gerund-object', pattern: ['developing|managing|building|creating|designing|writing|teaching|organising|organizing|planning|analysing|analyzing|maintaining|testing|leading', 'of'], span: [0, 2], fix: (w) => w[0] ?? '', confidence: 0.8,
    message: "A verb's -ing form takes its object directly: 'developing web applications'.", previous: (w) => w !== undefined && /^(in|of|at|for|with)$/.test(w),
  },
  {
    // "an 401 error" → "a 401": a number read with a consonant sound takes "a" (not 8…, 11…, 18…).
    rule: 'article/a-before-number', pattern: ['an', (w) => /^\d/.test(w) && !/^(8|11|18)/.test(w)], span: [0, 1], fix: 'a', confidence: 0.85, message: "'A' before a number said with a consonant sound: 'a 401 error'.",
  },
  {
    // "measured in every 30 seconds" → "every 30 seconds".
    rule: 'preposition/every-interval', pattern: ['in', 'every'], span: [0, 2], fix: 'every', confidence: 0.8, message: "A repeated interval takes no preposition: 'every 30 seconds'.",
    previous: (w) => w !== undefined && /(ed|en)$/.test(w), next: (rest) => /^\s+(\d+|two|three|four|five|ten|few|other)\s+(seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b/i.test(rest),
  },
  {
    // "not enough reliable" → "reliable enough".
    rule: 'word-order/adjective-enough', pattern: ["not|is|was|are|were|be|isn't|wasn't|aren't", 'enough', (w) => /(ble|ful|ous|ive|ent|ant|al|ic|ate|ed|y)$/.test(w) || /^(good|big|large|small|strong|fast|old|long|safe|clean|clear|high|low|tall|warm|cold|hot|wide|quick|rich|smart|loud|bright|close|sure|fair|fit|mature|ripe|wise|deep|thick|thin|short)$/.test(w)],
    span: [1, 3], fix: (w) => `${w[2]} enough`, confidence: 0.85, message: "'Enough' follows an adjective: 'reliable enough'.", next: (rest) => /^\s*[.,;!?]|^\s+(to|for)\b/i.test(rest),
  },
  {
    // "join to the school choir" → "join the".
    rule: 'preposition/join', pattern: ['join|joined|joining|joins', 'to', 'the|a|an|our|my|your|this|their|his|her'], span: [0, 2], fix: (w) => w[0] ?? '', confidence: 0.85, message: "'Join' takes its object directly: 'join the choir'.",
  },
  {
    // "very small comparing to the price" → "compared to".
    rule: 'word-form/compared-to', pattern: ['comparing', 'to|with'], span: [0, 1], fix: 'compared', confidence: 0.8, message: "A comparison after a description is 'compared to'.",
    previous: (w) => w === undefined || /^(small|big|large|tiny|huge|poor|great|nice|fine|expensive|cheap|high|low|good|bad|short|long|slow|fast|little|few|much|many|nothing|[a-z]+(er|y|ive|ous|ful|ble))$/.test(w),
  },
];

/** Words between a determiner and 'last' that make it the adjective ('the very last two days'). */
const NOT_A_THING = new Set('very first second third next only final same whole entire past previous one'.split(' '));
/** Verbs of arranging things the lexicon leaves out, since as nouns they are far more common. */
const BOOKING_VERBS = new Set(['book', 'reserve', 'sign']);
const SUBJECT_OF: Record<string, string> = { me: 'I', him: 'he', her: 'she', us: 'we', them: 'they' };
/** Base forms that are as often nouns ("instead of work", "Has anyone time"): no verb fix after them. */
const NOUN_OR_VERB = new Set('work time study place play form plan rest sleep help love hope need use change result answer call visit travel report design mind water fish light'.split(' '));
const PATTERNS = new PatternSet(RULES);

function issueAt(word: TaggedWord, replacement: string, message: string, rule: string): Issue {
  return { offset: word.start, length: word.end - word.start, category: 'grammar', rule, source: 'rule', confidence: 0.8, message, replacements: [matchCase(word.text, replacement)] };
}

// Singular nouns of an abstract or mass sense, which open a sentence without a determiner ("Payment is due").
const BARE_SINGULAR = /^([a-z]{3,}(ment|tion|sion|ance|ence|ness|ity)|information|equipment|furniture|advice|feedback|access|parking|luggage|baggage|homework|software|research|insurance|delivery|postage|shipping|admission|entry)$/;

// Groups that British English lets take a plural verb ("Management are reviewing it").
const GROUPS = /^(management|government|parliament|administration|audience|congregation|delegation|population|generation|opposition|association|federation|corporation|organisation|organization|institution|competition|security|authority|majority|minority|community|university|charity|presidency)$/;

/** "Payment are due within…" → "is": a singular noun with no determiner opening the sentence takes a singular verb. */
function findBareSingularSubject(words: TaggedWord[]): Issue | undefined {
  const noun = words[0];
  const verb = words[1];
  if (!noun || !verb || !/^(NOUN|PROPN)$/.test(noun.pos) || !/^\p{Lu}\p{Ll}+$/u.test(noun.text) || !BARE_SINGULAR.test(noun.lower) || GROUPS.test(noun.lower)) return undefined;
  const fixed = ({ are: 'is', were: 'was' } as Record<string, string>)[verb.lower];
  if (!fixed || verb.text !== verb.lower) return undefined;
  return issueAt(verb, fixed, `'${noun.text}' is singular: '${fixed}'.`, 'subject-verb-agreement');
}

/** "Every family who signs up this month receive…" → "receives": "every/each" + noun + relative clause is singular. */
function findEveryWhoVerb(words: TaggedWord[]): Issue | undefined {
  const every = words.findIndex((word) => /^(every|each)$/.test(word.lower));
  if (every < 0 || words[every + 1]?.pos !== 'NOUN' || !/^(who|that)$/.test(words[every + 2]?.lower ?? '')) return undefined;
  const relativeVerb = words[every + 3];
  // The relative clause's verb is singular ("signs", which the tagger may read as a noun).
  if (!relativeVerb || !(isThirdSingular(relativeVerb.lower) || /[^s]s$/.test(relativeVerb.lower))) return undefined;
  for (let k = every + 4; k < Math.min(words.length, every + 12); k++) {
    const word = words[k]!;
    if (word.pos === 'PUNCT' || /^(and|or|but|because|when|if)$/.test(word.lower)) return undefined;
    const before = words[k - 1]!;
    // The main verb: a bare verb not after "to", a modal or a pronoun of its own ("who says they love").
    if (isKnownBase(word.lower) && word.pos === 'VERB' && !/^(to|will|can|could|would|should|must|might|may|do|does|did|i|you|we|they|he|she)$/.test(before.lower)) {
      return issueAt(word, findThirdSingular(word.lower), "'Every … who …' is singular: 'receives'.", 'subject-verb-agreement');
    }
  }
  return undefined;
}

/**
 * A contraction written for the owner's word ("who's" for "whose", "you're" for "your", "it's" for "its"):
 * wink reads it as one word or as the pronoun and its clitic; `isOwned` says whether what follows
 * (from index `at`) is the owned noun phrase.
 */
function findContractionForOwner(
  words: TaggedWord[],
  pronoun: string,
  clitic: string,
  owner: string,
  isOwned: (words: TaggedWord[], at: number) => boolean,
  rule: string,
  message: string,
): Issue | undefined {
  for (let i = 0; i < words.length - 1; i++) {
    const first = words[i]!;
    const split = first.lower === pronoun && words[i + 1]?.lower === clitic && words[i + 1]!.start === first.end;
    if (first.lower !== `${pronoun}${clitic}` && !split) continue;
    if (!isOwned(words, split ? i + 2 : i + 1)) continue;
    const end = split ? words[i + 1]! : first;
    return { offset: first.start, length: end.end - first.start, category: 'grammar', rule, source: 'rule', confidence: 0.8, message, replacements: [matchCase(first.text, owner)] };
  }
  return undefined;
}

/** "who's blue jacket", "who's bag": an adjective and a noun, or a noun, then a verb; not "who's going", "who's ready". */
function isOwnedAfterWhos(words: TaggedWord[], at: number): boolean {
  const first = words[at];
  const second = words[at + 1];
  const nounAt = first?.pos === 'ADJ' && second?.pos === 'NOUN' ? at + 1 : first?.pos === 'NOUN' && !/(ing|ed)$/.test(first.lower) ? at : -1;
  return nounAt >= 0 && /^(VERB|AUX)$/.test(words[nounAt + 1]?.pos ?? '');
}

/** "take off you're shoes": a plural noun, then what may follow a noun phrase. */
function isOwnedAfterYoure(words: TaggedWord[], at: number): boolean {
  const noun = words[at];
  if (!noun || noun.pos !== 'NOUN' || !/[^su]s$/.test(noun.lower) || noun.lemma === noun.lower) return false;
  return /^(ADP|PUNCT|CCONJ|VERB|AUX)$/.test(words[at + 1]?.pos ?? 'PUNCT');
}

/** "it's lid cracked": a noun and its verb; "it's time to go", "it's lunch" are the complement of "is". */
function isOwnedAfterIts(words: TaggedWord[], at: number): boolean {
  const noun = words[at];
  const verb = words[at + 1];
  return (!!noun && noun.pos === 'NOUN' && !!verb && verb.pos === 'VERB' && /(ed|s)$/.test(verb.lower) && !/^(time|lunch|dinner|fine|okay)$/.test(noun.lower)) || isPluralOwnedAfterIts(words, at);
}

const isPluralNoun = (word: TaggedWord | undefined) => !!word && word.pos === 'NOUN' && /[^su]s$/.test(word.lower) && word.lemma !== word.lower;

/**
 * "it's wheels and brakes work perfectly", "it's legs are loose": plural nouns, then a plural verb and what follows a
 * verb. "It's days like these" keeps "it is" ("like" is no verb there).
 */
function isPluralOwnedAfterIts(words: TaggedWord[], at: number): boolean {
  if (!isPluralNoun(words[at])) return false;
  let v = at + 1;
  if (words[v]?.lower === 'and' && isPluralNoun(words[v + 1])) v += 2;
  const verb = words[v];
  const next = words[v + 1];
  if (!verb || verb.text !== verb.lower || /^(like|love|than|as)$/.test(verb.lower)) return false;
  const plural = /^(are|were|have|need|look|seem)$/.test(verb.lower) || (isKnownBase(verb.lower) && verb.lower === verb.lemma && /^(VERB|NOUN)$/.test(verb.pos));
  return plural && (!next || /^(ADV|ADP|DET|PUNCT|ADJ)$/.test(next.pos));
}

function findOwnerContractions(words: TaggedWord[]): (Issue | undefined)[] {
  return [
    findContractionForOwner(words, 'who', "'s", 'whose', isOwnedAfterWhos, 'confusable/whose-whos', "Before a noun, the owner's word is 'whose'; 'who's' is 'who is'."),
    findContractionForOwner(words, 'you', "'re", 'your', isOwnedAfterYoure, 'confusable/your-youre', "The owner's word is 'your'; 'you're' is 'you are'."),
    findContractionForOwner(words, 'it', "'s", 'its', isOwnedAfterIts, 'confusable/its-its', "The owner's word is 'its'; 'it's' is 'it is'."),
  ];
}

/** Agreement and tense patterns the general rules miss (see the file's comment). */
export function checkAgreementAndTensePatterns(text: string, tokens: Token[]): Issue[] {
  const issues = PATTERNS.check(text, tokens);
  for (const words of tagSentences(text)) for (const found of [findEveryWhoVerb(words), findBareSingularSubject(words), ...findOwnerContractions(words)]) if (found) issues.push(found);
  return issues;
}
