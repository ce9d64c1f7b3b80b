/** The id of the sign-in/sign-up failure toast, so a new attempt or a success can take it away. */
export const AUTH_ERROR_TOAST = 'auth-error';
