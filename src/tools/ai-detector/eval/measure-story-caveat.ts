import { existsSync, readFileSync, readdirSync } from 'node:fs';
/**
 * How often the story caveat (engine/reads-as-story.ts) shows: on human news, web and encyclopedia texts of the
 * training corpus (where it is not needed), on model-written stories and scenes of the fresh-s41–s43 checks and
 * not-kept/ (where it is), and on human fiction. Dev figures: the threshold was chosen on these texts.
 *   npx tsx src/tools/ai-detector/eval/measure-story-caveat.ts
 */
import { fileURLToPath } from 'node:url';
import { readsAsStory } from '../engine/reads-as-story';

const C = fileURLToPath(new URL('../../../../training/ai-detector/corpus', import.meta.url));
const jsonl = (f: string) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
function blocks(f: string): { head: string; text: string }[] { return readFileSync(f, 'utf8').split(/^@@ /m).filter((b) => b.trim()).map((b) => { const [head = '', ...rest] = b.split('\n'); return { head, text: rest.join('\n') }; }); }
for (const lang of ['en', 'de', 'fr']) {
  const human = ['human-ud.jsonl', 'human-more.jsonl', 'human-gum.jsonl', 'human-sequoia.jsonl'].flatMap((f) => jsonl(`${C}/${f}`)).filter((r) => r.lang === lang);
  const flagged = human.filter((r) => readsAsStory(r.text, lang));
  const byGenre: Record<string, number> = {};
  for (const r of flagged) byGenre[r.genre] = (byGenre[r.genre] ?? 0) + 1;
  const stories: { head: string; text: string }[] = [];
  for (const s of ['fresh-s41', 'fresh-s42', 'fresh-s43']) if (existsSync(`${C}/${s}/${lang}.txt`)) stories.push(...blocks(`${C}/${s}/${lang}.txt`));
  for (const f of readdirSync(`${C}/not-kept`).filter((f) => f.startsWith(`${lang}-`))) stories.push(...blocks(`${C}/not-kept/${f}`));
  const storyKinds = stories.filter((b) => /story|scene|fable|opening|tale|geschichte|histoire|conte/i.test(b.head));
  const other = stories.filter((b) => !storyKinds.includes(b));
  const humanFiction = [...jsonl(`${C}/not-kept/human-stories-en-de-fr.jsonl`), ...jsonl(`${C}/not-kept/human-fiction-en-fr.jsonl`)].filter((r) => r.lang === lang);
  console.log(lang, 'human non-fiction flagged', flagged.length, '/', human.length, JSON.stringify(byGenre),
    '| model stories', storyKinds.filter((b) => readsAsStory(b.text, lang)).length, '/', storyKinds.length,
    '| other model texts', other.filter((b) => readsAsStory(b.text, lang)).length, '/', other.length,
    '| human fiction', humanFiction.filter((r) => readsAsStory(r.text, lang)).length, '/', humanFiction.length);
}
for (const lang of ['de', 'fr', 'en']) for (const b of blocks(`${C}/fresh-s43/${lang}.txt`)) console.log(lang, b.head.slice(0, 40), readsAsStory(b.text, lang));
