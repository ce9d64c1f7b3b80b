import { toast } from 'sonner';
import { authErrorMessage } from '../../../lib/auth/auth-request-error';

/** The failure toast on screen, if any: each failure gets its own id (see showAuthErrorToast). */
let shownId: string | undefined;
let failures = 0;

/**
 * A failed sign-in or sign-up is said once (issue 37): SPEC §8 requires the toast ('An error occurred
 * during sign in' / '… sign up'), so the toast is the message, with the server's reason (wrong
 * password, why a password is too weak) as its description, instead of a toast plus an alert in the
 * form saying the same. It opens at the top centre, above the form the user is looking at, and stays
 * until the next attempt, a success or its close button: a list of password reasons needs longer
 * than SPEC's 4-second default to read.
 *
 * A new id per failure, not one reused id: sonner applies a dismissal two animation frames later, so a
 * refusal that came back within those frames (a weak password is refused before any hashing; frames
 * are slow on a busy phone) had the new toast taken away by the dismissal of the attempt before it.
 */
export function showAuthErrorToast(title: string, error: unknown): void {
  dismissAuthErrorToast();
  failures += 1;
  shownId = `auth-error-${failures}`;
  toast.error(title, { id: shownId, description: authErrorMessage(error), position: 'top-center', duration: Infinity });
}

export function dismissAuthErrorToast(): void {
  if (shownId === undefined) return;
  toast.dismiss(shownId);
  shownId = undefined;
}
