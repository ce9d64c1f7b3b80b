import { z } from 'zod';
import { MISSING_CREDENTIALS_MESSAGE } from '../../../lib/auth/auth-request-error';

/** Both sign-in and sign-up need an identifier and a password, with the same message as the server (docs/domain-rules.md). */
export const credentialsSchema = z.object({
  email: z.string().trim().min(1, MISSING_CREDENTIALS_MESSAGE),
  password: z.string().min(1, MISSING_CREDENTIALS_MESSAGE),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const emailFormatSchema = z.email('Enter a valid e-mail address, like name@example.com');
