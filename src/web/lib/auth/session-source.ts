import type { AuthSession, authClient } from './auth-client';

/**
 * Where the app's session comes from without Better Auth's client (~25 KB compressed) on the first
 * visit: a plain GET of /api/auth/get-session. Once something loads the client (the sign-in forms,
 * the account page, signing out), `auth-client.ts` reports it here and the provider follows the
 * client's own session atom, which refreshes itself after every action that changes the session.
 */
type AuthClient = typeof authClient;

export async function fetchSession(): Promise<AuthSession | null> {
  const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The session could not be read (HTTP ${response.status}).`);
  const body = (await response.json()) as AuthSession | null;
  return body?.user && body.session ? body : null;
}

export function loadAuthClient(): Promise<AuthClient> {
  return import('./auth-client').then((module) => module.authClient);
}

let loadedClient: AuthClient | null = null;
const listeners = new Set<(client: AuthClient) => void>();

/** Called once by auth-client.ts when its module is evaluated. */
export function reportAuthClientLoaded(client: AuthClient): void {
  loadedClient = client;
  for (const listener of listeners) listener(client);
}

/** Calls `listener` with the client as soon as it is loaded (at once if it already is). */
export function onAuthClientLoaded(listener: (client: AuthClient) => void): () => void {
  if (loadedClient) listener(loadedClient);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
