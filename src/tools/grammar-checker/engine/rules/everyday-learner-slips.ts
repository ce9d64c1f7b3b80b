import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, endsClause, type PatternRule } from './pattern-rule';
import { findBaseForm, findBaseOfIng, findBaseOfParticipleOnly, findParticiple, findPast, isKnownBase, isNounLike, isThirdSingular } from './verb-lexicon';
import { toIngForm } from './verb-patterns';
import { isDictionaryName } from './dictionary-classes';
import { COMMON_WORDS } from '../combine/common-words';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** Names that are everyday words too ("Rose", "Bill", "Grace"): before "house" they may be its kind or its name. */
const WORD_NAMES = /^(rose|bill|mark|will|grace|faith|hope|joy|sky|summer|may|june|april|august|pat|sue|rob|art|frank|bob|jack|ray|dawn|holly|ivy|lily|daisy|amber|ruby|pearl|crystal|iris|violet|heather|olive|brook|wood|field|green|white|brown|black|gray|grey|church|hall|park|king|bishop|mason|baker|cook|page|rich|long|short|young|guy|bath|reading|nice|tree|guest|glass|boat|farm|town|country|mill|lake|light|dog|opera|court|state|custom|power|rest|coach|ware|bird|wash|work|club|doll|green|fire|play|school|beach|summer|winter|spring|round|coffee|pizza)$/;

/*
 * Slips in messages, e-mails, reviews and reports that a sixteenth separate writer's batch 37 showed (issue 33),
 * each fixed only where its context leaves one reading; tested on sentences of our own.
 */

