import winkNlp from 'wink-nlp';
import englishModel from 'wink-eng-lite-web-model';

type Tagger = ReturnType<typeof winkNlp>;
let tagger: Tagger | undefined;

/** The tagger loads once, on first use (about 0.1 s). */
function getTagger(): Tagger {
  tagger ??= winkNlp(englishModel, ['sbd', 'negation', 'pos', 'ner']);
  return tagger;
}

export interface TaggedToken {
  text: string;
  /** Offsets into the material. */
  start: number;
  end: number;
  /** The dictionary form ("wrote" → "write", "bought" → "buy"), so a question and the material match across tenses. */
  lemma: string;
  /** Universal part of speech (NOUN, PROPN, NUM…). */
  pos: string;
  /** The entity it belongs to (DATE, CARDINAL, MONEY…), if any. */
  entity: string | null;
  /** Index of that entity in the sentence, so a multi-token entity stays one candidate. */
  entityId: number;
}

/** Tokens of one sentence with part of speech, entity type and offsets into the material. */
export function tagSentence(text: string, offset: number): TaggedToken[] {
  const nlp = getTagger();
  const doc = nlp.readDoc(text);
  const words = doc.tokens().out() as string[];
  const tags = doc.tokens().out(nlp.its.pos) as string[];
  const lemmas = doc.tokens().out(nlp.its.lemma as unknown as typeof nlp.its.pos) as string[];
  const entityOf: Array<{ type: string; id: number } | undefined> = [];
  doc.entities().each((entity, id) => {
    const [from, to] = entity.out(nlp.its.span) as unknown as [number, number];
    const type = entity.out(nlp.its.type) as string;
    for (let i = from; i <= to; i++) entityOf[i] = { type, id };
  });
  const tokens: TaggedToken[] = [];
  let cursor = 0;
  words.forEach((word, i) => {
    const at = text.indexOf(word, cursor);
    if (at < 0) return;
    cursor = at + word.length;
    tokens.push({ text: word, start: offset + at, end: offset + cursor, lemma: lemmas[i] ?? word.toLowerCase(), pos: tags[i] ?? 'X', entity: entityOf[i]?.type ?? null, entityId: entityOf[i]?.id ?? -1 });
  });
  return tokens;
}
