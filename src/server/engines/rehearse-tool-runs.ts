import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/index';
import type { WarmUp } from './compose-engines';
import { makeRealisticInput, PROSE_FIELDS } from './warm-up-engines';

export interface RehearsalDeps {
  /** The app's own request handler (Hono's `app.fetch`): the requests never touch the network. */
  fetch: (request: Request) => Response | Promise<Response>;
  /** The server's public address: the origin check wants requests to come from it. */
  baseUrl: string;
  db: Db;
  /**
   * Where the server listens (`http://127.0.0.1:PORT`): the tool requests then go over a real socket, as a
   * visitor's do, so Node's HTTP parsing and the request-body stream are warmed too. Without it they
   * go through `fetch` above. The guest is always made in-process: a socket would count it against
   * 127.0.0.1's guest limit.
   */
  listeningUrl?: string;
}

/**
 * Sends each warmed tool's rehearsal inputs (listRehearsalInputs) through the whole HTTP path, as a
 * throw-away guest, and then deletes that guest (every table cascades from users, so no run, counter or history row is
 * left). Warming the engines alone left the first visitor paying ~60–150 ms once for the route's own
 * first steps (guest session, usage and history statements, the first message to each engine lane,
 * code the runtime had not compiled yet): a first run 2–11× a later one (bench/http/first-run.ts).
 * Failures are logged, never thrown: a server that cannot rehearse still serves.
 */
export async function rehearseToolRuns(deps: RehearsalDeps, warmUps: readonly WarmUp[], log: (message: string) => void = console.info): Promise<void> {
  // accept-encoding as browsers send it: the first compressed answer (zlib's set-up) is part of what the first visitor paid.
  const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', origin: deps.baseUrl };
  let guestId: string | undefined;
  try {
    const signIn = await deps.fetch(new Request(`${deps.baseUrl}/api/auth/sign-in/anonymous`, { method: 'POST', headers, body: '{}' }));
    guestId = ((await signIn.json()) as { user?: { id?: string } }).user?.id;
    const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    if (!signIn.ok || !guestId || !cookie) throw new Error(`guest session answered ${signIn.status}`);
    for (const warmUp of warmUps) {
      const path = `/api/tools/${warmUp.engine.id}`;
      for (const input of listRehearsalInputs(warmUp)) {
        const init = { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(input) };
        const response = deps.listeningUrl ? await fetch(`${deps.listeningUrl}${path}`, init) : await deps.fetch(new Request(`${deps.baseUrl}${path}`, init));
        await response.arrayBuffer();
        if (!response.ok) log(`[engines] rehearsal of ${warmUp.engine.id} answered ${response.status}`);
      }
    }
  } catch (error) {
    log(`[engines] rehearsal of the tool routes failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (guestId) await deleteRehearsalGuest(deps.db, guestId, log);
  }
}

/**
 * Short texts with a student's slips (a misspelling, a wrong verb form), sent after the realistic one:
 * most first visitors paste a sentence or two, and that path gets hot only over a few runs (the grammar
 * checker's first short text after the 1,000-word warm-up took 2–3× its later ones; quiz and plagiarism
 * likewise), so two of them are run where the tool's contract accepts a short text.
 */
export const SHORT_REHEARSAL_TEXTS = [
  'The comittee meets every spring and they was pleased with the results.',
  'She dont know wich bus goes to the stadium on Sunday.',
];

/** What the rehearsal sends a tool: its realistic warm-up input and its own, cut to the Free plan, then the short texts its contract accepts. */
export function listRehearsalInputs(warmUp: WarmUp): unknown[] {
  // The realistic text the engines were warmed with (a repeated one-liner may take a shortcut a real text does not).
  const realistic = fitFreePlan(makeRealisticInput(warmUp));
  // The tool's own warm-up input too, where the realistic text replaced it (language detection's is French).
  const own = fitFreePlan(warmUp.input);
  const inputs = JSON.stringify(own) === JSON.stringify(realistic) ? [realistic] : [realistic, own];
  if (realistic === null || typeof realistic !== 'object' || Array.isArray(realistic)) return inputs;
  const prose = PROSE_FIELDS.filter((field) => typeof (realistic as Record<string, unknown>)[field] === 'string');
  if (prose.length === 0) return inputs;
  for (const text of SHORT_REHEARSAL_TEXTS) {
    const short = { ...realistic, ...Object.fromEntries(prose.map((field) => [field, text])) };
    if (warmUp.engine.inputSchema.safeParse(short).success) inputs.push(short);
  }
  return inputs;
}

/** Words of a prose field the rehearsal keeps: well inside the Free plan's 500 per scan a guest has. */
const REHEARSAL_WORDS = 250;

/** The input with long prose fields (the grammar checker's 500-word warm-up) cut to REHEARSAL_WORDS. */
export function fitFreePlan(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const fitted = Object.entries(input as Record<string, unknown>).map(([key, value]) => {
    if (typeof value !== 'string') return [key, value];
    const words = value.split(/\s+/);
    return [key, words.length > REHEARSAL_WORDS ? words.slice(0, REHEARSAL_WORDS).join(' ') : value];
  });
  return Object.fromEntries(fitted);
}

async function deleteRehearsalGuest(db: Db, guestId: string, log: (message: string) => void): Promise<void> {
  try {
    await db.delete(users).where(eq(users.id, guestId));
  } catch (error) {
    log(`[engines] could not delete the rehearsal guest ${guestId}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
