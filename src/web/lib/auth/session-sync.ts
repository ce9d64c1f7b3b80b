/**
 * Tells other tabs that the session changed (sign-in, sign-up, sign-out). Better Auth also posts a
 * storage event on sign-out; the BroadcastChannel covers sign-in and lets every tab drop cached
 * account data at once instead of waiting for a focus refetch.
 */
const CHANNEL_NAME = 'scribewell-auth';

type SessionMessage = { type: 'session-changed' };

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

export function announceSessionChange(): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ type: 'session-changed' } satisfies SessionMessage);
  channel.close();
}

export function onSessionChangeElsewhere(listener: () => void): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type === 'session-changed') listener();
  };
  return () => channel.close();
}
