import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { queryRows } from '../../src/db/query-rows';
import { findPlan } from '../../src/domain/plans';

/** One registered (non-guest) account as the database holds it after the crashes. */
export interface StoredAccount {
  email: string;
  hasCredential: boolean;
  hasProfile: boolean;
  hasSubscription: boolean;
  /** Remaining text-compare requests, or null when the account has no counters row. */
  textCompareLeft: number | null;
  /** History ids of its text-compare runs. */
  historyIds: string[];
}

const FREE_REQUESTS = findPlan('Free').requests;

/** Reads every registered account with what sign-up and the tool runs should have written for it. */
export async function inspectAccounts(db: Db): Promise<StoredAccount[]> {
  const rows = await queryRows<{
    email: string;
    has_credential: boolean;
    has_profile: boolean;
    has_subscription: boolean;
    text_compare: number | null;
    history_ids: string[] | null;
  }>(
    db,
    sql`SELECT u.email,
        EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id AND a.provider_id = 'credential' AND a.password IS NOT NULL) AS has_credential,
        EXISTS (SELECT 1 FROM profiles p WHERE p.id = u.id) AS has_profile,
        EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id) AS has_subscription,
        ua.text_compare,
        (SELECT array_agg(r.id::text) FROM tool_runs r WHERE r.user_id = u.id AND r.tool_id = 'text-compare') AS history_ids
      FROM users u LEFT JOIN user_actions ua ON ua.user_id = u.id
      WHERE NOT coalesce(u.is_anonymous, false)`,
  );
  return rows.map((row) => ({
    email: row.email,
    hasCredential: row.has_credential,
    hasProfile: row.has_profile,
    hasSubscription: row.has_subscription,
    textCompareLeft: row.text_compare === null ? null : Number(row.text_compare),
    historyIds: row.history_ids ?? [],
  }));
}

/** Requests taken from the counter: what the user was charged for. */
export function usedRequests(account: StoredAccount): number {
  return account.textCompareLeft === null ? 0 : FREE_REQUESTS - account.textCompareLeft;
}
