export { users, sessions, accounts, verifications } from './auth';
export { profiles, subscriptions, userActions } from './accounts';
export { toolRuns } from './tool-runs';
export { emailOutbox } from './email-outbox';
