/**
 * Citation helper speed: `npx tsx src/tools/citation-helper/bench/run.ts`. Times the first (cold) run of a style, which
 * builds citeproc's engine, then warm runs of growing lists, with exports, and free-text parsing.
 */
import { cite } from '../engine/cite';
import { citationInputSchema, MAX_ITEMS, type CitationInput, type CslItem } from '../contract';

function makeItems(count: number): CslItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `item-${index + 1}`,
    type: index % 3 === 0 ? 'book' : 'article-journal',
    title: `A study of topic number ${index + 1}`,
    author: [
      { family: `Author${index % 17}`, given: 'Ann' },
      { family: `Writer${index % 5}`, given: 'Bo' },
    ],
    issued: { 'date-parts': [[1990 + (index % 30)]] },
    'container-title': 'Journal of Examples',
    volume: String(1 + (index % 40)),
    issue: '2',
    page: `${index + 1}-${index + 12}`,
    publisher: 'Example Press',
  }));
}

async function time(label: string, input: CitationInput, repeats = 3): Promise<void> {
  const parsed = citationInputSchema.parse(input);
  const runs: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const started = performance.now();
    await cite(parsed, { responses: 'advanced' });
    runs.push(performance.now() - started);
  }
  const [first, ...rest] = runs;
  const warm = rest.length ? Math.min(...rest) : (first ?? 0);
  console.log(`${label.padEnd(48)} first ${(first ?? 0).toFixed(0).padStart(6)} ms   warm ${warm.toFixed(0).padStart(6)} ms`);
}

const freeText = Array.from({ length: 50 }, (_, index) => `Author${index}, A. (20${String(index % 20).padStart(2, '0')}). A study of topic ${index}. Journal of Examples, ${index + 1}(2), ${index + 1}–${index + 12}.`).join('\n');

await time('APA, 1 source (cold engine)', { style: 'apa', items: makeItems(1) });
await time('APA, 10 sources', { style: 'apa', items: makeItems(10) });
await time('APA, 100 sources', { style: 'apa', items: makeItems(100) });
// The most one request may carry (the contract's cap; the bench once asked for 500 and stopped at the schema).
await time(`APA, ${MAX_ITEMS} sources (the cap)`, { style: 'apa', items: makeItems(MAX_ITEMS) }, 2);
await time('IEEE, 100 sources', { style: 'ieee', items: makeItems(100) });
await time('Chicago notes, 100 sources', { style: 'chicago-note-bibliography', items: makeItems(100) });
await time('APA, 100 sources + .bib .ris .json .docx', { style: 'apa', items: makeItems(100), exports: ['bibtex', 'ris', 'csl-json', 'docx'] });
await time('APA, 50 pasted free-text references', { style: 'apa', source: freeText });
console.log(`Node ${process.version}, ${process.platform}/${process.arch}; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
