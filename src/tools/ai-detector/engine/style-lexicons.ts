/**
 * Word lists behind the style features. They are written from general knowledge of how chat models
 * write (stock connectives, hedges, summary phrases), not mined from the evaluation data.
 */

/** Connectives and stock phrases that chat models over-use in English. */
export const ENGLISH_AI_PHRASES: readonly string[] = [
  'additionally', 'furthermore', 'moreover', 'overall', 'in conclusion', 'in summary', 'ultimately',
  'it is important to', 'it is essential to', 'it is crucial to', 'plays a crucial role', 'plays a vital role',
  'a testament to', 'delve', 'delves', 'delving', 'crucial', 'pivotal', 'vital', 'foster', 'fostering',
  'enhance', 'enhancing', 'enhanced', 'ensure', 'ensuring', 'various', 'numerous', 'significant',
  'significantly', 'potential', 'valuable', 'insights', 'landscape', 'realm', 'tapestry', 'navigate',
  'navigating', 'comprehensive', 'innovative', 'leverage', 'leveraging', 'utilize', 'utilizing',
  'showcasing', 'showcase', 'highlighting', 'underscores', 'notably', 'in addition', 'as a result',
  'on the other hand', 'not only', 'a wide range of', 'a variety of', 'in order to', 'approach',
  'novel', 'demonstrate', 'demonstrates', 'effectively', 'efficiency', 'robust', 'seamless',
  'seamlessly', 'journey', 'vibrant', 'embark', 'embrace', 'unwavering', 'profound', 'intricate',
];

/** Colloquial and personal markers more common in human writing (spoken register, asides). */
export const ENGLISH_HUMAN_MARKERS: readonly string[] = [
  'i', "i'm", "i've", "i'd", 'me', 'my', 'lol', 'yeah', 'okay', 'ok', 'gonna', 'wanna', 'kinda',
  'stuff', 'things', 'thing', 'really', 'pretty', 'actually', 'basically', 'anyway', 'maybe', 'guess',
  'got', 'get', 'lot', 'lots', 'so', 'just', 'like', 'well', 'oh', 'yes', 'no', 'because',
];

/** The commonest English function words: their relative rates are a classic authorship profile. */
export const ENGLISH_FUNCTION_WORDS: readonly string[] = [
  'the', 'a', 'an', 'and', 'or', 'but', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'from',
  'as', 'that', 'this', 'these', 'those', 'which', 'who', 'it', 'its', 'is', 'are', 'was', 'were',
  'be', 'been', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'should', 'may', 'might',
  'not', 'there', 'their', 'they', 'he', 'she', 'we', 'you', 'i', 'if', 'when', 'while', 'also',
];

/** Chinese connectives and stock phrases typical of chat-model answers. */
export const CHINESE_AI_PHRASES: readonly string[] = [
  '首先', '其次', '此外', '另外', '总之', '总的来说', '综上所述', '因此', '然而', '需要注意的是',
  '值得注意的是', '一般来说', '通常', '可以', '建议', '例如', '包括', '方面', '重要', '进行',
  '以及', '同时', '能够', '有助于', '确保', '提高', '保持', '具有', '可能', '一些', '不同',
];

/** Chinese colloquial particles and markers of informal human writing. */
export const CHINESE_HUMAN_MARKERS: readonly string[] = [
  '我', '啊', '吧', '呢', '哈', '嘛', '呀', '哦', '啦', '嗯', '哎', '吗', '的话', '其实', '就是',
  '反正', '感觉', '觉得', '真的', '还是', '了',
];

/**
 * Words that keep their identity in the syntax alphabet (syntax-tokens.ts): determiners, pronouns,
 * auxiliaries, prepositions, conjunctions and the commonest adverbs. Every other word becomes its part
 * of speech.
 */
export const SYNTAX_KEPT_WORDS: readonly string[] = (
  'the a an and or but of to in on at for with by from as that this these those which who whom whose it its ' +
  'is are was were be been being has have had do does did can could will would should may might must shall ' +
  'not no there their they them he she him her his we our us you your i me my if when while also such than ' +
  'then so very more most other some any all each both many much only just into about over after before ' +
  'between through during without within because however although though since until whether what where how why'
).split(' ');

/**
 * German, French and Spanish lists in the same spirit: connectives, hedges and summary phrases chat
 * models over-use, colloquial markers of human writing, and the commonest function words (kept by the
 * style model's alphabet, abstract-tokens.ts). Written from general knowledge, like the English ones.
 */
