import { STRONG_PASSWORD } from '../../src/server/testing/create-test-server';
import { TestClient } from '../../src/server/testing/test-client';
import type { Random } from '../faults/seeded-random';

/** What the server acknowledged (answered 200) before it was killed: none of it may be lost. */
export interface Ledger {
  accounts: Account[];
  /** Sign-ups sent whose answer never arrived (the server died): each may exist or not, but never half. */
  unansweredSignUps: string[];
  runs: AcknowledgedRun[];
  /** Requests that failed because the server died under them (for the report, not a failure). */
  interrupted: number;
  /** Requests sent and not yet answered, by kind (the kill waits until both kinds are in flight). */
  inFlight: { signUps: number; runs: number };
  /** Wrong answers from a live server (a 5xx, a 200 without its history id): each one fails the suite. */
  failures: string[];
}

export interface Account {
  email: string;
  client: TestClient;
  /** Signed in at least once (the session cookie is in the client). */
  signedIn: boolean;
}

export interface AcknowledgedRun {
  email: string;
  historyId: string;
}

export function createLedger(): Ledger {
  return { accounts: [], unansweredSignUps: [], runs: [], interrupted: 0, inFlight: { signUps: 0, runs: 0 }, failures: [] };
}

class WrongAnswer extends Error {}

const REQUEST_TIMEOUT_MS = 30_000;

/** A browser-like client that talks to a real socket (TestClient sends the Origin header and keeps cookies). */
export function createSocketClient(baseUrl: string): TestClient {
  return new TestClient(
    { request: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }) },
    baseUrl,
  );
}

export interface LoadOptions {
  baseUrl: string;
  ledger: Ledger;
  random: Random;
  /** Clients that sign up new accounts (sign-up, then sign-in as the web app does), one after another. */
  signUpWorkers: number;
  /** Clients that run text-compare as a random signed-in account. */
  runWorkers: number;
  /** Becomes true when the load must end (the server was killed). */
  stopped: () => boolean;
  /** Distinguishes e-mails between the PGlite and PostgreSQL runs and between cycles. */
  label: string;
}

/**
 * Concurrent sign-ups and signed-in text-compare runs until stopped, so that both are in flight
 * when the server dies. Only answers that arrived count as acknowledged; a request that failed
 * because the server died is counted as interrupted and otherwise forgotten.
 */
export async function driveLoad(options: LoadOptions): Promise<void> {
  let sequence = 0;
  const signUpStep = async () => {
    sequence += 1;
    await signUp(options, `crash.${options.label}.${sequence}@example.com`);
  };
  const runStep = async () => {
    const ready = options.ledger.accounts.filter((account) => account.signedIn);
    // The first accounts are still being made: wait for one instead of spinning.
    if (ready.length === 0) return new Promise<void>((resolve) => setTimeout(resolve, 50));
    sequence += 1;
    await runTool(options, options.random.pick(ready), sequence);
  };
  const worker = async (step: () => Promise<void>) => {
    while (!options.stopped()) {
      try {
        await step();
      } catch (error) {
        // SIGKILL sends no answer at all: an HTTP status is the live server's word, and must be right.
        if (error instanceof WrongAnswer || !options.stopped()) options.ledger.failures.push(String(error));
        else options.ledger.interrupted += 1;
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: options.signUpWorkers }, () => worker(signUpStep)),
    ...Array.from({ length: options.runWorkers }, () => worker(runStep)),
  ]);
}

async function signUp({ baseUrl, ledger }: LoadOptions, email: string) {
  const client = createSocketClient(baseUrl);
  ledger.unansweredSignUps.push(email);
  ledger.inFlight.signUps += 1;
  let response: Response;
  try {
    response = await client.post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD });
  } finally {
    ledger.inFlight.signUps -= 1;
  }
  await response.body?.cancel();
  if (response.status !== 200) throw new WrongAnswer(`sign-up answered ${response.status}`);
  ledger.unansweredSignUps.splice(ledger.unansweredSignUps.indexOf(email), 1);
  const account: Account = { email, client, signedIn: false };
  ledger.accounts.push(account);
  const signedIn = await signIn(account);
  if (signedIn.status !== 200) throw new WrongAnswer(`sign-in after an acknowledged sign-up answered ${signedIn.status}`);
}

export async function signIn(account: Account): Promise<Response> {
  const response = await account.client.post('/api/auth/sign-in/email', { email: account.email, password: STRONG_PASSWORD });
  await response.body?.cancel();
  if (response.status === 200) account.signedIn = true;
  return response;
}

async function runTool({ ledger }: LoadOptions, account: Account, sequence: number) {
  ledger.inFlight.runs += 1;
  let response: Response;
  try {
    response = await account.client.post('/api/tools/text-compare', {
      original: 'the quick brown fox',
      revised: `the quick brown fox ${sequence}`,
    });
  } finally {
    ledger.inFlight.runs -= 1;
  }
  // 402: this account has used its ten Free runs; nothing to acknowledge.
  if (response.status === 402) {
    await response.body?.cancel();
    return;
  }
  if (response.status !== 200) throw new WrongAnswer(`text-compare answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { historyId: string | null };
  if (!body.historyId) throw new WrongAnswer('text-compare answered 200 without a history id');
  ledger.runs.push({ email: account.email, historyId: body.historyId });
}
