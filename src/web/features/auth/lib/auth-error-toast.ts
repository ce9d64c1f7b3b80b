import { toast } from 'sonner';
import { authErrorMessage } from '../../../lib/auth/auth-request-error';

/** The id of the sign-in/sign-up failure toast, so a new attempt or a success can take it away. */
export const AUTH_ERROR_TOAST = 'auth-error';

/**
 * A failed sign-in or sign-up is said once (issue 37): SPEC §8 requires the toast ('An error occurred
 * during sign in' / '… sign up'), so the toast is the message, with the server's reason (wrong
 * password, why a password is too weak) as its description, instead of a toast plus an alert in the
 * form saying the same. It opens at the top centre, above the form the user is looking at, and stays
 * until the next attempt, a success or its close button: a list of password reasons needs longer
 * than SPEC's 4-second default to read.
 */
export function showAuthErrorToast(title: string, error: unknown): void {
  toast.error(title, { id: AUTH_ERROR_TOAST, description: authErrorMessage(error), position: 'top-center', duration: Infinity });
}

export function dismissAuthErrorToast(): void {
  toast.dismiss(AUTH_ERROR_TOAST);
}