export const GERMAN_AI_PHRASES: readonly string[] = [
  'darüber hinaus', 'zudem', 'außerdem', 'insgesamt', 'abschließend', 'zusammenfassend', 'letztendlich',
  'es ist wichtig', 'entscheidend', 'wesentlich', 'spielt eine wichtige rolle', 'spielt eine entscheidende rolle',
  'nicht zuletzt', 'einerseits', 'andererseits', 'sowohl', 'vielfältige', 'zahlreiche', 'wertvolle', 'wertvollen',
  'fördern', 'fördert', 'ermöglicht', 'ermöglichen', 'sorgt für', 'gewährleisten', 'nachhaltig', 'nachhaltige',
  'ganzheitlich', 'effizient', 'optimal', 'ideal', 'perfekte', 'perfekten', 'zuverlässig', 'umfassend', 'umfassende',
  'besonders', 'insbesondere', 'deutlich', 'dabei', 'somit', 'folglich', 'herausforderungen', 'chancen',
];
export const GERMAN_HUMAN_MARKERS: readonly string[] = [
  'ich', 'mir', 'mich', 'mein', 'meine', 'halt', 'eben', 'mal', 'echt', 'ne', 'nee', 'naja', 'na ja', 'ok', 'okay',
  'jo', 'ja', 'nein', 'doch', 'eigentlich', 'irgendwie', 'total', 'voll', 'super', 'klar', 'hab', 'gibts', 'nix',
  'lol', 'also', 'schon', 'wohl', 'bisschen',
];
export const GERMAN_FUNCTION_WORDS: readonly string[] = (
  'der die das den dem des ein eine einen einem einer eines und oder aber nicht in im an am auf aus bei mit nach ' +
  'von vom zu zum zur für über unter um durch ohne gegen als wie wenn dass ob weil da so auch noch nur schon sehr ' +
  'es er sie wir ihr ich du man sich ist sind war waren wird werden wurde hat haben hatte kann können muss sollte ' +
  'dies diese dieser diesem diesen sein seine ihre ihren mehr kein keine'
).split(' ');

export const FRENCH_AI_PHRASES: readonly string[] = [
  'de plus', 'en outre', 'par ailleurs', 'en conclusion', 'en définitive', 'en somme', 'ainsi', 'toutefois',
  'cependant', 'néanmoins', 'il est important de', 'il est essentiel de', 'essentiel', 'essentielle', 'crucial',
  'cruciale', 'joue un rôle', 'permet de', 'permettent de', 'favoriser', 'favorise', 'garantir', 'garantit',
  'optimal', 'optimale', 'idéal', 'idéale', 'parfait', 'parfaite', 'durable', 'véritable', 'précieux', 'précieuse',
  'nombreux', 'nombreuses', 'divers', 'diverses', 'enjeu', 'enjeux', 'défis', 'd\'une part', 'd\'autre part',
  'notamment', 'particulièrement', 'tout en', 'au cœur de', 'incontournable',
];
export const FRENCH_HUMAN_MARKERS: readonly string[] = [
  'je', 'j\'ai', 'moi', 'mon', 'ma', 'mes', 'bon', 'bah', 'ben', 'bref', 'genre', 'truc', 'trucs', 'mec', 'ouais',
  'ok', 'franchement', 'vraiment', 'carrément', 'trop', 'super', 'hein', 'quoi', 'voilà', 'enfin', 'lol', 'bof',
  'perso', 'sinon', 'quand même',
];
export const FRENCH_FUNCTION_WORDS: readonly string[] = (
  'le la les l\' un une des du de d\' et ou mais ne pas plus en dans sur sous avec pour par sans entre vers chez ' +
  'que qu\' qui dont où si comme quand il elle ils elles on nous vous je tu se s\' est sont était a ont avait être ' +
  'avoir fait peut ce cette ces son sa ses leur leurs au aux tout tous très aussi bien même autre'
).split(' ');

export const SPANISH_AI_PHRASES: readonly string[] = [
  'además', 'asimismo', 'por otro lado', 'por un lado', 'en conclusión', 'en definitiva', 'en resumen',
  'sin embargo', 'no obstante', 'por lo tanto', 'es importante', 'es fundamental', 'es esencial', 'fundamental',
  'esencial', 'crucial', 'clave', 'desempeña un papel', 'juega un papel', 'permite', 'permiten', 'fomentar',
  'fomenta', 'garantizar', 'garantiza', 'óptimo', 'ideal', 'perfecto', 'perfecta', 'sostenible', 'diversos',
  'diversas', 'numerosos', 'numerosas', 'valioso', 'valiosa', 'retos', 'desafíos', 'especialmente', 'sin duda',
  'a largo plazo', 'de manera', 'de forma',
];
export const SPANISH_HUMAN_MARKERS: readonly string[] = [
  'yo', 'me', 'mi', 'mis', 'pues', 'bueno', 'vale', 'o sea', 'tío', 'tía', 'guay', 'vaya', 'jaja', 'jajaja', 'ok',
  'oye', 'mira', 'la verdad', 'en plan', 'tipo', 'súper', 'mogollón', 'cosa', 'cosas', 'eh', 'bah', 'pa', 'q',
  'xq', 'porfa', 'igual',
];
export const SPANISH_FUNCTION_WORDS: readonly string[] = (
  'el la los las un una unos unas y o pero no de del a al en con por para sin sobre entre hasta desde que qué ' +
  'quien cual como cuando donde si se lo le les su sus es son era fue ha han había ser estar está están hay muy ' +
  'más también ya este esta estos estas ese esa eso todo todos otro otra mismo nos'
).split(' ');

