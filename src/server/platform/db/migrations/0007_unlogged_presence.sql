-- Who is watching a match is written every two seconds by every instance and read within 45 s; it
-- needs no durability. Unlogged, its writes skip the write-ahead log, whose flushes were most of
-- the database's waiting under the capacity bench's load (npm run bench:capacity -- --postgres).
-- After a crash PostgreSQL empties it, and the next polls and sockets fill it again.
ALTER TABLE "match_viewers" SET UNLOGGED;
