// @vitest-environment happy-dom
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthRequestError } from '../../../lib/auth/auth-request-error';
import { dismissAuthErrorToast, showAuthErrorToast } from './auth-error-toast';

const nextFrames = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the sign-in and sign-up failure toast', () => {
  afterEach(() => dismissAuthErrorToast());

  it('a failure right after another keeps its toast: the first one\'s dismissal cannot take it away', async () => {
    showAuthErrorToast('An error occurred during sign in', new AuthRequestError('Invalid email or password', 401));
    showAuthErrorToast('An error occurred during sign up', new AuthRequestError('This password is too weak.', 400));
    await nextFrames();
    const active = toast.getToasts().filter((shown) => !('dismiss' in shown));
    expect(active.map((shown) => ('title' in shown ? shown.title : undefined))).toEqual(['An error occurred during sign up']);
  });

  it('is taken away by the next attempt or a success', async () => {
    showAuthErrorToast('An error occurred during sign in', new AuthRequestError('Invalid email or password', 401));
    dismissAuthErrorToast();
    await nextFrames();
    expect(toast.getToasts()).toEqual([]);
  });
});
