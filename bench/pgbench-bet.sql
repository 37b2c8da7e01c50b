-- The bet transaction of src/server/bets/bets.service.ts as plain SQL, for pgbench:
-- the match check, the predictions check, the bet row, the guarded debit with its ledger row
-- and the balance read, in one transaction. Its players (ufirst..ulast) are fresh ones bench/bet-load.ts
-- makes, so it places bets rather than hitting the unique (user, match) index.
\set uid random(:ufirst, :ulast)
\set mid random(1, :matches)
\set stake random(1, 50)
BEGIN;
SELECT status, match_date FROM matches WHERE id = :mid;
SELECT ai_name FROM predictions WHERE match_id = :mid;
WITH bet AS (
  INSERT INTO bets (user_id, match_id, ai_selected, stake) VALUES (:uid, :mid, 'Grok', :stake)
  ON CONFLICT DO NOTHING RETURNING id
), debit AS (
  UPDATE users SET credits = credits - :stake
  WHERE id = :uid AND credits >= :stake AND EXISTS (SELECT 1 FROM bet) RETURNING id
)
INSERT INTO credit_ledger (user_id, delta, reason, ref_id)
SELECT :uid, -:stake, 'bet_stake', 'bet:' || (SELECT id FROM bet) FROM debit;
SELECT credits FROM users WHERE id = :uid;
COMMIT;
