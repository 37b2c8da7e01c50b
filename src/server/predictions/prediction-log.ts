import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzip, gzip } from "node:zlib";
import { asc, between, desc, eq, getTableColumns, gt, type SQL } from "drizzle-orm";
import type { PredictionLogEntry, PredictionLogPage } from "../../shared/api/matches";
import { oracleEndpoints } from "../../shared/api/oracles";
import type { Db } from "../platform/db/client";
import { revealedForecast } from "../../shared/sealed-forecast";
import { matches, predictions } from "../platform/db/schema";
import { entryRevealSql } from "../matches/reveal";
import type { ContentCoding } from "../platform/http/accept-encoding";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Entries per page: a year of the calendar (35,000) is 35 pages. */
export const LOG_PAGE_SIZE = 1000;

/** One page of the log as sent: its JSON compressed once, tagged by its last hash and its reveals. */
interface Page {
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** Full, with every forecast in it revealed: the page never changes again. */
  full: boolean;
  /** The first and last prediction ids on the page, to read it again when a forecast is revealed. */
  firstId: number;
  lastId: number;
  /** When the next sealed forecast on the page is revealed (its kick-off, ms); null when none is left. */
  sealedUntil: number | null;
}

/** A prediction as the log reads it: the row and its match's kick-off, which reveals its forecast (none on a season question's entry). */
export type LogRow = typeof predictions.$inferSelect & { kickoff: Date | null };

export interface ServedPage {
  body: Buffer;
  coding: ContentCoding;
  etag: string;
  full: boolean;
  /** Entries in the whole log. */
  total: number;
}

/**
 * The public prediction log (docs/decisions.md#matches-oracles-and-live-play), paged and kept compressed in memory. Each request asks
 * the database only for the chain's head (one row by primary key); when the head has moved, the new
 * entries are read and only the last page is compressed again. A page is built again only when a
 * forecast on it is due to be revealed (its match's kick-off); a full page with every forecast
 * revealed never changes: the chain is append-only. Pages are fixed runs of `pageSize` entries and a
 * cursor is the chain position a page starts at, so every reader shares the same few pages.
 */