// A span or a point in time after "for/since": "over a month", "two weeks", "last Monday".
const SPAN_OR_POINT = /^\s+(over\s+|more\s+than\s+|almost\s+|nearly\s+)?(a|an|two|three|four|five|six|several|\d+|weeks|months|days|last|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

const DETERMINER = 'the|his|her|my|our|their|its|this|that|your';
const THINGS_BOUGHT = 'phone|laptop|car|bike|bicycle|computer|camera|tablet|watch|jacket|coat|house|flat|apartment|job|tv|fridge|sofa|bed|desk|printer|keyboard|guitar|dress|suit|bag|backpack|charger|passport|mattress|kettle';
const PASSIVE_VERBS = 'postpone|cancel|delay|schedule|reschedule|confirm|approve|extend|update|repair|replace|deliver|ship|attach|require|publish|launch|announce|organize|organise|reduce|arrange|book|submit';
const STILL_STATES = 'empty|still|awake|asleep|dormant|idle|unused|abandoned|untouched|motionless|silent|quiet|unconscious|hidden|forgotten|undisturbed|buried';
/** Verbs a learner puts after "is not" for "does not" ("it is not rain much"); not 'like', 'work' or adjectives, which follow "is not" rightly. */
const DOES_NOT_VERBS = 'rain|snow|matter|happen|seem|belong|exist|agree|care|mind|eat|drink|speak|understand|know|want|need|cost|depend|believe|remember|sound|taste|smell';
const NOT_PLURAL = /^(news|series|species|physics|economics|mathematics|politics|ethics|athletics|means|headquarters|gas|lens|canvas|atlas|bias|chaos|ethos|alias|christmas|texas|kansas|vegas|this|thus|has|was|does|goes|is|his|hers|its|yes|us|plus|bus|focus|status|campus|virus|bonus|census|genius|corpus|crisis|analysis|basis|thesis)$/;
const isPluralNoun = (word: string) => /^[a-z]{3,}s$/.test(word) && !/(ss|us|is|'s)$/.test(word) && !NOT_PLURAL.test(word) && !isThirdSingular(word);
/** Words after 'for there' that keep 'there' a place or the subject of a clause. */
const NOT_AFTER_THERE = /^(is|are|was|were|will|would|has|have|had|and|but|too|anymore|again|now|before|yet|first|instead|every|alone|you|they|the|from|until|since|when|because|all|some|right|somewhere|either|also|later|soon|today|tomorrow|tonight|yesterday|once|then|that|this|with|after|during|here|there|was|already|long|ever|any|one|being)$/;
const PLURAL_VERB: Record<string, string> = { is: 'are', was: 'were', has: 'have' };

const NUMBER_WORD = /^(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|\d+)$/;
const OWNED_THING = 'id|phone|laptop|computer|device|passport|ticket|tickets|card|keys|documents|router|account|password|bag|car|details|homework|lunch|charger|badge|umbrella|coat|books';
const FAMILY_OWNER = 'mother|father|mum|mom|dad|sister|brother|friend|wife|husband|son|daughter|boss|teacher|grandmother|grandfather|aunt|uncle|cousin';
const COUNTED_SINGULAR = 'sibling|cousin|colleague|friend|student|teacher|brother|sister|son|daughter|parent|kid|child|dog|cat|room|bedroom|bathroom|year|month|week|day|hour|minute|time|page|chapter|book|language|country|ticket';

/** "wanted to go and buy": a 'to' + verb before 'and' makes the next verb a second infinitive, not a past. */
const hasInfinitive = (sentence: string) => [...sentence.toLowerCase().matchAll(/\bto\s+([a-z]+)/g)].some((match) => isKnownBase(match[1] ?? '') && !/^(the|a|an|school|work|bed|church|town|class)$/.test(match[1] ?? ''));

const MASS_FOOD = 'milk|water|bread|rice|flour|butter|sugar|salt|oil|advice|information|furniture|equipment|luggage|homework|traffic|weather|music|research|accommodation';
const PERSON_NOUN = 'person|man|woman|girl|boy|student|worker|teacher|friend|player|cook|driver|listener|learner|leader|employee|colleague|parent';
const PEOPLE_NOUNS = 'people|students|children|customers|employees|workers|teachers|parents|users|members|patients|residents|visitors|volunteers|applicants|players|pupils|guests|staff';
const NOT_A_NOUN = /^(more|most|other|others|such|few|many|much|own|same|new|old|of|the|a|one|kind|sort|type|people|children|men|women|time|money|work|water|information|advice|news|equipment|furniture|research|data|staff|police)$/;
const COMPARATIVE_BASE: Record<string, string> = { faster: 'fast', bigger: 'big', easier: 'easy', larger: 'large', nicer: 'nice', better: 'good', worse: 'bad', cheaper: 'cheap', quicker: 'quick', smaller: 'small', longer: 'long', higher: 'high', lower: 'low', stronger: 'strong', older: 'old', younger: 'young', harder: 'hard', busier: 'busy', hotter: 'hot', colder: 'cold', safer: 'safe', louder: 'loud', taller: 'tall', heavier: 'heavy', lighter: 'light', wider: 'wide' };
const SINGULAR_AUTHOR = 'author|writer|poet|narrator|character|teacher|book|film|text|article|report|study|website|app|system|machine|printer|manager|boss|customer|child|company|landlord|school|shop|government';

const DONE_TO_IT = `${PASSIVE_VERBS}|process|renovate|install|review|sign|paint|decorate|refurbish|redecorate|modernise|modernize|upgrade|test|check|refund`;
/** Verbs that are adjectives too: "has been open since 2012", "has been clean for years" are right; only "been open by …" is the passive. */
const DONE_TO_IT_OR_STATE = 'close|open|clean|complete';
const DONE_TO_IT_WORDS = new Set(DONE_TO_IT.split('|'));
const TO_LY: Record<string, string> = { aggressive: 'aggressively', rude: 'rudely', careless: 'carelessly', dangerous: 'dangerously', reckless: 'recklessly', calm: 'calmly', polite: 'politely', responsible: 'responsibly', professional: 'professionally', strange: 'strangely', careful: 'carefully', nervous: 'nervously', selfish: 'selfishly', immature: 'immaturely' };

/** Nouns named by a number after them: "room 204", "gate 12", "platform 3". */
const NUMBERED_PLACE = 'room|gate|platform|ward|bed|terminal|aisle|classroom|lab|suite|hall|exercise|page|chapter|section|unit|lesson|question|bus|flight|table|seat|bay|locker|booth|stand|dock|court|pitch|studio|apartment|flat|block|level|door|counter|window|box';
/** Verbs that take their object through a preposition ("talk about", "live in"): after "that I …", its object is the relative pronoun. */
const PREPOSITIONAL_VERBS = 'talk|talked|talking|think|thought|dream|dreamed|dreamt|listen|listened|look|looked|wait|waited|live|lived|stay|stayed|work|worked|care|cared|complain|complained|worry|worried|laugh|laughed|rely|relied|depend|depended|agree|agreed|apply|applied|speak|spoke|heard|hear|know|knew|learn|learned|learnt|read|write|wrote|go|went|come|came|belong|belonged|pay|paid|search|searched|ask|asked|vote|voted|refer|referred|sleep|slept|sit|sat';
/** Heads of a relative clause whose gap is not the preposition's object: "the way that we deal with it", "the last time that I talked about it". */
const NOT_RELATIVE_OBJECT = /^(way|reason|time|times|day|days|year|moment|fact|idea|hope|belief|feeling|news|chance|possibility|impression|sense|extent|place|point|thing|story|joke|truth|lie|secret|question|kind|sort|so|such|now|sure|glad|said|think|knew|know)$/;
const isRelativeHead = (sentence: string) => {
  const match = /\b(?:the|a|an|this|these|those|my|your|his|her|our|their|some|any|one)\s+(?:[a-z]+\s+)?([a-z]+)\s*$/i.exec(sentence);
  return match !== null && !NOT_RELATIVE_OBJECT.test((match[1] ?? '').toLowerCase());
};
const afterRelativeClause = (rest: string) => endsClause(rest) || /^\s+(yesterday|today|last|earlier|before|already|recently|so|and|but|is|was|are|were|has|had|will|at|in|on|during|when|because|a\s+lot|very|many|ago|as|with|for|together|every|each|until|since)\b/i.test(rest);
/** "My all friends": words that may follow "my all" rightly ("my all-time favourite", "gave my all for the team"). */
const NOT_AFTER_MY_ALL = /^(for|and|but|with|from|into|over|when|because|this|that|these|those|the|time|day|night|star|round|purpose|new|out|around|too|again|now|here|there|yet|along|alone|together|right|wrong|gone|done|set|ready|are|were|was|is|have|had|can|will|would|could|should|did|does|don't|didn't)$/;
const NOT_A_NOUN_NEXT = /^\s+(on|in|at|from|who|that|which|and|are|were|have|had|for|with|of|to|did|do|will|can|here|there|work|worked|working)\b/i;
const pluralOfPossessive = (word: string) => { const base = word.slice(0, -2); return /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : /(ch|sh|x)$/.test(base) ? `${base}es` : `${base}s`; };
/** "They are kind and is that a problem?": a subject after the verb makes it a question of its own. */
const notAQuestionAfter = (rest: string) => !/^\s+(that|this|it|there|he|she|they|we|i|you)\b/i.test(rest);
const PLURAL_OF_VERB: Record<string, string> = { has: 'have', is: 'are', was: 'were', does: 'do', "doesn't": "don't", "hasn't": "haven't", "isn't": "aren't", "wasn't": "weren't" };
/** A plural subject right before the verb: "Our technicians are …", "We were …". */
const hasPluralSubjectJustBefore = (sentence: string) => /(^|[,;:]\s*|\b(and|but|because|so|that|when|if|while)\s+)(we|they|(the|our|my|your|their|these|those|all|both|many|most|some|all\s+our|all\s+the|all\s+my)\s+([a-z]+\s+)?(?!(news|series|species|physics|mathematics|economics|politics)\b)[a-z]+[^su\s']s)\s*$/i.test(sentence);
/** A participle after "has/have" ("has lived", "have known", "has been"). */
const isPerfectParticiple = (word: string) => /^[a-z]{3,}ed$/.test(word) || findBaseOfParticipleOnly(word) !== undefined || /^(had|been|taught|run|made|kept|held|built|led|spent|sold|won|found|stood|met|worked|lived|owned|played)$/.test(word);
/** Habits one gives up: "stopped to eat junk food" is "stopped eating". */
const HABIT_THINGS = 'junk|fast|meat|sugar|sweets|candy|alcohol|soda|fizzy|cigarettes|fried|processed|dairy|chocolate|snacks|beer|wine|energy|red|sugary|cola|pork|chips|crisps|takeaway|takeaways';

/** Batch 43's word lists. */
const DUE_TO_CAUSES = /^(rain|weather|storm|storms|snow|heat|cold|wind|winds|flooding|floods|fog|ice|holiday|holidays|traffic|lack|demand|illness|circumstances|construction|renovations|repairs|maintenance|strike|pandemic|situation|delay|delays|shortage|shortages|changes|conditions|number|cost|costs|fact|problems|issues|technical|power)$/;
const STEP_VERBS = /^(sear|add|bake|stir|mix|fry|boil|serve|pour|cook|remove|place|put|cover|simmer|season|drain|cut|slice|chop|turn|bring|reduce|transfer|top|sprinkle|whisk|fold|roast|grill|heat|click|press|select|enter|restart|type|save|log|sign|rinse|wash|dry|knead|roll|spread|blend|combine|let|leave|wait|refrigerate|chill|garnish|flip|brush|fill|tap|scroll|go|open|close|return|repeat|attach|insert|plug|unplug|tighten|screw)$/;
const IT_IS_ADJECTIVE = /^(important|necessary|difficult|hard|easy|possible|impossible|expensive|cheap|dangerous|useful|helpful|essential|nice|good|normal|common|interesting|hot|cold|crucial|vital|urgent|clear)$/;
const HUNDRED_COUNTED = /^(cupcake|cookie|book|ticket|person|student|dollar|pound|euro|meal|sandwich|flyer|copy|bottle|plate|chair|box|bag|guest|visitor|volunteer|signature|tree|bike|car|page|word|mile|kilometer|kilometre|step|photo|picture|email|letter|card|item|shirt|member|runner|participant|customer|order|call|seat)$/;
const FEELING = /^(excited|happy|sad|tired|worried|nervous|busy|sick|ill|angry|upset|proud|scared|bored|good|bad|hungry|sleepy|stressed|pleased|disappointed|interested|shy|smart|kind|friendly|lazy|young|old|tall|different|grateful|thankful|sorry)$/;

/** Verbs of what money or a tool is used for that the lexicon may lack ("purchase", "renovate"). */
const PURPOSE_VERBS = /^(purchase|provide|cover|support|pay|fund|hire|build|repair|improve|expand|create|buy|renovate|upgrade|replace|train|help|finance|maintain|install|produce|measure|cut|clean|store|track|host|print|feed|equip|launch|update|reduce|promote|develop|prepare|organize|organise|subsidize|subsidise)$/;
const baseOfPurposeIng = (word: string) => {
  if (!/^[a-z]{3,}ing$/.test(word)) return undefined;
  const stem = word.slice(0, -3);
  return findBaseOfIng(word) ?? [stem, `${stem}e`, stem.slice(0, -1)].find((base) => PURPOSE_VERBS.test(base) && base.length > 2);
};
/** Feelings a thing causes: "-ed" for the person who feels, "-ing" for the thing ("relaxed" and "confused" describe things too). */
const THING_FEELING: Record<string, string> = {
  fascinated: 'fascinating', bored: 'boring', amazed: 'amazing', interested: 'interesting', excited: 'exciting', disappointed: 'disappointing',
  frustrated: 'frustrating', annoyed: 'annoying', terrified: 'terrifying', embarrassed: 'embarrassing', depressed: 'depressing', exhausted: 'exhausting',
};
/** Things, never people or bodies of people, that open the sentence as its subject ("The documentary about deep-sea creatures"). */
const THING_SUBJECT = /^(?:the|this|that|his|her|our|their|my|your|its)\s+(?:\w+\s+)?(documentary|film|movie|book|novel|lecture|talk|speech|story|show|game|match|exhibition|trip|journey|article|presentation|lesson|series|play|concert|video|podcast|tour|ride|flight|meeting|chapter|episode|programme|program)\b(?:\s+(?:about|on|of|in|at|from|with|by)(?:\s+(?!(?:who|that|which|whom|and|but|where|when)\b)[\w-]+){1,6})?\s*$/i;
const isThingSubject = (sentence: string) => THING_SUBJECT.test(sentence.trim());

const RULES: PatternRule[] = [
  { rule: 'preposition/look-forward-to', pattern: ['look|looking|looks|looked', 'forward', (w) => /^[a-z]{2,}ing$/.test(w)], span: [1, 2], fix: 'forward to', confidence: 0.85,
    message: "The phrase is 'look forward to' + -ing: 'I look forward to meeting you'." },
  { rule: 'confusable/lose-loose', pattern: ['loosing'], fix: 'losing', confidence: 0.85, message: "Not keeping something is 'losing'; 'loose' means not tight.",
    next: (rest) => /^\s+(customers|clients|money|weight|time|my|our|your|their|his|her|interest|hope|sleep|it|them|control|patience|points|games|followers|sales|business)\b/i.test(rest) },
  { rule: 'preposition/on-the-same-day', pattern: ['in', 'the', 'same', 'day|date|weekend'], span: [0, 1], fix: 'on', confidence: 0.85, message: "A day takes 'on': 'on the same day'." },
  { rule: 'confusable/know-no', pattern: ['let', 'me|us|him|her|them', 'no'], span: [2, 3], fix: 'know', confidence: 0.85, message: "'Let me know' is spelt with a k.",
    next: (rest) => /^\s*([.!?,]|$)|^\s+(if|when|what|how|whether|asap|soon|by|about|which|where|who)\b/i.test(rest) },
  { rule: 'preposition/instead-of', pattern: ['instead', (w) => new RegExp(`^(${DETERMINER}|a|an|these|those|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tea|coffee)$`).test(w) || /^[a-z]{3,}ing$/.test(w)], span: [0, 1],
    fix: 'instead of', confidence: 0.85, message: "Before a noun or an -ing form, it is 'instead of'." },
  { rule: 'article/missing-a', pattern: ['bought|buy|buying|buys|got|get|getting|need|needs|want|wants|ordered|order|found|find', 'new|second-hand|used|cheap|better|bigger|smaller|faster', THINGS_BOUGHT], span: [1, 2], fix: (w) => `a ${w[1]}`, confidence: 0.85,
    message: "One phone takes 'a': 'I bought a new phone'." },
  { rule: 'article/missing-a', pattern: ['have|had|has|got', 'question|problem|suggestion|request|complaint|favour|favor|doubt|idea|issue'], span: [1, 2], fix: (w) => `${/^[aeiou]/.test(w[1] ?? '') ? 'an' : 'a'} ${w[1]}`, confidence: 0.85,
    message: "One question takes 'a': 'I have a question about…'.", previous: (w) => w !== undefined && /^(i|we|you|they|he|she|also|still|just|really)$/.test(w), next: (rest) => /^\s+(about|for|regarding|on|with|concerning|to)\b|^\s*[:?.]/i.test(rest) },
  { rule: 'article/the-first-months', pattern: ['for|in|during|over', 'first|next', (w) => /^(two|three|four|five|six|seven|eight|nine|ten|twelve|few|several|\d+)$/.test(w)], span: [1, 2], fix: (w) => `the ${w[1]}`, confidence: 0.85,
    message: "A span counted from a start takes 'the': 'for the first three months'." },
  { rule: 'confusable/their-there', pattern: ['for|with|about|of', 'there', (w) => /^[a-z]{3,}$/.test(w) && !NOT_AFTER_THERE.test(w)], span: [1, 2], fix: 'their', confidence: 0.8,
    message: "Belonging to them is 'their'.", next: (rest) => /^\s+[a-z]/i.test(rest) },
  { rule: 'word-choice/think-that', pattern: ['think|believe|hope|guess', 'so', 'that'], span: [1, 3], fix: 'that', confidence: 0.85, message: "'I think that…' needs no 'so'." },
  { rule: 'verb-choice/lie-lay', pattern: ['laid', STILL_STATES], span: [0, 1], fix: 'lay', confidence: 0.8, message: "Staying in a state is 'lay' (the past of 'lie'); 'laid' takes an object.",
    previous: (w) => w === undefined || !/^(was|were|been|be|is|are|being|had|has|have|it|them|him|her)$/.test(w) },
  { rule: 'preposition/regarding', pattern: ['regarding', 'to'], span: [0, 2], fix: 'regarding', confidence: 0.85, message: "'Regarding' takes its object directly (or 'with regard to').",
    previous: (w) => w !== 'with', next: (rest) => new RegExp(`^\\s+(${DETERMINER}|a|an|these|those)\\b`, 'i').test(rest) },
  { rule: 'verb-form/to-for-purpose', pattern: ['come|came|go|went|coming|going|stop|stopped', 'for', (w) => /^[a-z]{2,}ing$/.test(w) && findBaseOfIng(w) !== undefined], span: [1, 3], fix: (w) => `to ${findBaseOfIng(w[2] ?? '')}`, confidence: 0.8,
    message: "Purpose is 'to' + verb: 'come to check the flat'.", next: (rest) => new RegExp(`^\\s+(${DETERMINER}|a|an|it|them|him|us|me)\\b`, 'i').test(rest) },
  { rule: 'past-time-tense', pattern: ['everyone|everybody|anyone|those|people|guests|friends|visitors|all', 'who', (w) => isKnownBase(w) && findPast(w) !== w], span: [2, 3], fix: (w) => findPast(w[2] ?? ''), confidence: 0.8,
    message: "A finished time ('last night') takes the past: 'everyone who came'.", next: (rest) => /^(\s+[^\s.!?]+){0,6}\s+(last\s+(night|week|weekend|month|year|time)|yesterday|\w+\s+ago)\b/i.test(rest) },
  { rule: 'verb-form/does-not', pattern: ['it|he|she', 'is', 'not', DOES_NOT_VERBS], span: [1, 2], fix: 'does', confidence: 0.85, message: "A plain verb is made negative with 'does not': 'it does not rain much'." },
  { rule: 'preposition/since-a-year', pattern: ['for', (w) => /^(19|20)\d\d$/.test(w)], span: [0, 1], fix: 'since', confidence: 0.85, message: "From a point in time up to now is 'since 2015'; 'for' takes a length of time.",
    earlier: (sentence) => /\b(has|have|'ve|'s)\s+been\s+[a-z]+ing\b[^,;]*$/i.test(sentence) },
  { rule: 'verb-form/irregular-past', pattern: ['and|then|suddenly|slowly|quickly|finally', 'seen'], span: [1, 2], fix: 'saw', confidence: 0.85, message: "The past of 'see' is 'saw'; 'seen' needs 'have'.",
    earlier: (sentence) => !/\b(have|has|had|'ve|'d|having|be|been|being|is|are|was|were)\b/i.test(sentence), next: (rest) => /^\s+(a|an|the|my|his|her|our|their|him|them|that|it|someone|something|nothing|two|three)\b/i.test(rest) },
  { rule: 'word-form/economy', pattern: ['the|our|their|its|national|local|global|world', 'economic', 'of|is|was|has|grew|will|in'], span: [1, 2], fix: 'economy', confidence: 0.85, message: "The noun is 'economy'; 'economic' is the adjective." },
  { rule: 'agreement/relative-which', pattern: [isPluralNoun, 'which', 'is|was|has'], span: [2, 3], fix: (w) => PLURAL_VERB[w[2] ?? ''], confidence: 0.8,
    message: "'Which' takes the number of the plural noun it stands for: 'themes which are universal'.", earlier: (sentence) => !/\bone\s+of\b/i.test(sentence) },
  { rule: 'preposition/rude-to', pattern: ['rude|impolite|disrespectful', 'with', `me|us|him|her|them|customers|people|staff|everyone|${DETERMINER}`], span: [1, 2], fix: 'to', confidence: 0.85, message: "One is 'rude to' someone." },
  { rule: 'verb-form/passive-participle', pattern: ['is|are|was|were|be|been|being', PASSIVE_VERBS], span: [1, 2], fix: (w) => (w[1] === 'cancel' ? 'cancelled' : findParticiple(w[1] ?? '')), confidence: 0.85,
    message: "Something done to it takes the participle: 'the launch is postponed'.", previous: (w) => w !== undefined && !/^(i|you|we|they|he|she|it|to|will|would|can|could|should|must|may|might)$/.test(w),
    next: (rest) => /^\s+(to|until|till|by|for|due|because|on|in|at|after|from|again)\b|^\s*[.,;!?]/i.test(rest) },
  // Batch 38 (homework, personal statements, workplace messages, shift reports, reviews, announcements).
  { rule: 'article/times-a-week', pattern: ['once|twice|times|days|hours|nights|evenings|mornings', 'in', 'a', 'week|day|month|year|fortnight'], span: [1, 3], fix: 'a', confidence: 0.85, message: "How often is 'twice a week', with no 'in'." },
  { rule: 'confusable/your-you', pattern: ['bring|restart|check|charge|update|show|pack|unlock|lock|reset|forget|forgot|lost|leave|left|take|took|keep', "you're|you", OWNED_THING], span: [1, 2], fix: 'your', confidence: 0.85,
    message: "Belonging to you is 'your'." },
  // "Please check you're tracking number": an -ing word then a record's name ("booking reference", "billing address",
  // "boarding pass") is one noun, the thing checked; "check you're booking the right flight" has a determiner next and stays.
  { rule: 'confusable/your-you', pattern: ['bring|check|update|show|enter|confirm|verify|change|forget|forgot|lost|keep|include|quote|type|use|print|send', "you're", (w) => /^[a-z]{3,}ing$/.test(w), 'number|reference|details|code|address|pass|permit|list|history|form|confirmation|slip|instructions|account|card|information|licence|license|id'],
    span: [1, 2], fix: 'your', confidence: 0.85, message: "Belonging to you is 'your'." },
  { rule: 'word-form/adverb', pattern: ['work|works|worked|working|went|go|goes|going|rise|rises|rose|cooked|played|plays|sings|sang|speaks|spoke|writes|wrote|performed|did|does|do', 'good'], span: [1, 2], fix: 'well', confidence: 0.8,
    message: "How something is done takes the adverb 'well'.", next: (rest) => /^\s*([.,;!?]|$)|^\s+(in|at|on|for|with|and|but|so|because|when|if|today|yesterday|now|too|enough)\b/i.test(rest) },
  { rule: 'word-form/adverb', pattern: ['went|go|goes|going|ran|runs|run|running', 'really|very|so|quite|pretty|extremely', 'smooth|quick|slow|easy'], span: [2, 3], fix: (w) => ({ smooth: 'smoothly', quick: 'quickly', slow: 'slowly', easy: 'easily' })[w[2] ?? ''], confidence: 0.8,
    message: "How something went takes an adverb: 'it went really smoothly'.", next: (rest) => /^\s*([.,;!?]|$)/.test(rest) },
  { rule: 'verb-form/too-late-to', pattern: ['too', 'late|early|soon|young|old|tired|busy', 'for', (w) => /^[a-z]{2,}ing$/.test(w) && findBaseOfIng(w) !== undefined], span: [2, 4], fix: (w) => `to ${findBaseOfIng(w[3] ?? '')}`, confidence: 0.85,
    message: "After 'too late', a verb takes 'to': 'too late to make things right'." },
  { rule: 'article/the-university-of', pattern: ['at|from|of|to|in|attend|attended|attending', (w, token) => w === 'university' && /^U/.test(token.text), 'of'], span: [0, 1], fix: (w) => `${w[0]} the`, confidence: 0.85,
    message: "A university named 'of' a place takes 'the': 'at the University of Nairobi'.", next: (rest) => /^\s+\p{Lu}/u.test(rest) },
  { rule: 'agreement/quantity-of-plural', pattern: ['all|most|many|both|several|some', 'of', `${DETERMINER}|these|those`, isPluralNoun, 'was|is|has'], span: [4, 5], fix: (w) => PLURAL_VERB[w[4] ?? ''], confidence: 0.85,
    message: "'All of the books' is plural: 'were'." },
  // "Many of my friends spends hours online", "Both of my parents works": any third-person verb, not one that is as
  // likely a plural noun ("Most of the students plans" could be a noun phrase cut short).
  { rule: 'agreement/quantity-of-plural', pattern: ['all|most|many|both|several|some', 'of', `${DETERMINER}|these|those`, isPluralNoun, (w) => isThirdSingular(w) && !isNounLike(w) && !/^(is|was|has|does)$/.test(w)], span: [4, 5],
    fix: (w) => findBaseForm(w[4] ?? ''), confidence: 0.85, message: "'Many of my friends' is plural: 'spend'." },
  // One that may be a noun ("works", "plans") only where a preposition or adverb follows: "Both of my sisters works at the hospital".
  { rule: 'agreement/quantity-of-plural', pattern: ['all|most|many|both|several|some', 'of', `${DETERMINER}|these|those`, isPluralNoun, (w) => isThirdSingular(w) && isNounLike(w)], span: [4, 5],
    fix: (w) => findBaseForm(w[4] ?? ''), confidence: 0.85, message: "'Both of my sisters' is plural: 'work'.", next: (rest) => /^\s+(at|in|on|for|with|from|as|hard|late|together|here|there|every|too)\b/i.test(rest) },
  { rule: 'agreement/quantity-of-plural', pattern: ['all|most|many|both|several|some', 'of', `${DETERMINER}|these|those`, isPluralNoun, 'inside|here|there|outside|left|now|today', 'was|is|has'], span: [5, 6], fix: (w) => PLURAL_VERB[w[5] ?? ''], confidence: 0.85,
    message: "'All of the books' is plural: 'were'." },
  { rule: 'hyphen/compound-adjective', pattern: [(w) => NUMBER_WORD.test(w), 'minutes|hours|days|miles|kilometres|kilometers|weeks|years', 'walk|drive|ride|journey|flight|trip|break|delay|course|contract|wait|old'], span: [0, 2], fix: (w) => `${w[0]}-${(w[1] ?? '').replace(/s$/, '')}`, confidence: 0.8,
    message: "A length of time before a noun is a hyphenated adjective, with no -s: 'a five-minute walk'.", previous: (w) => w !== undefined && /^(a|the|just|only|short|long|about|around|nearly|another)$/.test(w) },
  { rule: 'verb-pattern/allow-to', pattern: ['allow|allows|allowed|allowing|enable|enables|enabled|permit|permits|encourage|encouraged|encourages', 'me|us|him|her|them|you|students|people|everyone', (w) => /^[a-z]{2,}ing$/.test(w) && findBaseOfIng(w) !== undefined], span: [2, 3],
    fix: (w) => `to ${findBaseOfIng(w[2] ?? '')}`, confidence: 0.85, message: "'Allow someone to do': 'allow me to focus'." },
  { rule: 'possessive/apostrophe', pattern: ['yesterdays|todays|tomorrows|tonights'], fix: (w) => `${(w[0] ?? '').slice(0, -1)}'s`, confidence: 0.85, message: "Belonging to yesterday is 'yesterday's'.",
    next: (rest) => /^\s+(meeting|class|lecture|game|match|news|paper|session|call|post|email|e-mail|episode|event|party|results?|weather|menu|exam|test|lesson|talk|show|update|presentation|slides|notes)\b/i.test(rest) },
  { rule: 'contraction/apostrophe', pattern: ['wont'], fix: "won't", confidence: 0.85, message: "'Will not' is 'won't'.", previous: (w) => w !== undefined && /^(i|you|we|they|he|she|it|this|that|which|who|parts|it|there|people|and|just|probably)$/.test(w) || w !== undefined && /s$/.test(w),
    next: (rest) => /^\s+(be|arrive|work|start|open|come|go|have|let|help|take|make|fit|happen|change|stop|need|get|affect|matter|accept|load|last|do)\b/i.test(rest) },
  { rule: 'verb-form/how-to', pattern: ['how', 'to', (w) => /^[a-z]{2,}ing$/.test(w) && findBaseOfIng(w) !== undefined], span: [2, 3], fix: (w) => findBaseOfIng(w[2] ?? ''), confidence: 0.85, message: "'How to' takes the plain verb: 'how to deal with'." },
  { rule: 'confusable/whole-hole', pattern: ['the|a', 'hole', 'film|movie|day|week|time|night|thing|family|class|world|year|book|trip|story|game|show|process|weekend|month|team|school|city'], span: [1, 2], fix: 'whole', confidence: 0.85,
    message: "All of it is 'whole'; a 'hole' is a gap." },
  { rule: 'possessive/apostrophe', pattern: ['my|your|his|her|our|their', FAMILY_OWNER, 'birthday|house|car|name|wedding|phone|job|room|party|funeral|flat|office|advice|cooking|birthday'], span: [1, 2], fix: (w) => `${w[1]}'s`, confidence: 0.85,
    message: "Belonging to her mother is 'her mother's'." },
  { rule: 'preposition/on-a-website', pattern: ['in', 'your|our|the|their|his|her|my|this', 'website|webpage|site|instagram|facebook|twitter|linkedin|blog|homepage'], span: [0, 1], fix: 'on', confidence: 0.85, message: "Something posted is 'on a website'.",
    earlier: (sentence) => /\b(advertised|posted|published|listed|read|saw|seen|found|shared|mentioned|announced|written)\b[^,.;]*$/i.test(sentence), next: (rest) => /^\s*([.,;!?]|$)|^\s+(and|but|so|because|for|last|yesterday|about|where|which|that|as|in|on|at|this|today|recently)\b/i.test(rest) },
  { rule: 'past-time-tense', pattern: [(w, token) => /^\p{Lu}/u.test(token.text), 'lead'], span: [1, 2], fix: 'led', confidence: 0.85, message: "The past of 'lead' is 'led'.",
    next: (rest) => /^(\s+[^\s.!?]+){1,8}\s+in\s+(1\d{3}|20[01]\d)\b/.test(rest) },
  { rule: 'number/plural-after-number', pattern: [(w) => NUMBER_WORD.test(w) && !/^\d+$/.test(w), COUNTED_SINGULAR], span: [1, 2], fix: (w) => (w[1] === 'child' ? 'children' : `${w[1]}s`), confidence: 0.85,
    message: "More than one takes the plural: 'three siblings'.", previous: (w) => w === undefined || !/^(a|an|the|one|each|every|per)$/.test(w),
    // The counted noun ends its phrase ("two cousin in Canada"), not a compound's first half ("three time zones").
    next: (rest) => /^\s*([.,;!?)]|$)|^\s+(in|at|on|and|but|or|from|who|that|which|to|with|for|left|ago|later|each|of|are|were|live|lives|have|had|old)\b/i.test(rest) && !/^\s+old\b/i.test(rest) },
  { rule: 'word-form/inconvenience', pattern: ['any|the|for|no', 'inconvenient'], span: [1, 2], fix: 'inconvenience', confidence: 0.85, message: "The noun is 'inconvenience'.", next: (rest) => /^\s*([.,;!?]|$)|^\s+(caused|this|that)\b/i.test(rest) },
  { rule: 'connector/reason-why', pattern: ['reason', 'because'], span: [1, 2], fix: 'why', confidence: 0.85, message: "'The reason why I want…' (or 'I want… because…').", previous: (w) => w === 'the' || w === 'main' || w === 'only' },
  { rule: 'verb-form/ing-after-preposition', pattern: ['dream|dreams|dreamed|dreamt|dreaming|think|thinking|thought|talk|talked|talking|worried|worry|care', 'about', 'to', (w) => isKnownBase(w)], span: [1, 4], fix: (w) => `about ${toIngForm(w[3] ?? '')}`, confidence: 0.85,
    message: "After 'about', a verb takes -ing: 'dream about owning'." },
  { rule: 'past-time-tense', pattern: ['and', (w) => isKnownBase(w) && findPast(w) !== w && !/^(be|have|do)$/.test(w)], span: [1, 2], fix: (w) => findPast(w[1] ?? ''), confidence: 0.8, message: "A story told in the past keeps the past: 'walked to the desk and found'.",
    earlier: (sentence) => /\b(i|he|she|we|they)\s+[a-z]{3,}ed\b[^,;]*$/i.test(sentence) && !/\b(will|would|can|could|should|must|going|want|wants|let|help|make|might|may|do|does|did|please)\b/i.test(sentence) && !hasInfinitive(sentence),
    next: (rest) => /^\s+(a|an|the|my|his|her|our|their|it|them|him|me|us)\b/i.test(rest) },
  // Batch 39 (coursework, forum posts, listings, host and school messages, newsletters, complaints).
  { rule: 'article/uncountable', pattern: ['a|an', (w) => /^[a-z]{3,}$/.test(w) && !new RegExp(`^(${MASS_FOOD})$`).test(w) && !/^(glass|cup|bottle|piece|bit|slice|bowl|jug|spoon|pint|litre|liter|kilo|bag|loaf|drop|lot|carton|can|packet|pinch|grain|little|great|good|deal)$/.test(w), MASS_FOOD], span: [0, 2], fix: (w) => w[1] ?? '', confidence: 0.8,
    message: "An uncountable noun takes no 'a': 'use normal milk'.", next: (rest) => /^\s*([.,;!?]|$)|^\s+(with|and|or|for|from|in|on|at|instead|to|is|was|that|which)\b/i.test(rest) },
  { rule: 'confusable/affect-effect', pattern: ['effects', `${DETERMINER}|a|an|how|students|people|children|our|young`], span: [0, 1], fix: 'affects', confidence: 0.85, message: "The verb is 'affects'; 'effects' is the plural noun.",
    previous: (w) => w !== undefined && /^(use|media|it|this|that|which|stress|smoking|weather|pollution|noise|temperature|diet|exercise|sleep|screen|alcohol|caffeine|climate|inflation|technology|music|tourism|he|she)$/.test(w) },
  { rule: 'verb-form/ing-after-preposition', pattern: ['perfect|ideal|great|useful|suitable|designed|necessary|essential|responsible|good|excellent', 'for', (w) => (isKnownBase(w) || /^(entertain|host|relax|unwind|cook|bake|camp|picnic|gather|socialise|socialize|explore)$/.test(w)) && !/^(work|use|study|help|rest|play|travel|change|sleep|water|fun|kids|children)$/.test(w)], span: [2, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.8,
    message: "After 'for', a verb takes -ing: 'perfect for entertaining guests'.", next: (rest) => /^\s+(guests|friends|people|children|kids|parties|events|meetings|dinners|barbecues|visitors|family|the|a|an|your|their|our|my|it|them|large|small|long|short)\b/i.test(rest) },
  { rule: 'confusable/their-there', pattern: ['has|have|had|get|got|bring|take|do|did|finish|finished|start|started|lost|forgot|need|needs|miss|missed', 'there', (w) => /^[a-z]{3,}$/.test(w) && !NOT_AFTER_THERE.test(w) && !/^(been|be|some|no|lots|plenty|nothing|something|anything|everything)$/.test(w)], span: [1, 2], fix: 'their', confidence: 0.8,
    message: "Belonging to them is 'their'.", next: (rest) => /^\s+[a-z]/i.test(rest) },
  { rule: 'number/plural-after-quantifier', pattern: ['some|many|several|these|those|both|various|numerous', (w) => /^[a-z]{4,}$/.test(w) && !/s$/.test(w) && !NOT_A_NOUN.test(w) && !isKnownBase(w), 'are|were|have|need|look|seem'], span: [1, 2], fix: (w) => `${w[1]}s`, confidence: 0.8,
    message: "After 'some' or 'many', a countable noun is plural: 'some paragraphs are'." },
  { rule: 'possessive/apostrophe', pattern: ['one|a', 'month|week|year|day', 'rent|salary|pay|notice|wages|holiday|leave|supply|deposit'], span: [1, 2], fix: (w) => `${w[1]}'s`, confidence: 0.85, message: "A month of rent is 'one month's rent'." },
  { rule: 'verb-tense/since-perfect', pattern: ['is|are', 'broken|closed|empty|down|blocked|missing|unavailable|flooded|out', 'since'], span: [0, 1], fix: (w) => (w[0] === 'is' ? 'has been' : 'have been'), confidence: 0.85,
    message: "A state lasting up to now takes the present perfect: 'has been broken since Monday'.", next: (rest) => SPAN_OR_POINT.test(rest) },
  { rule: 'verb-tense/since-perfect', pattern: ['is|are', 'broken|empty|missing|flooded', 'for'], span: [0, 1], fix: (w) => (w[0] === 'is' ? 'has been' : 'have been'), confidence: 0.85,
    message: "A state lasting up to now takes the present perfect: 'has been broken for over a month'.", next: (rest) => SPAN_OR_POINT.test(rest) },
  // "The museum is closed for two weeks" (from now on) is right: a closing can be planned, so "closed/down/out… for" + a
  // span needs "over/more than/almost/nearly" before it or a "now" after it.
  { rule: 'verb-tense/since-perfect', pattern: ['is|are', 'closed|down|blocked|unavailable|out', 'for'], span: [0, 1], fix: (w) => (w[0] === 'is' ? 'has been' : 'have been'), confidence: 0.85,
    message: "A state lasting up to now takes the present perfect: 'has been closed for over a month'.",
    next: (rest) => SPAN_OR_POINT.test(rest) && /^\s+(over|more\s+than|almost|nearly)\b|^\s+[^.!?;,]*\bnow\b/i.test(rest) },
  { rule: 'article/missing-a', pattern: ['am|is|was', 'very|really|quite|extremely|such', (w) => /^[a-z]{3,}$/.test(w), PERSON_NOUN], span: [1, 2], fix: (w) => `${/^[aeiou]/.test(w[1] ?? '') ? 'an' : 'a'} ${w[1]}`, confidence: 0.85,
    message: "One person takes 'a': 'I am a very patient person'.", previous: (w) => w !== undefined && /^(i|he|she|it|this|that)$/.test(w) },
  { rule: 'verb-form/stative-have', pattern: ['i|we|they|you', 'am|are', 'having', (w) => NUMBER_WORD.test(w), 'brothers|sisters|children|kids|siblings|cousins|cars|dogs|cats|pets|houses|rooms|bedrooms|sons|daughters'], span: [1, 3], fix: 'have', confidence: 0.85,
    message: "Owning or having family is a state: 'I have two brothers'." },
  { rule: 'verb-form/to-base', pattern: ['harder|easier|hard|easy|difficult|impossible|possible|able|unable', 'to', (w) => /^[a-z]{2,}ing$/.test(w) && findBaseOfIng(w) !== undefined], span: [2, 3], fix: (w) => findBaseOfIng(w[2] ?? ''), confidence: 0.85,
    message: "After 'to', the plain verb: 'harder to grow crops'." },
  { rule: 'confusable/your-youre', pattern: ['your', 'supposed|allowed|meant|going', 'to'], span: [0, 1], fix: "you're", confidence: 0.85, message: "'You are' is 'you're'." },
  { rule: 'agreement/does-not', pattern: ['the|this|my|our|his|her|their|your', SINGULAR_AUTHOR, "don't"], span: [2, 3], fix: "doesn't", confidence: 0.85, message: "One author 'doesn't'." },
  { rule: 'article/the-late-reply', pattern: ['sorry|apologies|apologise|apologize', 'for', 'late|delayed|slow'], span: [2, 3], fix: (w) => `the ${w[2]}`, confidence: 0.85, message: "'Sorry for the late reply.'",
    next: (rest) => /^\s+(reply|response|answer|message|email|e-mail)\b/i.test(rest) },
  { rule: 'word-form/adverb', pattern: ['played|play|plays|performed|worked|did|done|ran|sang|wrote|spoke|behaved|coped|managed|handled', 'brilliant|amazing|excellent|terrible|awful|perfect|beautiful|careful|quick|slow|bad|poor|strong'], span: [1, 2],
    fix: (w) => ({ brilliant: 'brilliantly', amazing: 'amazingly', excellent: 'excellently', terrible: 'terribly', awful: 'awfully', perfect: 'perfectly', beautiful: 'beautifully', careful: 'carefully', quick: 'quickly', slow: 'slowly', bad: 'badly', poor: 'poorly', strong: 'strongly' })[w[1] ?? ''], confidence: 0.8,
    message: "How it was done takes an adverb: 'played brilliantly'.", next: (rest) => /^\s*([.,;!?]|$)|^\s+(this|last|in|at|on|and|but|so|all|today|tonight|yesterday|again|throughout|during|every|together)\b/i.test(rest) },
  { rule: 'comparison/as-as', pattern: ['as', (w) => COMPARATIVE_BASE[w] !== undefined, 'as'], span: [1, 2], fix: (w) => COMPARATIVE_BASE[w[1] ?? ''], confidence: 0.85, message: "'As … as' takes the plain adjective: 'twice as fast as'." },
  { rule: 'confusable/its-its', pattern: ['its', 'already|not|really|just|still|always|never|getting|going|been|so|too|quite|pretty|definitely|probably|actually|time|raining|worth|hard|important|clear|true|fine|okay|nice|great|late|over'], span: [0, 1], fix: "it's", confidence: 0.8,
    message: "'It is' is 'it's'; 'its' means belonging to it.", previous: (w) => w === undefined || /^(and|but|so|because|if|when|that|think|hope|know|sure|now|yes|no|oh|honestly|actually|basically|sadly|luckily|well|okay|ok|said|says|say|thinks|thought|guess|believe|believes|feel|feels|felt|knew)$/.test(w) },
  { rule: 'verb-tense/since-perfect', pattern: ['since', (w) => /^(19|20)\d\d$/.test(w), 'i|we|they|you', (w) => (isKnownBase(w) || /^[a-z]{4,}$/.test(w)) && !/(ed|ing|s|ly)$/.test(w) && !/^(be|have|do|am|also|always|never|still|often|usually|only|just|really|will|would|could|should|must|might|can|cannot)$/.test(w)], span: [2, 4], fix: (w) => `${w[2] === 'i' ? 'I' : w[2]} have ${findParticiple(w[3] ?? '')}`, confidence: 0.8,
    message: "From a point in the past up to now takes the present perfect: 'Since 2021 I have volunteered'." },
  { rule: 'confusable/quiet-quite', pattern: ['a|the|very|so|really|nice|lovely|peaceful', 'quite', 'street|area|place|road|neighbourhood|neighborhood|village|town|room|life|corner|spot|evening|night|location|residential|suburban|cul-de-sac'], span: [1, 2], fix: 'quiet', confidence: 0.85,
    message: "Without noise is 'quiet'; 'quite' means fairly." },
  { rule: 'word-form/excited', pattern: ['is|am|are|was|were|feel|felt|get|got|so|really|very', 'exciting|worrying|boring|annoying|disappointing|frightening|confusing|tiring'], span: [1, 2], fix: (w) => `${(w[1] ?? '').slice(0, -3)}ed`.replace(/^(excit|worr|bor|annoy|disappoint|frighten|confus|tir)ed$/, (m, s: string) => ({ excit: 'excited', worr: 'worried', bor: 'bored', annoy: 'annoyed', disappoint: 'disappointed', frighten: 'frightened', confus: 'confused', tir: 'tired' })[s] ?? m), confidence: 0.85,
    message: "How a person feels is 'excited'; 'exciting' is what causes it.", next: (rest) => /^\s+(about|by|with|of)\b/i.test(rest) },
  { rule: 'word-order/also-before-verb', pattern: ['he|she|it|they|we|i|you', (w) => (isThirdSingular(w) || isKnownBase(w)) && !/^(is|are|am|was|were|be|has|have|had|do|does|did|can|could|will|would|should|must|may|might)$/.test(w), 'also'], span: [1, 3], fix: (w) => `also ${w[1]}`, confidence: 0.8,
    message: "'Also' goes before the main verb: 'he also sells momos'.", next: (rest) => /^\s+[a-z]/i.test(rest) && !/^\s+(to|that|and|because|if|when)\b/i.test(rest) },
  { rule: 'preposition/behind', pattern: ['behind|beside|near', 'of', `${DETERMINER}|a|an`], span: [0, 2], fix: (w) => w[0] ?? '', confidence: 0.85, message: "'Behind' takes its object directly: 'behind the building'." },
  { rule: 'relative-pronoun/who', pattern: [PEOPLE_NOUNS, 'which'], span: [1, 2], fix: 'who', confidence: 0.8, message: "For people, use 'who': 'students who submit'.",
    next: (rest) => /^\s+(submit|are|were|have|had|want|need|live|work|study|came|come|attend|wish|use|do|did|will|can|could|would|should|must|may|might|paid|bought|said|got|made|left|went|took|gave|sent|spent|[a-z]+ed)\b/i.test(rest) },
  // Batch 40 (university essays, statements of purpose, HR e-mails, self-assessments, support chats, review replies, listings).
  { rule: 'preposition/on-holiday', pattern: ['be|am|is|are|was|were|go|going|went|been', 'in', 'holiday|holidays|vacation'], span: [1, 2], fix: 'on', confidence: 0.85, message: "Away from work is 'on holiday'." },
  { rule: 'preposition/in-front-of', pattern: ['in', 'front', `${DETERMINER}|a|an`], span: [1, 2], fix: 'front of', confidence: 0.85, message: "The phrase is 'in front of'." },
  { rule: 'verb-form/ing-after-preposition', pattern: ['before|after|without', 'to', (w) => isKnownBase(w) && !/^(the|a|an)$/.test(w)], span: [1, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.85,
    message: "After 'before', a verb takes -ing: 'before starting'.", previous: (w) => w !== undefined && !/^(up|due|next|close|prior|right|shortly)$/.test(w) },
  { rule: 'preposition/sponsored-by', pattern: ['sponsored', 'from'], span: [1, 2], fix: 'by', confidence: 0.85, message: "Whoever pays for it: 'sponsored by'." },
  { rule: 'verb-form/irregular-past', pattern: ['have|has|had', 'lead'], span: [1, 2], fix: 'led', confidence: 0.85, message: "The participle of 'lead' is 'led'." },
  { rule: 'verb-form/irregular-past', pattern: ['have|has|had', 'successfully|recently|already|previously|also|personally|just', 'lead'], span: [2, 3], fix: 'led', confidence: 0.85, message: "The participle of 'lead' is 'led'." },
  { rule: 'preposition/interest-in', pattern: ['interest', 'for'], span: [1, 2], fix: 'in', confidence: 0.85, message: "One has an 'interest in' something.",
    previous: (w) => w !== undefined && /^(my|his|her|their|our|your|an|strong|great|deep|keen|personal|growing|particular|real|genuine|lifelong)$/.test(w) },
  { rule: 'verb-form/irregular-present', pattern: ['anyone|someone|anybody|somebody|he|she|it|nobody|everyone', 'founds'], span: [1, 2], fix: 'finds', confidence: 0.85, message: "Coming across it is 'finds'; 'founds' means establishes." },
  { rule: 'verb-form/ing-after-preposition', pattern: ['looking|look|looked|looks', 'into|at', (w) => isKnownBase(w) && !/^(the|a|an|it|this|that)$/.test(w) && !/^(work|use|help|change|plan|design|report|result|answer|study|record)$/.test(w)], span: [2, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.8,
    message: "After 'looking into', a verb takes -ing: 'looking into installing'.", next: (rest) => /^\s+[a-z]/i.test(rest) },
  { rule: 'verb-pattern/proceed-with', pattern: ['proceed|proceeding', `${DETERMINER}|a|an`], span: [0, 1], fix: (w) => `${w[0]} with`, confidence: 0.85, message: "'Proceed' takes 'with': 'proceed with your claim'." },
  { rule: 'verb-pattern/tell-someone', pattern: ['told|tell|tells|telling', 'to', 'the|him|her|them|me|us|my|his|our|their|your'], span: [0, 2], fix: (w) => w[0] ?? '', confidence: 0.85, message: "'Tell' takes the person directly: 'told the patient'.",
    previous: (w) => w === undefined || !/^(was|were|been|be|is|are|being)$/.test(w), next: (rest) => /^\s+([a-z]+\s+)?(that|to|about|what|how|why|where|when|not)\b/i.test(rest) },
  { rule: 'article/a-pleasure', pattern: ['was|is|be|been', 'pleasure', 'to|meeting|working'], span: [1, 2], fix: 'a pleasure', confidence: 0.85, message: "'It was a pleasure to…'.", previous: (w) => w === 'it' || w === 'will' || w === 'has' },
  { rule: 'verb-pattern/direct-object', pattern: ['consider|considered|considering|considers|discuss|discussed|discussing|discusses', 'about'], span: [0, 2], fix: (w) => w[0] ?? '', confidence: 0.85, message: "'Consider' and 'discuss' take their object directly." },
  { rule: 'confusable/its-its', pattern: ['of|for|with|about|from|by|on|in', "it's", (w) => /^[a-z]{3,}$/.test(w) && !/^(been|not|the|very|too|going|time|just|still|already|raining|true|okay|all|own)$/.test(w)], span: [1, 2], fix: 'its', confidence: 0.8,
    message: "Belonging to it is 'its'; 'it's' is 'it is'.", next: (rest) => /^\s+[a-z]/i.test(rest) },
  { rule: 'verb-form/passive-participle', pattern: ['been', DONE_TO_IT], span: [1, 2], fix: (w) => (w[1] === 'cancel' ? 'cancelled' : findParticiple(w[1] ?? '')), confidence: 0.85, message: "After 'been', the participle: 'has been processed'." },
  { rule: 'verb-form/passive-participle', pattern: ['been', 'recently|just|already|fully|newly|completely|successfully', DONE_TO_IT], span: [2, 3], fix: (w) => (w[2] === 'cancel' ? 'cancelled' : findParticiple(w[2] ?? '')), confidence: 0.85, message: "After 'been', the participle: 'has been recently renovated'." },
  { rule: 'verb-form/passive-participle', pattern: ['been', DONE_TO_IT_OR_STATE], span: [1, 2], fix: (w) => findParticiple(w[1] ?? ''), confidence: 0.85, message: "After 'been', the participle: 'has been opened by'.",
    next: (rest) => /^\s+by\b/i.test(rest) },
  { rule: 'verb-form/passive-participle', pattern: ['been', 'recently|just|newly|successfully', DONE_TO_IT_OR_STATE], span: [2, 3], fix: (w) => findParticiple(w[2] ?? ''), confidence: 0.85, message: "After 'been', the participle: 'has been recently cleaned'." },
  // "I have been study for six hours" → "studying": a person's "have been" + a bare verb + a length of time is a
  // progressive (a verb done to the subject is the passive rules' above; a verb whose participle is its base, "put", stays).
  { rule: 'verb-form/perfect-progressive', pattern: ['been', (w) => isKnownBase(w) && findParticiple(w) !== w && !DONE_TO_IT_WORDS.has(w) && !DONE_TO_IT_OR_STATE.split('|').includes(w)], span: [1, 2],
    fix: (w) => toIngForm(w[1] ?? ''), confidence: 0.85, message: "'Have been' + an activity over time takes the -ing form: 'have been studying for six hours'.",
    // Only after a person ("I have", "she's"): "My account has been block since…" is a passive ("blocked").
    earlier: (sentence) => /\b(i|we|you|they|he|she)(\s+(have|has|had)|['’](ve|s|d))\s*$/i.test(sentence), next: (rest) => /^\s+(for|since|all)\b/i.test(rest) },
  { rule: 'relative-clause/the-way', pattern: ['the', 'way', 'how'], span: [1, 3], fix: 'way', confidence: 0.85, message: "'The way' already says how: 'the way young people form…'." },
  { rule: 'word-order/embedded-question', pattern: ['about|explain|explains|explained|understand|discuss|discusses|wonder|know', 'why|how|what|where|when', 'do|does|did', 'we|i|you|they|he|she|people|students|it'], span: [2, 4], fix: (w) => (w[3] === 'i' ? 'I' : w[3] ?? ''), confidence: 0.8,
    message: "Inside a sentence, a question keeps statement order: 'about why we procrastinate'.", next: (rest) => /^\s+[a-z]/i.test(rest) && !/^\s+(not|n't)\b/i.test(rest) },
  { rule: 'word-form/excited', pattern: ['was|were|am|is|are', 'very|so|really|extremely|deeply|quite', 'disappointing|shocking|surprising|boring|embarrassing|confusing'], span: [2, 3],
    fix: (w) => ({ disappointing: 'disappointed', shocking: 'shocked', surprising: 'surprised', boring: 'bored', embarrassing: 'embarrassed', confusing: 'confused' })[w[2] ?? ''], confidence: 0.8,
    message: "How a person feels is 'disappointed'; 'disappointing' is what causes it.", previous: (w) => w !== undefined && /^(i|we|they|he|she|you)$/.test(w), next: (rest) => /^\s+(to|that|with|by|about|when)\b/i.test(rest) },
  { rule: 'word-form/adverb', pattern: ['behave|behaved|behaves|behaving|act|acted|acts|acting', (w) => TO_LY[w] !== undefined], span: [1, 2], fix: (w) => TO_LY[w[1] ?? ''], confidence: 0.85, message: "How someone behaves takes an adverb: 'behave aggressively'." },
  { rule: 'number/plural-subject', pattern: ['woman|man', 'still|often|usually|always|generally|also|now|typically', 'earn|are|have|make|work|get|do|live|need|want|face|receive'], span: [0, 1], fix: (w) => (w[0] === 'woman' ? 'women' : 'men'), confidence: 0.85,
    message: "With a plural verb, the noun is plural: 'women still earn'.", previous: (w) => w === undefined || !/^(a|an|the|this|that|one|every|each|any|no|young|old|single|married)$/.test(w) },
  {
    // "The shop will be close on Boxing Day" → "closed": shut for a day, a holiday or a stretch of time.
    rule: 'confusable/close-closed', pattern: ['be|is|are|was|were|been', 'close'], span: [1, 2], fix: 'closed', confidence: 0.85, message: "Shut is 'closed'; 'close' means near.",
    next: (rest) => /^\s+(on\s+(Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Saturdays?|Sundays?|Christmas|Boxing\s+Day|New\s+Year|Easter|Good\s+Friday|bank\s+holidays?|public\s+holidays?)|until\s+(further\s+notice|[A-Z])|over\s+(Christmas|Easter|the\s+holidays?)|for\s+(the\s+)?(holidays?|refurbishment|repairs|renovations?|lunch|Christmas|Easter))\b/.test(rest),
  },
  { rule: 'confusable/close-closed', pattern: ['closed', 'to', 'schools|shops|the|town|amenities|transport|public|restaurants|beaches|station|city|everything|local|all|both'], span: [0, 1], fix: 'close', confidence: 0.85, message: "Near is 'close to'; 'closed' means shut.",
    previous: (w) => w !== undefined && /^(street|road|area|located|situated|apartment|flat|house|home|hotel|is|very|conveniently|quiet)$/.test(w) },
  { rule: 'preposition/appointment-with', pattern: ['appointment', 'to|at', `${DETERMINER}|a|an`], span: [1, 2], fix: 'with', confidence: 0.85, message: "One has 'an appointment with the dentist'.",
    next: (rest) => /^\s+(dentist|doctor|gp|hairdresser|optician|lawyer|vet|specialist|nurse|consultant|physio|physiotherapist|therapist|orthodontist)\b/i.test(rest) },
  { rule: 'preposition/no-in-before-tomorrow', pattern: ['in', 'tomorrow|today|tonight|yesterday'], span: [0, 2], fix: (w) => w[1] ?? '', confidence: 0.85, message: "'Tomorrow' needs no 'in'.", next: (rest) => !/^['’]s/.test(rest) },
  { rule: 'verb-form/ing-after-preposition', pattern: ['letter|form|application|fee|deadline|requirements|documents|reason|money|time', 'for', (w) => isKnownBase(w) && !/^(the|a|an|work|use|help|study|rest|sale|rent|change|travel|play|sleep)$/.test(w)], span: [2, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.8,
    message: "After 'for', a verb takes -ing: 'a letter for applying'.", next: (rest) => /^\s+(to|for|at|in|the|a|an|my|your|our|their)\b/i.test(rest) },
  { rule: 'connector/because-clause', pattern: ['because', 'of', DETERMINER], span: [0, 2], fix: 'because', confidence: 0.85, message: "Before a clause (a subject and its verb), use 'because'; 'because of' takes a noun.",
    next: (rest) => /^\s+[a-z]+\s+(is|are|was|were|has|had|will|cannot|can't|didn't|doesn't|isn't|wasn't)\b/i.test(rest) },
  // Batch 41 (ESL essays, homework, office e-mails, cover letters, forum posts).
  { rule: 'confusable/quiet-quite', pattern: ['be|keep|stay|remain|stays|stayed|kept|keeps|remained|remains|is|are|am|was|were|been|being|very|so|too|really|extremely|perfectly|completely|totally|fell|go|went|gone|goes|became|become|get|got|gets|getting', 'quite'], span: [1, 2], fix: 'quiet', confidence: 0.85,
    message: "Without noise is 'quiet'; 'quite' means fairly.",
    next: (rest) => /^\s*([.,;!?]|$)|^\s+(during|while|when|and|or|because|until|after|please|for|now|tonight|today|at\s+night|in\s+(class|here|there|the\s+(library|evening|evenings|morning|night|classroom|room|exam|hall)))\b/i.test(rest) },
  { rule: 'word-form/excited', pattern: ['so|very|really|too|extremely|incredibly|super|quite|pretty|more|most|truly|absolutely', 'exited'], span: [1, 2], fix: 'excited', confidence: 0.85,
    message: "Feeling eager is 'excited'; 'exited' means went out." },
  { rule: 'word-form/excited', pattern: ['so|very|really|too|extremely|incredibly|super|quite|pretty|more|most|truly|absolutely', 'exiting'], span: [1, 2], fix: 'excited', confidence: 0.85,
    message: "How a person feels is 'excited' ('exiting' means leaving).",
    earlier: (sentence) => /\b(i|he|she|we|they|you|everyone|everybody|kids|children|students)\s+(was|were|am|is|are|'m|'re|felt|feel|feels|got|get|gets|seemed|seem|seems|looked|look|looks)\s*$/i.test(sentence) },
  { rule: 'word-form/exciting', pattern: ['so|very|really|too|extremely|incredibly|super|quite|pretty|more|most|truly|absolutely', 'exiting'], span: [1, 2], fix: 'exciting', confidence: 0.85,
    message: "What causes excitement is 'exciting' ('exiting' means leaving).",
    earlier: (sentence) => /\b(it|this|that|the\s+[a-z]+|it's|that's)\s+(was|is|were|are|looks|looked|sounds|sounded|seems|seemed)?\s*$|\b(the|a|an)\s*$/i.test(sentence) },
  { rule: 'number/people', pattern: [(w, token) => w === 'peoples' && token.text !== 'PEOPLES'], fix: 'people', confidence: 0.85, message: "'People' is already plural ('peoples' means nations).",
    earlier: (sentence) => /(^\s*|\b(many|most|some|young|old|local|other|these|those|few|several|more|ordinary|normal|rich|poor|lots?\s+of|the\s+other)\s+)$/i.test(sentence),
    next: (rest) => /^\s+(in|are|were|who|think|thought|say|said|like|love|do|don't|did|didn't|have|had|need|want|can|could|will|would|should|always|usually|often|here|there|from|living|live|come|go|get|believe|prefer|use)\b/i.test(rest) },
  { rule: 'number/irregular-plural', pattern: [`${DETERMINER}|these|those|some|several|many|all|both|no|two|three|four|five|six|sharp|kitchen|steak|new|old|clean|dirty|blunt|dull|green|dry|fallen|autumn|wooden|empty|top|bottom`, (w, token) => /^(knifes|leafs|wolfs|loafs|thiefs|shelfs|halfs|wifes|calfs)$/.test(w) && token.text === w], span: [1, 2],
    fix: (w) => ({ knifes: 'knives', leafs: 'leaves', wolfs: 'wolves', loafs: 'loaves', thiefs: 'thieves', shelfs: 'shelves', halfs: 'halves', wifes: 'wives', calfs: 'calves' })[w[1] ?? ''], confidence: 0.85,
    message: "Nouns in -f(e) make their plural in -ves: 'knives', 'leaves'." },
  { rule: 'article/the-east', pattern: ['in|to|towards|toward', (w, token) => /^(east|west|north|south|north-east|north-west|south-east|south-west|northeast|northwest|southeast|southwest)$/.test(w) && token.text === w], span: [1, 2], fix: (w) => `the ${w[1]}`, confidence: 0.85,
    message: "A compass point as a place takes 'the': 'in the east'.", earlier: (sentence) => !/\bfrom\s+[a-z-]+\s*$/i.test(sentence),
    next: (rest) => (/^\s*([.,;!?]|$)|^\s+(and|or|but|of|where|while|which|because|so)\b/i.test(rest)) && !/^\s+(and|or)\s+(east|west|north|south)/i.test(rest) },
  { rule: 'verb-form/passive-participle', pattern: ['which|that|position|job|role|vacancy|post|advert|ad|product|item|flat|apartment|course|offer|house|car', 'i|we|you|they|he|she', 'saw|seen|see|heard|found|noticed|read', 'advertise|advertize|post|list|publish|mention|announce|display|feature|sell|offer|recommend|describe|review|promote|share|print|quote|report|discuss|praise|criticise|criticize'],
    span: [3, 4], fix: (w) => findParticiple(w[3] ?? ''), confidence: 0.85, message: "The thing seen was advertised: 'which I saw advertised'.",
    next: (rest) => /^\s*([.,;!?]|$)|^\s+(on|in|at|online|by|last|yesterday|recently|earlier|today|this|for|some|a|two|three|few|several)\b/i.test(rest) },

  // Batch 42 (international students' e-mails and essays, homework, small-business pages, nurses' reports).
  { rule: 'article/room-number', pattern: ['in|at|to|from|into|near|outside|inside|on|by', 'the', NUMBERED_PLACE, (w) => /^\d+[a-z]?$/.test(w)], span: [1, 3], fix: (w) => w[2], confidence: 0.85,
    message: "A room or gate named by its number takes no 'the': 'in room 204'.", next: (rest) => endsClause(rest) || /^\s+(and|or|but|at|on|in|for|is|was|to|from|with|by|next|near|of|before|after|until|so|when|if)\b/i.test(rest) },
  { rule: 'connector/even-though', pattern: ['even', 'i|we|he|she|they|you|it'], span: [0, 1], fix: 'even though', confidence: 0.85,
    message: "Before a clause, 'even' needs 'though' (or 'if'): 'Even though I studied hard, I failed'.", previous: (w) => w === undefined,
    // Not "Even I can do it" (emphatic, often with a modal) nor before a reporting clause ("…, she said").
    next: (rest) => /^\s+[a-z']+\b[^,.;!?]*,\s*(i|we|he|she|they|you|it|my|our|his|her|their|the|there)\s+[a-z]/i.test(rest)
      && !/^\s+(can|could|will|would|should|must|might|may|can't|couldn't|won't|wouldn't)\b/i.test(rest) && !/^[^,.;!?]*,\s*(i|we|he|she|they|you)\s+(said|says|say|thought|think|added|replied|admitted|told|asked|guess|know|knew)\b/i.test(rest) },
  { rule: 'relative-clause/resumptive-pronoun', pattern: ['that|which|who|whom', 'i|we|you|he|she|they', PREPOSITIONAL_VERBS, 'about|of|to|for|at|on|in|with|from', 'it|them|him|her'], span: [3, 5], fix: (w) => w[3], confidence: 0.8,
    message: "The relative pronoun already stands for the thing: 'the book that I told you about', without 'it'.", earlier: isRelativeHead, next: afterRelativeClause },
  { rule: 'relative-clause/resumptive-pronoun', pattern: ['that|which|who|whom', 'i|we|you|he|she|they', 'told|tell|asked|ask|reminded|warned|wrote|emailed|texted|messaged', 'you|him|her|them|me|us', 'about', 'it|them|him|her'], span: [4, 6], fix: 'about', confidence: 0.8,
    message: "The relative pronoun already stands for the thing: 'the book that I told you about', without 'it'.", earlier: isRelativeHead, next: afterRelativeClause },
  { rule: 'word-order/all-my', pattern: ['my|your|our|their|his|her', 'all', (w) => /^[a-z]{3,}$/.test(w) && !NOT_AFTER_MY_ALL.test(w)], span: [0, 2], fix: (w) => `all ${w[0]}`, confidence: 0.85,
    message: "'All' goes before 'my': 'all my friends'." },
  { rule: 'possessive/plural-not-possessive', pattern: ['all|many|several|both|most|these|those|two|three|four|five|six|ten', 'the|my|our|your|their|his|her', (w) => /^[a-z]{3,}[^s']'s$/.test(w)], span: [2, 3], fix: (w) => pluralOfPossessive(w[2] ?? ''), confidence: 0.85,
    message: "A plural takes no apostrophe: 'all the nurses'.", next: (rest) => endsClause(rest) || NOT_A_NOUN_NEXT.test(rest) },
  { rule: 'possessive/plural-not-possessive', pattern: ['many|several|both|these|those|two|three|four|five|six|ten', (w) => /^[a-z]{3,}[^s']'s$/.test(w)], span: [1, 2], fix: (w) => pluralOfPossessive(w[1] ?? ''), confidence: 0.85,
    message: "A plural takes no apostrophe: 'many nurses'.", next: (rest) => endsClause(rest) || NOT_A_NOUN_NEXT.test(rest) },
  { rule: 'verb-pattern/direct-object', pattern: ['contact|contacted|contacts|contacting', 'with', 'me|us|him|her|them|you|our|the|my|your|his|their'], span: [0, 2], fix: (w) => w[0], confidence: 0.85,
    message: "The verb 'contact' takes the person directly: 'contact me' ('in contact with' is the noun).",
    previous: (w) => w !== undefined && /^(please|kindly|to|can|could|will|would|should|may|might|must|i|we|you|they|he|she|not|don't|never|also|just|then|immediately|pls|already)$/.test(w) },
  { rule: 'agreement/compound-predicate', pattern: ['are|were', (w) => /^[a-z]{3,}$/.test(w) && !/^(not|also|and|the|you|they|there|here|going|all|both)$/.test(w), 'and', "has|is|was|does|doesn't|hasn't|isn't|wasn't"], span: [3, 4],
    fix: (w) => PLURAL_OF_VERB[w[3] ?? ''], confidence: 0.8, message: "Both verbs share the plural subject: 'are certified and have'.", earlier: hasPluralSubjectJustBefore, next: notAQuestionAfter },
  { rule: 'agreement/compound-predicate', pattern: ['are|were', 'fully|all|highly|very|well|always|also|both|now', (w) => /^[a-z]{3,}$/.test(w), 'and', "has|is|was|does|doesn't|hasn't|isn't|wasn't"], span: [4, 5],
    fix: (w) => PLURAL_OF_VERB[w[4] ?? ''], confidence: 0.8, message: "Both verbs share the plural subject: 'are certified and have'.", earlier: hasPluralSubjectJustBefore, next: notAQuestionAfter },
  { rule: 'preposition/since-a-year', pattern: ['for', (w) => /^(19\d\d|20[01]\d|202[0-3])$/.test(w)], span: [0, 1], fix: 'since', confidence: 0.85, message: "From a point in time up to now is 'since 2015'; 'for' takes a length of time.",
    earlier: (sentence) => { const m = /\b(?:has|have|'ve|hasn't|haven't)\s+(?:always\s+|also\s+|only\s+)?([a-z]+)\b[^,;]*$/i.exec(sentence); return m !== null && isPerfectParticiple((m[1] ?? '').toLowerCase()); } },
  { rule: 'verb-pattern/stop-doing', pattern: ['stopped|stop|stops', 'to', 'eat|drink|buy|smoke', HABIT_THINGS], span: [1, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.8,
    message: "Giving up a habit is 'stopped eating'; 'stopped to eat' means stopped in order to eat.",
    next: (rest) => /^\s+(food\s+|drinks\s+|meat\s+)?(because|since|as|anymore|any\s+more|altogether|completely|for\s+(good|health)|and\s+(started|now|feel|we|i|they)|after|last|two|three|a\s+(year|month|few)|years|months|ago)\b|^\s*[.!]/i.test(rest) },
  { rule: 'question-word-order/do-support', pattern: ['what|where|how|why|when|which', 'you|they|we', 'think|mean|want|need|like|prefer|suggest|recommend|say|know|do|plan|expect|feel|usually|eat|study|work|live|go'], span: [0, 2],
    fix: (w) => `${w[0]} do ${w[1]}`, confidence: 0.8, message: "A direct question needs 'do': 'What do you think about…?'.", previous: (w) => w === undefined, next: (rest) => /^[^.!?\n]*\?/.test(rest) },
  { rule: 'confusable/were-we-are', pattern: ['were'], fix: "we're", confidence: 0.8, message: "'We are' is written 'we're'; 'were' is a past form.",
    // Only right after "I think" that opens its clause: "the people I knew were coming" is a contact clause.
    earlier: (sentence) => /(^|[,;:]\s*|\b(and|but|so|because|that|now|well|yes|no|ok|okay)\s+)((i|you|they|he|she)\s+(really\s+|just\s+|also\s+|still\s+|do\s+)?(think|thought|hope|guess|believe|know|knew|said|feel|felt|suppose|realized|realised|mean|promise|bet)|(i'm|i\s+am|i\s+was)\s+(so\s+|pretty\s+|quite\s+)?(sure|glad|afraid|happy|worried))\s*$/i.test(sentence),
    next: (rest) => /^\s+([a-z]+ing|gonna|not|all|ready|late|still|almost|finally|done|so|really|just|right|ok|okay|fine|lost)\b/i.test(rest) },
  // Batch 43's families (issue 33, session 22).
  { rule: 'confusable/due-to', pattern: ['do', 'to', 'the|a|an|bad|heavy|high|low|poor|recent|ongoing|current|unforeseen', (w) => DUE_TO_CAUSES.test(w)], span: [0, 1], fix: 'due', confidence: 0.85,
    message: "A cause is introduced by 'due to'; 'do' is a verb.", previous: (w) => w !== undefined && !/^(i|you|we|they|he|she|it|to|can|could|will|would|shall|should|must|might|may|not|never|don't|didn't|doesn't|did|does|what|anything|nothing|something|everything|would|gonna|wanna|also|just|even|ever|please|let's)$/.test(w) },
  { rule: 'confusable/complement', pattern: ['compliment|compliments|complimented|complimenting', 'the|its|their|this|your|each|any|every', 'sweetness|flavor|flavors|flavour|flavours|richness|acidity|texture|saltiness|bitterness|smokiness|tartness|sourness|creaminess|earthiness|spiciness|heat|palette'], span: [0, 1],
    fix: (w) => (w[0] ?? '').replace('compliment', 'complement'), confidence: 0.85, message: "Going well with something is 'complement'; 'compliment' is praise.",
    // "The guests complimented the flavour": a person praising it.
    earlier: (sentence) => !/\b(i|we|he|she|they|you|everyone|everybody|guests|customers|diners|critics|people|chef|judges|friends|reviewers)\b/i.test(sentence) },
  { rule: 'confusable/than-then', pattern: ['than', (w) => STEP_VERBS.test(w)], span: [0, 1], fix: 'then', confidence: 0.8, message: "The next step is 'then'; 'than' compares.",
    previous: (w) => w === undefined, earlier: (sentence) => /,\s*$/.test(sentence) && !/\b(more|less|fewer|rather|better|worse|sooner|other|otherwise|different|differently|prefer|preferred|faster|easier|cheaper|quicker|longer|bigger|smaller|harder|safer)\b/i.test(sentence) },
  { rule: 'be-plus-verb/progressive', pattern: ['i|we|they|you|he|she', 'am|are|is|was|were', 'study|work|learn|teach|live|stay|train|prepare|volunteer|intern|major|research'], span: [2, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.8,
    message: "After 'am/is/are', an action in progress takes -ing: 'I am studying nursing'.",
    next: (rest) => /^\s+(at|in|for|on|with|from|abroad|hard|part-time|full-time|nursing|medicine|law|engineering|english|business|biology|chemistry|physics|accounting|economics|psychology|computer|math|maths|music|art|history|here|there|now|currently|online|remotely|two|three|as|to)\b/i.test(rest) },
  { rule: 'confusable/principal', pattern: ['principle'], fix: 'principal', confidence: 0.85, message: "The head of a school is the 'principal'; a 'principle' is a rule or belief.",
    previous: (w) => w === 'the' || w === 'our' || w === 'my' || w === 'their',
    next: (rest) => /^\s+of\s+(the|my|our|your|his|her|their)\s+(?:[a-z]+(?:['’]s)?\s+){0,2}(school|college|academy)\s+(called|said|says|told|tells|sent|sends|wrote|writes|asked|asks|emailed|announced|decided|wants|visited|came|met|spoke|gave|phoned|rang)\b/i.test(rest) },
  { rule: 'confusable/past-passed', pattern: ['walked|walk|walks|walking|drove|drive|drives|driving|ran|run|runs|running|rode|ride|riding|strolled|hurried|rushed|wandered|sped|raced|cycled|jogged|marched|sailed|flew|went', 'passed', 'the|a|an|my|our|his|her|their|your|this|that|some|each|several|two|three|by|me|us|him|them'], span: [1, 2], fix: 'past', confidence: 0.85,
    message: "Going by something is 'past'; 'passed' is the verb 'pass'." },
  { rule: 'sentence/missing-subject-it', pattern: ['is|was', 'very|really|so|quite|extremely|too', (w) => IT_IS_ADJECTIVE.test(w)], span: [0, 1], fix: (w) => `it ${w[0]}`, confidence: 0.8,
    message: "English needs a subject here: 'It is very important to…'.", previous: (w) => w === undefined,
    earlier: (sentence) => /^\s*$/.test(sentence), next: (rest) => /^\s+(to|for|that)\b[^?]*([.!]|$)/i.test(rest) && !/\?/.test(rest.split(/[.!]/)[0] ?? '') },
  { rule: 'word-order/also-have', pattern: ['i|we|they|you', 'have|had', 'also', 'a|an|some|two|three|several|many|lots|plenty|another|free|our|my|their'], span: [1, 3], fix: (w) => `also ${w[1]}`, confidence: 0.8,
    message: "'Also' goes before the main verb: 'We also have a garden'." },
  { rule: 'number/plural-after-hundred', pattern: [(w) => NUMBER_WORD.test(w) || w === 'several' || w === 'a', 'hundred|thousand', (w) => HUNDRED_COUNTED.test(w)], span: [2, 3], fix: (w) => `${w[2]}s`, confidence: 0.85,
    message: "More than one takes the plural: 'two hundred cupcakes'.", next: (rest) => /^\s*([.,;!?]|$)|^\s+(at|in|on|for|to|from|with|and|or|were|are|have|had|will|came|during|last|this|each|every|into|by|so|but|that|which|who|ago)\b/i.test(rest) },
  { rule: 'verb-tense/so-far-perfect', pattern: ['i|we|they|you', "didn't", (w) => isKnownBase(w) && !/^(be|have|do|know|think|want|like|need|mean|expect|realize|realise|understand)$/.test(w)], span: [1, 3],
    fix: (w) => `haven't ${findParticiple(w[2] ?? '')}`, confidence: 0.8, message: "Up to now takes the present perfect: 'So far I haven't found a job'.",
    previous: (w) => w === undefined || w === 'far' || w === 'now', earlier: (sentence) => /\b(so\s+far|until\s+now|up\s+to\s+now|till\s+now|as\s+of\s+now|yet)\s*,?\s*$/i.test(sentence) },
  { rule: 'agreement/who-and-verb', pattern: ['and|but', "don't|aren't|haven't|do|have|are"], span: [1, 2], fix: (w) => ({ "don't": "doesn't", "aren't": "isn't", "haven't": "hasn't", do: 'does', have: 'has', are: 'is' })[w[1] ?? ''], confidence: 0.8,
    message: "The verb after 'someone who … and' agrees with 'someone': 'who makes me laugh and doesn't take life too seriously'.",
    earlier: (sentence) => /\b(someone|somebody|anyone|anybody|a\s+(?:person|man|woman|guy|girl|partner))\s+who\s+(?!i\b|you\b|we\b|they\b|[a-z]+\s+(?:i|you|we|they)\b)(?:can|will|would|could|is|likes|loves|enjoys|has|knows|makes|wants|[a-z]+s)\b[^,;:?!()]*$/i.test(sentence),
    next: (rest) => /^\s+(not\s+)?[a-z]+/i.test(rest) && !/^\s+(you|we|they|i)\b/i.test(rest) },
  { rule: 'possessive/apostrophe-for-plural', pattern: [(w) => /^[a-z]{3,}'s$/.test(w) && !/^(it|he|she|that|this|there|here|what|who|let|one)'s$/.test(w), 'and|or', (w) => isPluralNoun(w)], span: [0, 1], fix: (w) => pluralOfPossessive(w[0] ?? ''), confidence: 0.8,
    message: "A plural takes no apostrophe: 'apples and pears'.", previous: (w) => w !== undefined && /^(fresh|ripe|organic|local|homemade|frozen|green|red|cheap|new|used|more|some|many|buy|sell|sells|sold|selling|bought|grow|grows|grew|picked|and|with|of)$/.test(w) },
  { rule: 'sentence/doubled-subject', pattern: ['my|our|his|her|their|your', 'daughter|sister|mother|mom|mum|wife|aunt|grandmother|grandma|girlfriend|niece', 'she', (w) => isThirdSingular(w) || /^(is|was|has|can|will|does|doesn't|isn't|wasn't|needs|wants|likes)$/.test(w)], span: [1, 3], fix: (w) => w[1], confidence: 0.8,
    message: "The subject is named once: 'my daughter needs', not 'my daughter she needs'.", previous: (w) => w === undefined || /^(that|because|and|but|so|now|today|also)$/.test(w) },
  { rule: 'sentence/doubled-subject', pattern: ['my|our|his|her|their|your', 'son|brother|father|dad|husband|uncle|grandfather|grandpa|boyfriend|nephew', 'he', (w) => isThirdSingular(w) || /^(is|was|has|can|will|does|doesn't|isn't|wasn't|needs|wants|likes)$/.test(w)], span: [1, 3], fix: (w) => w[1], confidence: 0.8,
    message: "The subject is named once: 'my son needs', not 'my son he needs'.", previous: (w) => w === undefined || /^(that|because|and|but|so|now|today|also)$/.test(w) },
  { rule: 'verb-pattern/used-to-purpose', pattern: ['be|is|are|was|were|been|being', 'used', 'to', (w) => baseOfPurposeIng(w) !== undefined], span: [3, 4], fix: (w) => baseOfPurposeIng(w[3] ?? ''), confidence: 0.8,
    message: "A purpose after 'is used to' takes the plain verb: 'The funds will be used to purchase laptops'.",
    earlier: (sentence) => /\b(funds|money|donations?|grants?|proceeds|budget|fees|revenue|savings|tax(es)?|income|profits?|tool|software|machine|device|data|information|room|space|app)\b/i.test(sentence) && !/\b(i|we|you|they|he|she|people|kids|children|students|staff|workers|employees)\s+(will\s+|would\s+|might\s+|may\s+)?(be|am|is|are|was|were|get|got)\s*$/i.test(sentence) },
  { rule: 'confusable/quiet-quite', pattern: ['quiet', 'dense|heavy|thick|dry|salty|sweet|spicy|sour|bitter|soft|hard|tough|chewy|crispy|crunchy|moist|sticky|bland|rich|expensive|cheap|difficult|easy|good|bad|different|similar|large|small|big|long|short|far|close|busy|tired|sure|nice|interesting|common|rare|popular|strong|weak|hot|cold|warm|fast|slow|high|low|late|early|well|often|a|an|frankly|honestly|simply|possibly|likely|right|wrong'], span: [0, 1], fix: 'quite', confidence: 0.85,
    message: "'Quite' means 'fairly'; 'quiet' means without noise.", previous: (w) => w !== undefined && /^(out|is|was|are|were|be|been|looks|looked|seems|seemed|felt|feels|tasted|tastes|came|got|gets|turned|became|become|it's|that's|not|also|still|and|but)$/.test(w) },
  { rule: 'article/missing-the-table', pattern: ['on|under|off|from', 'table|desk|counter|shelf|floor|fridge|sofa|couch|bed|windowsill'], span: [0, 1], fix: (w) => `${w[0]} the`, confidence: 0.8,
    message: "A particular table takes 'the': 'on the table'.",
    previous: (w) => w !== undefined && /^(keys|it|them|phone|bag|wallet|book|books|box|boxes|plate|plates|cup|cups|papers|documents|files|mail|letter|laptop|charger|coat|jacket|money|note|food|dishes|glasses|bottle|left|leave|put|placed|place|is|are|was|were|sitting|lying|fell|dropped|found)$/.test(w),
    next: (rest) => /^\s+(in|at|near|by|next|of|and|for|when|before|after|so|because|but|again|yesterday|this|last)\b|^\s*[.,;!?]/i.test(rest) },
  { rule: 'sentence/missing-be', pattern: ['my|our|his|her|their|your', 'son|daughter|brother|sister|mother|father|mom|mum|dad|wife|husband|friend|boss|teacher|baby|child|kid|family|team|class|dog|cat', 'very|so|really|extremely|quite|too|always|not', (w) => FEELING.test(w)], span: [1, 2], fix: (w) => `${w[1]} is`, confidence: 0.8,
    message: "The sentence needs its verb: 'My son is very excited'.", previous: (w) => w === undefined || /^(and|but|so|because|now|today|also)$/.test(w) },
  { rule: 'parallel/gerund-list', pattern: ['and|or', 'to', (w) => isKnownBase(w) && !/^(be|have|do|go)$/.test(w)], span: [1, 3], fix: (w) => toIngForm(w[2] ?? '').replace(/^(travell|cancell|labell|modell|signall)ing$/, (m) => m.replace('ll', 'l')), confidence: 0.8,
    message: "Items in a list take the same form: 'hiking, cooking, and traveling'.",
    earlier: (sentence) => /\b(like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|hate|hates|prefer|prefers|include|includes|including|such\s+as|hobbies\s+are|interests\s+are)\s+[a-z]+ing,\s+(?:[a-z]+ing,\s+)*[a-z]+ing,?\s*$/i.test(sentence) },
  // Session 36 (English batch 60): each general, each tested on sentences of our own.
  { rule: 'preposition-usage', pattern: ['terrible|awful|bad|hopeless|useless|brilliant|excellent|great|good|better|best|worse|worst|skilled|talented', 'in', (w) => /^[a-z]{3,}ing$/.test(w) && findBaseOfIng(w) !== undefined], span: [1, 2], fix: 'at', confidence: 0.85,
    message: "Being good or bad at doing something takes 'at': 'terrible at remembering'.", previous: (w) => w !== undefined && /^(is|am|are|was|were|be|been|so|very|really|pretty|quite|too|not|always|never|absolutely|just)$/.test(w) },
  { rule: 'verb-pattern/direct-object', pattern: ['describe|describes|described|describing', 'about'], span: [0, 2], fix: (w) => w[0] ?? '', confidence: 0.85,
    message: "'Describe' takes its object directly: 'describes her childhood'.", next: (rest) => /^\s+(the|a|an|his|her|my|our|their|its|your|this|that|these|those|how|what|why|where|when|life|people|\w+ing)\b/i.test(rest) },
  // "at Maria house": a first name before a lower-case "house" is its owner ("Clarence House" is a name, capitalised).
  { rule: 'possessive/name-house', pattern: ['at|to|from|near|outside', (w, token) => /^\p{Lu}\p{Ll}{2,}$/u.test(token.text) && isDictionaryName(capitalize(w)) && !COMMON_WORDS.has(w) && !WORD_NAMES.test(w)], span: [1, 2], fix: (w) => `${capitalize(w[1] ?? '')}'s`, confidence: 0.8,
    message: "Someone's home takes the possessive: 'at Maria's house'.", next: (rest) => /^\s+(house|flat|apartment|place)\b(?!\s+(prices?|sales?|market|building|rules?|music|style|numbers?|plants?|keys?|owners?|of))/.test(rest) },
  // "says that the life was much harder": life, happiness or society in general take no article; "the life of a nurse", "the life he led" keep it.
  { rule: 'article/generic-abstract-noun', pattern: ['the', 'life|happiness|society', 'is|was|has|had|gets|got|seems|seemed', 'much|far|harder|easier|simpler|tougher|busier|slower|faster|calmer|quieter|cheaper'], span: [0, 2], fix: (w) => w[1] ?? '', confidence: 0.8,
    message: "Life or happiness in general takes no 'the': 'life was much harder'.", previous: (w) => w === undefined || /^(that|because|and|but|so|think|thought|says|said|believe|believes|when|then|nowadays|today)$/.test(w),
    next: (rest) => /^\s+(harder|easier|simpler|tougher|busier|slower|faster|calmer|quieter|cheaper|more|less)\b/.test(rest) || /^\s*([,.;!]|$)|^\s+(then|in|when|back|now|nowadays|today|these|for\s+(?:my|our|his|her|their|everyone))\b/i.test(rest) },
  { rule: 'confusable/its-its', pattern: ["it's", (w) => isPluralNoun(w), 'had|have|were|are|will|would|could|can|rose|fell|grew|dropped|increased|decreased|remain|remained'], span: [0, 1], fix: 'its', confidence: 0.85,
    message: "Belonging to it is 'its'; 'it's' is 'it is'." },
  { rule: 'word-form/ing-adjective', pattern: ['was|is|were|are', 'very|so|really|quite|extremely|absolutely|truly|incredibly|terribly|unbelievably|pretty|rather|fairly|super', (w) => THING_FEELING[w] !== undefined], span: [2, 3], fix: (w) => THING_FEELING[w[2] ?? ''], confidence: 0.8,
    message: "A thing that makes people feel something is '-ing': 'the documentary was fascinating'.", earlier: isThingSubject, next: (rest) => /^\s*([,.;!]|$)|^\s+(and|but)\b/.test(rest) },
  { rule: 'word-form/ing-adjective', pattern: ['was|is|were|are', (w) => THING_FEELING[w] !== undefined], span: [1, 2], fix: (w) => THING_FEELING[w[1] ?? ''], confidence: 0.8,
    message: "A thing that makes people feel something is '-ing': 'the documentary was fascinating'.", earlier: isThingSubject, next: (rest) => /^\s*([,.;!]|$)|^\s+(and|but)\b/.test(rest) },
  // Session 36, second round (batch 59's last misses), each general and narrow.
  // "keen in joining" → "on": being keen on doing something ("a keen interest in" never has "keen" next to "in").
  { rule: 'preposition-usage', pattern: ['keen', 'in', (w) => /^[a-z]{3,}ing$/.test(w) && findBaseOfIng(w) !== undefined], span: [1, 2], fix: 'on', confidence: 0.85,
    message: "Being keen on doing something takes 'on': 'keen on joining'.", previous: (w) => w !== undefined && /^(is|am|are|was|were|be|been|so|very|really|quite|not|always|particularly|especially)$/.test(w) },
  // "included in a price" → "in the price": the price of the thing just named.
  { rule: 'article/fixed-phrase', pattern: ['included|include|includes|including', 'in', 'a', 'price'], span: [2, 3], fix: 'the', confidence: 0.85,
    message: "What a price covers is 'included in the price'." },
  // "enter in the room" → "enter the room": entering a place takes it directly.
  { rule: 'verb-pattern/direct-object', pattern: ['enter|enters|entered|entering', 'in'], span: [0, 2], fix: (w) => w[0] ?? '', confidence: 0.85,
    message: "'Enter' takes the place directly: 'enter the room'.",
    next: (rest) => /^\s+(the|a|an|my|his|her|our|their|your|this|that)\s+(room|house|building|office|classroom|hall|kitchen|church|shop|store|restaurant|hotel|museum|bank|station|library|hospital|flat|apartment|lobby|theatre|theater|cinema|gym)\b/i.test(rest) },
  // "the buses were on the strike" → "on strike": people or services that stop work, closing the clause.
  { rule: 'article/fixed-phrase', pattern: ['on', 'the', 'strike'], span: [0, 3], fix: 'on strike', confidence: 0.85,
    message: "Stopping work is 'on strike', without 'the'.",
    earlier: (sentence) => /\b(workers|drivers|staff|teachers|nurses|doctors|buses|trains|trams|pilots|employees|miners|unions?|crews?|cleaners|guards|dockers|they|we)\s+(?:are|were|is|was|have\s+been|had\s+been|went|go|gone|going|will\s+be)\s*$/i.test(sentence),
    next: (rest) => /^\s*([,.;!]|$)|^\s+(again|today|tomorrow|yesterday|until|since|for|this|last|because|and|but|so)\b/i.test(rest) },
  // "says that the happiness comes from small things": happiness in general takes no article ("the happiness of…", "the happiness she felt" keep it).
  { rule: 'article/generic-abstract-noun', pattern: ['the', 'happiness', 'comes|come|lies|depends'], span: [0, 2], fix: 'happiness', confidence: 0.8,
    message: "Happiness in general takes no 'the': 'happiness comes from small things'.", previous: (w) => w === undefined || /^(that|because|and|but|so|think|thought|says|said|believe|believes)$/.test(w),
    next: (rest) => /^\s+(from|on|in)\b/.test(rest) },
];

const PATTERNS = new PatternSet(RULES);

export function checkEverydayLearnerSlips(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