/**
 * Discourse connectives that open a sentence ("However, …", "Zudem …", "De plus, …", "Además, …"):
 * chat models chain their sentences with them far more than people do. Counted only at a sentence's
 * start (extract-features.ts), where they do that linking work; written from general knowledge.
 */
export const CONNECTIVE_OPENERS: Readonly<Record<'en' | 'de' | 'fr' | 'es', readonly string[]>> = {
  en: [
    'however', 'moreover', 'additionally', 'furthermore', 'overall', 'ultimately', 'instead', 'meanwhile',
    'still', 'finally', 'first', 'second', 'third', 'similarly', 'likewise', 'consequently', 'therefore', 'thus',
    'for example', 'for instance', 'in short', 'in addition', 'as a result', 'that said', 'in other words',
    'at the same time', 'on the other hand', 'in the end', 'beyond that', 'above all', 'in practice',
  ],
  de: [
    'zudem', 'außerdem', 'darüber hinaus', 'gleichzeitig', 'zugleich', 'dabei', 'insgesamt', 'kurz gesagt',
    'trotzdem', 'dennoch', 'allerdings', 'ebenso', 'schließlich', 'zunächst', 'stattdessen', 'deshalb', 'daher',
    'somit', 'folglich', 'letztlich', 'vor allem', 'zum beispiel', 'auch', 'gerade', 'entscheidend', 'wichtig',
  ],
  fr: [
    'de plus', 'en outre', 'par ailleurs', 'ainsi', 'enfin', 'en revanche', 'cependant', 'pourtant', 'toutefois',
    'bref', 'en bref', "d'abord", 'ensuite', 'concrètement', 'autrement dit', 'par exemple', 'en effet', 'surtout',
    'en somme', 'au final', 'finalement', 'résultat', 'dans les faits', 'en pratique', 'du coup', 'côté',
  ],
  es: [
    'además', 'asimismo', 'por otro lado', 'sin embargo', 'así', 'en cambio', 'por eso', 'por último',
    'finalmente', 'en resumen', 'en definitiva', 'primero', 'luego', 'también', 'eso sí', 'de hecho',
    'por ejemplo', 'en concreto', 'al final', 'en la práctica', 'por lo tanto', 'por tanto', 'con todo', 'aun así',
  ],
};

/**
 * Hedges and softeners ("can help", "often", "typically", "kann", "souvent", "suele"): chat models
 * qualify their claims more evenly than news or forum writers. Per 100 words.
 */
export const HEDGES: Readonly<Record<'en' | 'de' | 'fr' | 'es', readonly string[]>> = {
  en: [
    'may', 'might', 'can help', 'often', 'typically', 'generally', 'usually', 'tend to', 'tends to', 'likely',
    'perhaps', 'depending on', 'in many cases', 'to some extent', 'somewhat', 'relatively', 'arguably',
    'it depends', 'can be', 'rather than',
  ],
  de: [
    'kann', 'können', 'könnte', 'könnten', 'oft', 'häufig', 'meist', 'meistens', 'in der regel', 'eher',
    'tendenziell', 'vermutlich', 'wahrscheinlich', 'gegebenenfalls', 'je nach', 'in vielen fällen', 'relativ',
    'durchaus', 'unter umständen', 'statt',
  ],
  fr: [
    'peut', 'peuvent', 'pourrait', 'pourraient', 'souvent', 'généralement', 'en général', 'plutôt', 'parfois',
    'probablement', 'sans doute', 'selon', 'en fonction de', 'dans de nombreux cas', 'relativement',
    'tend à', 'tendent à', 'a tendance à', 'plutôt que', 'en partie',
  ],
  es: [
    'puede', 'pueden', 'podría', 'podrían', 'a menudo', 'suele', 'suelen', 'generalmente', 'en general',
    'normalmente', 'probablemente', 'quizá', 'quizás', 'depende de', 'según', 'en muchos casos', 'relativamente',
    'tiende a', 'más bien', 'en parte',
  ],
};

/** Coordinating 'and'/'or' of each language: the end of a list ("clear, short and useful"). */
export const LIST_CONJUNCTIONS: Readonly<Record<'en' | 'de' | 'fr' | 'es', readonly string[]>> = {
  en: ['and', 'or'],
  de: ['und', 'oder', 'sowie'],
  fr: ['et', 'ou'],
  es: ['y', 'e', 'o', 'u'],
};
