/**
 * Schema fixtures of JSON Resume (schema-tests/*.json): every "…Invalid" one must be refused with a
 * message naming the field, every "…Valid" one accepted, by the tool's own input schema. The API's
 * 400 starts each message with its issue's path ("resume.work.0.name: …"), so the path is checked here. Run alone: `npx tsx src/tools/resume-builder/eval/schema-tests.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resumeContract } from '../contract';
import { type MeasuredFigure, shareFigure } from '../../../../eval/lib/write-figures';

const FIXTURE_DIRECTORY = new URL('../../../../../shared/data/resumes-jsonresume/schema-tests/', import.meta.url);

interface Fixture {
  name: string;
  resume: unknown;
  shouldPass: boolean;
  /** The field the fixture breaks, as the API's message writes it ("resume.work.0.name"). */
  field: string;
}

/** The path of the fixture's deepest value: the one field each fixture is about. */
function deepestPath(value: unknown, path: string[] = []): string[] {
  if (value === null || typeof value !== 'object') return path;
  const entries = Object.entries(value);
  if (entries.length === 0) return path;
  return entries.map(([key, child]) => deepestPath(child, [...path, key])).reduce((a, b) => (b.length > a.length ? b : a));
}

/** The issues as the API lists them: "path: message". */
function describe(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ');
}

function loadFixtures(): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const file of readdirSync(FIXTURE_DIRECTORY).filter((f) => f.endsWith('.json')).sort()) {
    const content = JSON.parse(readFileSync(new URL(file, FIXTURE_DIRECTORY), 'utf8')) as Record<string, unknown>;
    for (const [name, value] of Object.entries(content)) {
      // dates.json holds bare date strings; they are tried where resumes use them, as a job's start date.
      const resume = file === 'dates.json' ? { work: [{ startDate: value }] } : value;
      fixtures.push({ name: `${file.replace(/\.json$/, '')}/${name}`, resume, shouldPass: !/invalid$/i.test(name), field: ['resume', ...deepestPath(resume)].join('.') });
    }
  }
  return fixtures;
}

export function evaluate({ show = false, figures }: { show?: boolean; figures?: MeasuredFigure[] } = {}): Promise<boolean> {
  const fixtures = loadFixtures();
  const failures: string[] = [];
  let validOk = 0;
  let invalidOk = 0;
  for (const fixture of fixtures) {
    const parsed = resumeContract.input.safeParse({ resume: fixture.resume });
    if (fixture.shouldPass) {
      if (parsed.success) validOk += 1;
      else failures.push(`${fixture.name}: refused (${describe(parsed.error.issues)})`);
    } else if (parsed.success) failures.push(`${fixture.name}: accepted`);
    else {
      const message = describe(parsed.error.issues);
      if (message.includes(`${fixture.field}:`)) invalidOk += 1;
      else failures.push(`${fixture.name}: refused, but the message does not name ${fixture.field} (${message})`);
    }
  }
  const valid = fixtures.filter((f) => f.shouldPass).length;
  const invalid = fixtures.length - valid;
  console.log('Schema fixtures (schema-tests/*.json)');
  console.log(`  valid accepted:                    ${validOk}/${valid}`);
  console.log(`  invalid refused, naming the field: ${invalidOk}/${invalid}`);
  for (const failure of show ? failures : failures.slice(0, 10)) console.log(`  ✗ ${failure}`);
  const met = failures.length === 0;
  console.log(`  goal (all ${fixtures.length}): ${met ? 'met' : 'NOT met'}`);
  const data = { dataset: 'resumes-jsonresume/schema-tests', split: 'dev' } as const;
  figures?.push(
    shareFigure({ id: 'schema/valid-accepted', label: 'Valid JSON Resume fixtures accepted', ...data }, validOk, valid),
    shareFigure({ id: 'schema/invalid-refused', label: 'Invalid JSON Resume fixtures refused with a message naming the field', ...data }, invalidOk, invalid),
  );
  return Promise.resolve(met);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await evaluate({ show: process.argv.includes('--show') });
