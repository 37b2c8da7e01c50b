import { eq, sql } from "drizzle-orm";
import type { ProviderState, ProviderStatus } from "../../shared/api/admin";
import type { Db } from "../platform/db/client";
import { providerSync } from "../platform/db/schema";
import type { FootballProvider } from "../platform/providers/football/football-provider";
import { ProviderError } from "../platform/providers/football/provider-error";

// The football provider's sync as the leader instance saw it, kept in provider_sync so that every instance
// shows the same on the admin page and in /metrics, whichever one leads.

/** What the operator reads for anything but a provider's own refusal: the details stay in the server log. */
export const UNEXPECTED_ERROR = "Unexpected error (details in the server log)";
/** A provider's message is short; this keeps a long one from filling the row and the admin page. */
const MAX_ERROR_LENGTH = 300;

/** The operator's words for a failure: a provider's own short message, never a stack, a body or an unknown error's text. */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ProviderError)) return UNEXPECTED_ERROR;
  const message = error.message.replace(/\s+/g, " ").trim();
  if (!message) return UNEXPECTED_ERROR;
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}

/** Requests left as a count the page can show; a provider's odd figure (negative, fractional) is not one. */
function requestsLeft(provider: FootballProvider): number | null {
  const left = provider.requestsLeftThisMinute();
  return left === null || !Number.isFinite(left) ? null : Math.max(0, Math.floor(left));
}

/** The columns every report sets: what is followed and the limit now, as the provider says. */
function reported(provider: FootballProvider, at: Date, nextSyncAt: Date | null) {
  return { competitions: [...provider.competitions], lastAttemptAt: at, nextSyncAt, requestsLeftThisMinute: requestsLeft(provider) };
}

/**
 * A report older than the row's last attempt changes nothing: a leader that lost its lock mid-run must not
 * overwrite what the new leader recorded since.
 */
const notOlder = sql`${providerSync.lastAttemptAt} is null or ${providerSync.lastAttemptAt} <= excluded.last_attempt_at`;

/** After a sync that reached the provider: the failures in a row end, the last error stays for the operator. */
export async function recordSyncSuccess(db: Db, provider: FootballProvider, at: Date, nextSyncAt: Date | null): Promise<void> {
  const changes = { ...reported(provider, at, nextSyncAt), lastSuccessAt: at, failuresInRow: 0 };
  await db
    .insert(providerSync)
    .values({ provider: provider.name, ...changes })
    .onConflictDoUpdate({ target: providerSync.provider, set: changes, setWhere: notOlder });
}

/** After a sync the provider failed: one more failure in a row and in all, with its message. */
export async function recordSyncFailure(db: Db, provider: FootballProvider, at: Date, error: unknown, nextSyncAt: Date | null): Promise<void> {
  const changes = { ...reported(provider, at, nextSyncAt), lastFailureAt: at, lastError: failureMessage(error) };
  await db
    .insert(providerSync)
    .values({ provider: provider.name, ...changes, failuresInRow: 1, failuresTotal: 1 })
    .onConflictDoUpdate({
      target: providerSync.provider,
      set: {
        ...changes,
        failuresInRow: sql`${providerSync.failuresInRow} + 1`,
        failuresTotal: sql`${providerSync.failuresTotal} + 1`,
      },
      setWhere: notOlder,
    });
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/**
 * The provider's status for the admin page. Before its first recorded sync there is no row, which reads as one
 * with nothing recorded yet, following what the provider is configured to follow.
 */
export async function readProviderStatus(db: Db, provider: FootballProvider): Promise<ProviderStatus> {
  const [row] = await db.select().from(providerSync).where(eq(providerSync.provider, provider.name));
  const failuresInRow = row?.failuresInRow ?? 0;
  const state: ProviderState = failuresInRow > 0 ? "failing" : row?.lastSuccessAt ? "ok" : "never-synced";
  return {
    provider: provider.name,
    competitions: row?.competitions ?? [...provider.competitions],
    state,
    lastSuccessAt: iso(row?.lastSuccessAt),
    lastFailureAt: iso(row?.lastFailureAt),
    lastError: row?.lastError ?? null,
    failuresInRow,
    failuresTotal: row?.failuresTotal ?? 0,
    nextSyncAt: iso(row?.nextSyncAt),
    requestsLeftThisMinute: row?.requestsLeftThisMinute ?? null,
  };
}
