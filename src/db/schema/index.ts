export { users, sessions, accounts, verifications } from './auth';
export { profiles, subscriptions, userActions } from './accounts';
export { toolRuns } from './tool-runs';
export { emailOutbox } from './email-outbox';
export { billingAccounts, processedEvents, payments } from './billing';
export { accountSettings } from './account-settings';
export { twoFactors } from './two-factor';
export { rateLimitWindows, billingLocks, serverSettings } from './shared-state';
// Each tool's own tables (src/tools/<id>/db/schema.ts), found by convention (scripts/generate-tool-index.mjs).
export * from '../../tools/tool-schemas.generated';
