import type { AuthSession } from './auth/create-auth';

/** Per-request values shared by the middlewares and routes. */
export interface AppEnv {
  Variables: {
    /** The caller's session (a guest's too), or null when signed out. */
    session: AuthSession | null;
  };
}
