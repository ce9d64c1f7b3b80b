/** How long one problem may take; a competition problem the CAS cannot crack should not hold a request. */
export const MATH_TIME_BUDGET_MS = 10_000;
/** With a model server, a word problem waits for the model (up to 30 s) before our engine solves its equations. */
export const MATH_MODEL_TIME_BUDGET_MS = 40_000;
