-- A match's number of bets, kept on its row so the match list reads a column instead of counting every
-- listed match's bets on each build. Triggers on bets keep it, in the very statement that writes the bets:
-- the bet statement (bets.service.ts, one statement through ledger.debitForNewRow), seeders and tests'
-- raw inserts, and a player's bets deleted with the player (on delete cascade) all count, and a refused
-- bet, which inserts no row, changes nothing. The insert and delete triggers are per statement, over the
-- rows the statement wrote: a seeder's 100,000 bets on one match cost one update of that match, not
-- 100,000. They run after the statement's own steps, so a bet locks its match's row last, just before its
-- commit; bets on one match still queue for that row, each holding it through its commit. 200 bets at once
-- on one match on PostgreSQL (npx tsx bench/bet-count-contention.ts): 96 ms without the count, 256 ms with
-- it, 105 ms with it spread over 200 matches; a hot match takes some 800 bets a second, about what the
-- whole server takes over HTTP, so the queue is left as it is.
ALTER TABLE "matches" ADD COLUMN "bet_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "matches_count_bets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE matches m SET bet_count = m.bet_count + CASE WHEN tg_op = 'INSERT' THEN c.n ELSE -c.n END
  FROM (SELECT match_id, count(*)::int AS n FROM changed_bets GROUP BY match_id) c
  WHERE m.id = c.match_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bets_count_inserted" AFTER INSERT ON "bets" REFERENCING NEW TABLE AS changed_bets
  FOR EACH STATEMENT EXECUTE FUNCTION "matches_count_bets"();--> statement-breakpoint
CREATE TRIGGER "bets_count_deleted" AFTER DELETE ON "bets" REFERENCING OLD TABLE AS changed_bets
  FOR EACH STATEMENT EXECUTE FUNCTION "matches_count_bets"();--> statement-breakpoint
-- No code moves a bet to another match; should any, its count moves with it. A per-row trigger on the
-- column alone, so settling a match's bets (which sets other columns) never calls it.
CREATE FUNCTION "matches_move_bet_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE matches SET bet_count = bet_count - 1 WHERE id = old.match_id;
  UPDATE matches SET bet_count = bet_count + 1 WHERE id = new.match_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bets_count_moved" AFTER UPDATE OF "match_id" ON "bets"
  FOR EACH ROW WHEN (old.match_id IS DISTINCT FROM new.match_id) EXECUTE FUNCTION "matches_move_bet_count"();--> statement-breakpoint
-- The bets already placed, counted after the triggers exist: creating them waited for any bet being
-- written and holds later ones until this migration commits, so none is missed or counted twice.
UPDATE "matches" m SET "bet_count" = c.n
FROM (SELECT match_id, count(*)::int AS n FROM "bets" GROUP BY match_id) c
WHERE m."id" = c.match_id;
