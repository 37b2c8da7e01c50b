-- The bet statement of src/server/bets/bets.service.ts (through ledger.debitForNewRow) as plain SQL,
-- for pgbench: one statement standing alone, as the server sends it: the bet row, written while the
-- match is open, both oracles have spoken and the balance covers the stake; the debit and its
-- ledger row; the referrer's first-bet bonus; and the facts a refusal would need. Its players
-- (ufirst..ulast) are fresh ones bench/bet-load.ts makes, so it places bets rather than hitting
-- the unique (user, match) index. Its match is the k-th predicted one (bench/bet-load.ts numbers them),
-- and its status and clock conditions let it bet on any of them (pgbench has no simulator opening
-- matches) at the same cost. The server's session read is not part of it.
\set uid random(:ufirst, :ulast)
\set k random(1, :matches)
\set stake random(1, 50)
WITH pick AS (SELECT match_id AS mid FROM pgbench_matches WHERE k = :k), made AS (
  INSERT INTO bets (user_id, match_id, ai_selected, stake)
  SELECT :uid, m.id, 'Grok', :stake FROM matches m
  WHERE m.id = (SELECT mid FROM pick) AND m.status IN ('upcoming', 'live', 'completed', 'postponed', 'cancelled') AND m.match_date > now() - interval '100 years'
    AND (SELECT count(*) FROM predictions p WHERE p.match_id = m.id) >= 2
    AND EXISTS (SELECT 1 FROM users WHERE id = :uid AND credits >= :stake)
  ON CONFLICT DO NOTHING RETURNING id, created_at
), debit AS (
  UPDATE users SET credits = credits - :stake WHERE id = :uid AND EXISTS (SELECT 1 FROM made) RETURNING credits
), entry AS (
  INSERT INTO credit_ledger (user_id, delta, reason, ref_id)
  SELECT :uid, -(:stake::int), 'bet_stake', 'bet:' || (SELECT id FROM made) FROM debit
), moves AS (
  UPDATE referrals SET first_bet_bonus_at = now()
  WHERE referred_id = :uid AND first_bet_bonus_at IS NULL AND :stake >= 100 AND EXISTS (SELECT 1 FROM debit)
  RETURNING referrer_id AS user_id, 2000::bigint AS delta, :uid::text AS ref_id
), by_user AS (
  SELECT user_id, sum(delta)::bigint AS delta FROM moves WHERE delta > 0 GROUP BY user_id
), credited AS (
  UPDATE users u SET credits = u.credits + b.delta, referral_earnings = u.referral_earnings + b.delta
  FROM by_user b WHERE b.user_id = u.id RETURNING u.id
), credit_entries AS (
  INSERT INTO credit_ledger (user_id, delta, reason, ref_id)
  SELECT user_id, delta, 'referral_first_bet', ref_id FROM moves WHERE delta > 0
)
SELECT (SELECT id FROM made) AS id, (SELECT created_at FROM made) AS created_at, (SELECT credits FROM debit) AS credits,
  EXISTS (SELECT 1 FROM users WHERE id = :uid AND credits >= :stake) AS covered,
  (SELECT status FROM matches WHERE id = (SELECT mid FROM pick)) AS status, (SELECT match_date FROM matches WHERE id = (SELECT mid FROM pick)) AS match_date,
  (SELECT count(*)::int FROM predictions WHERE match_id = (SELECT mid FROM pick)) AS oracles,
  EXISTS (SELECT 1 FROM bets WHERE user_id = :uid AND match_id = (SELECT mid FROM pick)) AS backed;