export class PredictionLog {
  private readonly full: Page[] = [];
  private last: Page | undefined;
  /** The rows of the last page, the only ones kept uncompressed. */
  private tail: LogRow[] = [];
  private head: { id: number; hash: string } | undefined;
  private syncing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    readonly pageSize = LOG_PAGE_SIZE,
  ) {}

  /** The page starting at chain position `start`, in `coding`; undefined when there is none. */
  async page(start: number, coding: ContentCoding): Promise<ServedPage | undefined> {
    await this.sync();
    if (start % this.pageSize !== 0) return undefined;
    const index = start / this.pageSize;
    const page = index < this.full.length ? this.full[index] : index === this.full.length ? this.last : undefined;
    if (!page) return undefined;
    const total = this.full.length * this.pageSize + this.tail.length;
    const body = coding === "br" ? page.br : coding === "gzip" ? page.gzip : await gunzipAsync(page.gzip);
    return { body, coding, etag: page.etag, full: page.full && page.sealedUntil === null, total };
  }

  /**
   * Brings the pages up to the database's head; concurrent requests share one look. Only this
   * changes the pages, and a request reads them as soon as it resolves, before any other I/O.
   */
  private sync(): Promise<void> {
    this.syncing ??= this.catchUp().finally(() => (this.syncing = undefined));
    return this.syncing;
  }

  private async catchUp(): Promise<void> {
    await this.readNewEntries();
    await this.revealDue();
  }

  private async readNewEntries(): Promise<void> {
    const [latest] = await this.db.select({ id: predictions.id, hash: predictions.hash }).from(predictions).orderBy(desc(predictions.id)).limit(1);
    if (this.last && latest?.id === this.head?.id && latest?.hash === this.head?.hash) return;
    // The chain never shrinks or changes; a database that did (a reset) is read again from the start.
    if (!latest || (this.head && latest.id < this.head.id)) this.reset();
    let first = true;
    for (;;) {
      const rows = await this.readRows(gt(predictions.id, this.head?.id ?? 0), this.pageSize - this.tail.length);
      if (rows.length === 0) break;
      // Id order is chain order: appends hold one lock until they commit.
      if (first && this.head && rows[0]!.prevHash !== this.head.hash) {
        this.reset();
        continue;
      }
      first = false;
      this.tail.push(...rows);
      this.head = { id: rows.at(-1)!.id, hash: rows.at(-1)!.hash };
      if (this.tail.length === this.pageSize) {
        this.full.push(await this.compress(this.tail, this.full.length));
        this.tail = [];
      }
    }
    this.last = await this.compress(this.tail, this.full.length);
  }

  /** Builds again every page holding a forecast whose match has kicked off since it was built. */
  private async revealDue(): Promise<void> {
    const now = Date.now();
    for (let index = 0; index < this.full.length; index++) {
      const page = this.full[index]!;
      if (page.sealedUntil === null || page.sealedUntil > now) continue;
      const rows = await this.readRows(between(predictions.id, page.firstId, page.lastId), this.pageSize);
      this.full[index] = await this.compress(rows, index);
    }
    if (this.last && this.last.sealedUntil !== null && this.last.sealedUntil <= now) {
      // Kick-offs may have moved (a postponement): read the last page's matches again too.
      if (this.tail.length > 0) this.tail = await this.readRows(between(predictions.id, this.tail[0]!.id, this.tail.at(-1)!.id), this.pageSize);
      this.last = await this.compress(this.tail, this.full.length);
    }
  }

  private readRows(where: SQL | undefined, limit: number): Promise<LogRow[]> {
    return this.db
      .select({ ...getTableColumns(predictions), kickoff: entryRevealSql })
      .from(predictions)
      .leftJoin(matches, eq(matches.id, predictions.matchId))
      .where(where)
      .orderBy(asc(predictions.id))
      .limit(limit);
  }

  /** Page `index` from its rows: full pages link to the next, the last page to none. */
  private async compress(rows: LogRow[], index: number): Promise<Page> {
    const now = new Date();
    const full = rows.length === this.pageSize;
    const entries = rows.map((row) => toEntry(row, now));
    const reply: PredictionLogPage = { entries, nextCursor: full ? String((index + 1) * this.pageSize) : null };
    // Through the reply schema, as Fastify would: the page goes out as these bytes.
    const json = JSON.stringify(oracleEndpoints.predictionLog.responses[200].parse(reply));
    const sealed = rows.filter((row, i) => row.scoreGrid && !entries[i]!.forecast).flatMap((row) => (row.kickoff ? [row.kickoff.getTime()] : []));
    const [br, gz] = await Promise.all([
      // A finished page is compressed once for good, the last page at every change: effort to match.
      brotli(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: full ? 9 : 5, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } }),
      gzipAsync(json),
    ]);
    // The last entry's hash covers every entry before it, so with the count of revealed forecasts it
    // names the page's content.
    const lastHash = rows.at(-1)?.hash.slice(0, 32) ?? "empty";
    const revealed = entries.filter((e) => e.forecast).length;
    return {
      br,
      gzip: gz,
      etag: `"${index}-${rows.length}-${lastHash}-${revealed}"`,
      full,
      firstId: rows[0]?.id ?? 0,
      lastId: rows.at(-1)?.id ?? 0,
      sealedUntil: sealed.length > 0 ? Math.min(...sealed) : null,
    };
  }

  private reset(): void {
    this.full.length = 0;
    this.last = undefined;
    this.tail = [];
    this.head = undefined;
  }
}

/** An entry as the public reads it at `now`: its forecast revealed only from its match's kick-off on. */
export function toEntry(r: LogRow, now: Date): PredictionLogEntry {
  return {
    id: r.id,
    matchId: r.matchId,
    seasonQuestionId: r.seasonQuestionId,
    aiName: r.aiName,
    model: r.model,
    predictedScore: r.predictedScore,
    confidence: r.confidence,
    reasoning: r.reasoning,
    createdAt: r.createdAt.toISOString(),
    prevHash: r.prevHash,
    hash: r.hash,
    forecastCommitment: r.forecastCommitment,
    forecast: r.kickoff ? revealedForecast(r, r.kickoff, now) : null,
    confidenceFlag: r.confidenceFlag,
  };
}
