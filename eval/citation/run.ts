/**
 * Citation helper accuracy on dev data:
 *   npx tsx eval/citation/run.ts            (add --show to print every miss)
 * 1. CSL processor test-suite fixtures (dev.jsonl, without citations/bibsection/abbreviations): exact output.
 * 2. citation-js's real-reference cases (APA, Vancouver, Harvard1 in en-GB and fr-FR): exact output.
 * 3. BibTeX and RIS round trips of the fixtures' items: the share of fields that survive.
 */
import { loadRealReferenceCases, loadScoredFixtures } from './load-fixtures';
import { measureRoundTrips } from './round-trips';
import { runFixture } from './run-fixture';
import { explainFallbackCase, runRealReference } from './run-real-reference';

const show = process.argv.includes('--show');

async function main(): Promise<void> {
  const fixtures = loadScoredFixtures();
  for (const throughContract of [false, true]) {
    let exact = 0;
    for (const fixture of fixtures) {
      const output = await runFixture(fixture, { throughContract }).catch((error: unknown) => `ERROR ${String(error).slice(0, 200)}`);
      if (output.trim() === fixture.expected.trim()) exact += 1;
      else if (show) console.log(`--- ${fixture.name}\nexpected: ${JSON.stringify(fixture.expected)}\ngot:      ${JSON.stringify(output)}`);
    }
    const how = throughContract ? 'through the input schema' : 'engine (cite) level';
    console.log(`CSL test-suite fixtures (dev, ${how}): ${exact}/${fixtures.length} exact = ${percent(exact, fixtures.length)}`);
  }

  const cases = loadRealReferenceCases();
  let realExact = 0;
  for (const testCase of cases) {
    const output = await runRealReference(testCase).catch((error: unknown) => `ERROR ${String(error)}`);
    const ok = output === testCase.expected;
    if (ok) realExact += 1;
    const verdict = ok ? 'exact' : ((await explainFallbackCase(testCase)) ?? 'differs');
    console.log(`  real reference "${testCase.test_name}" (${testCase.style}${testCase.locale ? `, ${testCase.locale}` : ''}): ${verdict}`);
    if (!ok && show) console.log(`expected: ${JSON.stringify(testCase.expected)}\ngot:      ${JSON.stringify(output)}`);
  }
  console.log(`citation-js real-reference cases: ${realExact}/${cases.length} exact`);

  for (const trip of measureRoundTrips(fixtures.flatMap((fixture) => fixture.input))) {
    const kept = trip.kept + trip.canonical;
    console.log(
      `${trip.format} round trip: ${kept}/${trip.expressible} expressible fields kept = ${percent(kept, trip.expressible)} (${trip.items} items; ${trip.canonical} of them in the format's canonical spelling; ${trip.inexpressible.length} distinctions the format cannot write)`,
    );
    if (show && trip.lost.length) console.log(`  lost: ${trip.lost.join(', ')}`);
    if (show && trip.inexpressible.length) console.log(`  cannot be written: ${trip.inexpressible.join(', ')}`);
  }
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
}

await main();
