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
