import type { AuthSession } from './auth/create-auth';
import type { Usage } from './usage/settle-and-load-usage';

/** Per-request values shared by the middlewares and routes. */
export interface AppEnv {
  Variables: {
    /** The caller's session (a guest's too), or null when signed out. */
    session: AuthSession | null;
    /** The caller's plan and counters, where a route loads them before reading the body (tool runs). */
    usage: Usage | undefined;
  };
}
