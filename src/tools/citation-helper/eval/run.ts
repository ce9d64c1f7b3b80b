/**
 * Citation helper accuracy on dev data:
 *   npx tsx src/tools/citation-helper/eval/run.ts            (add --show to print every miss)
 * 1. CSL processor test-suite fixtures (dev.jsonl, without citations/bibsection/abbreviations): exact output.
 * 2. citation-js's real-reference cases (APA, Vancouver, Harvard1 in en-GB and fr-FR): exact output.
 * 3. BibTeX and RIS round trips of the fixtures' items: the share of fields that survive.
 */
import { loadRealReferenceCases, loadScoredFixtures } from './load-fixtures';
import { measureRoundTrips } from './round-trips';
import { runFixture } from './run-fixture';
import { explainAbbreviationCase, explainFallbackCase, runRealReference } from './run-real-reference';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';

const show = process.argv.includes('--show');

async function main(): Promise<void> {
  const fixtures = loadScoredFixtures();
  const figures: MeasuredFigure[] = [];
  const suite = { dataset: 'citations-csl/dev.jsonl (CSL test-suite fixtures without citations, bibsection or abbreviations)', split: 'dev' } as const;
  for (const throughContract of [false, true]) {
    let exact = 0;
    for (const fixture of fixtures) {
      const output = await runFixture(fixture, { throughContract }).catch((error: unknown) => `ERROR ${String(error).slice(0, 200)}`);
      if (output.trim() === fixture.expected.trim()) exact += 1;
      else if (show) console.log(`--- ${fixture.name}\nexpected: ${JSON.stringify(fixture.expected)}\ngot:      ${JSON.stringify(output)}`);
    }
    const how = throughContract ? 'through the input schema' : 'engine (cite) level';
    console.log(`CSL test-suite fixtures (dev, ${how}): ${exact}/${fixtures.length} exact = ${percent(exact, fixtures.length)}`);
    figures.push(
      throughContract
        ? shareFigure({ id: 'csl-suite-exact', label: "CSL processor test suite, through the tool's input schema: fixtures formatted exactly as expected", ...suite }, exact, fixtures.length)
        : shareFigure({ id: 'csl-suite-exact-engine', label: 'CSL processor test suite, engine level (no input schema): fixtures formatted exactly as expected', ...suite }, exact, fixtures.length),
    );
  }

  const cases = loadRealReferenceCases();
  let realExact = 0;
  let realExplained = 0;
  for (const testCase of cases) {
    const output = await runRealReference(testCase).catch((error: unknown) => `ERROR ${String(error)}`);
    const ok = output === testCase.expected;
    if (ok) realExact += 1;
    const explained = ok ? undefined : ((await explainFallbackCase(testCase)) ?? explainAbbreviationCase(testCase, output));
    if (explained) realExplained += 1;
    const verdict = ok ? 'exact' : (explained ?? 'differs');
    console.log(`  real reference "${testCase.test_name}" (${testCase.style}${testCase.locale ? `, ${testCase.locale}` : ''}): ${verdict}`);
    if (!ok && show) console.log(`expected: ${JSON.stringify(testCase.expected)}\ngot:      ${JSON.stringify(output)}`);
  }
  console.log(`citation-js real-reference cases: ${realExact}/${cases.length} exact, ${realExplained} more differing only as explained`);
  figures.push(
    shareFigure(
      { id: 'real-references-exact', label: 'Real references (APA, Vancouver, Harvard; English and French) formatted exactly', dataset: 'citations-csl/citationjs_real_reference.jsonl', split: 'dev' },
      realExact,
      cases.length,
    ),
    shareFigure(
      {
        id: 'real-references-exact-or-explained',
        label: "Real references formatted exactly or differing only as explained (a locale citation-js lacks; the ISO 4 journal abbreviation the style asks for)",
        dataset: 'citations-csl/citationjs_real_reference.jsonl',
        split: 'dev',
      },
      realExact + realExplained,
      cases.length,
    ),
  );

  for (const trip of measureRoundTrips(fixtures.flatMap((fixture) => fixture.input))) {
    const kept = trip.kept + trip.canonical;
    console.log(
      `${trip.format} round trip: ${kept}/${trip.expressible} expressible fields kept = ${percent(kept, trip.expressible)} (${trip.items} items; ${trip.canonical} of them in the format's canonical spelling; ${trip.inexpressible.length} distinctions the format cannot write)`,
    );
    if (show && trip.lost.length) console.log(`  lost: ${trip.lost.join(', ')}`);
    if (show && trip.inexpressible.length) console.log(`  cannot be written: ${trip.inexpressible.join(', ')}`);
    figures.push(
      shareFigure(
        { id: `${trip.format.toLowerCase()}-round-trip`, label: `${trip.format} export read back: fields the format can express that survive (the fixtures' ${trip.items} items)`, ...suite },
        kept,
        trip.expressible,
      ),
    );
  }
  writeFigures({ harness: 'src/tools/citation-helper/eval', tool: 'citation-helper', command: 'npx tsx src/tools/citation-helper/eval/run.ts', figures });
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
}

await main();
