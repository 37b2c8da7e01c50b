-- Half of each page of bets and users is kept free, so that an update of a row fits on its own page
-- and changes no index (a HOT update in PostgreSQL's terms): a bet is updated once, when it settles,
-- and a player on every bet and every settlement, none of them in an indexed column. Settling 100,000
-- bets went from 3.3 s to 1.2-1.5 s on PostgreSQL and from 6.0 s to 2.3 s on PGlite
-- (npx tsx bench/settlement.ts). Pages written before this keep their fill until rewritten.
ALTER TABLE "bets" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "users" SET (fillfactor = 50);
