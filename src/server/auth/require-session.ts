import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http/api-error';
import type { AuthSession } from './create-auth';

export function requireSession(c: Context<AppEnv>): AuthSession {
  const session = c.get('session');
  if (!session) throw new ApiError(401, 'unauthorized', 'You are not signed in.');
  return session;
}
