import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthContext, type AuthState, type AuthUser } from '../lib/auth/auth-context';

/** A query client that never retries, so failing fetches settle at once in tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function fakeUser(email: string): AuthUser {
  const now = new Date();
  return { id: 'user-1', email, name: email, emailVerified: false, createdAt: now, updatedAt: now, image: null, isAnonymous: false } as AuthUser;
}

export function authState(overrides: Partial<AuthState> = {}): AuthState {
  return {
    user: null,
    session: null,
    isGuest: false,
    isAdmin: false,
    loading: false,
    signOut: async () => true,
    refresh: async () => {},
    confirmSignedIn: async () => {},
    ...overrides,
  };
}

interface Options {
  auth?: AuthState;
  queryClient?: QueryClient;
  path?: string;
}

/** Renders with the app's context providers but without network-backed auth. */
export function renderWithProviders(ui: ReactElement, { auth = authState(), queryClient = createTestQueryClient(), path = '/' }: Options = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

/** Stubs fetch with fixed JSON answers per path; anything else is a 404. */
export function stubFetch(answers: Record<string, unknown>): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path in answers) return new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
  }) as typeof fetch;
  return () => {
    globalThis.fetch = original;
  };
}

/**
 * Renders a tool page as the app would, with a fresh query client (no retries) and a router, but no
 * auth context: the page learns who is signed in from the (stubbed) network, as it does in the app.
 */
export function renderToolPage(page: ReactElement) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}
