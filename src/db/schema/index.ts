export { users, sessions, accounts, verifications } from './auth';
export { profiles, subscriptions, userActions } from './accounts';
export { toolRuns } from './tool-runs';
export { emailOutbox } from './email-outbox';
export { billingAccounts, processedEvents, payments } from './billing';
export { accountSettings } from './account-settings';
export { twoFactors } from './two-factor';
export { plagiarismDocuments, plagiarismFingerprints } from './plagiarism';
export { bibliographies } from './bibliographies';
