import { Link } from "wouter";
import { AI_DISPLAY_NAMES, CROWD_MIN_PICKS, MAX_LEAGUE_MEMBERS, MAX_LEAGUES_PER_PLAYER, MAX_PICK_GOALS, POINTS } from "@shared/constants";

/**
 * How It Works on playing along: the player's own picks, the crowd, private leagues and Prophet of
 * the Week. Every figure comes from the constants the server plays by, so the page cannot drift from
 * the game (docs/decisions.md, Play along).
 */
export function PlayAlongSection() {
  return (
    <>
      <h2 id="picks">Your own picks</h2>
      <p>
        Besides backing an oracle, you can call the exact score of any upcoming match yourself. A pick is free: it costs no credits and wins none.
        Make one on the match page, on the arena card, or for the whole round at once on <Link href="/picks">Picks</Link>, where every match still
        open is listed by day with its kick-off time in your time zone. You can change or remove a pick until kick-off; after that it is locked. Each
        side takes from 0 to {MAX_PICK_GOALS} goals.
      </p>
      <p>
        When the match ends, your pick is scored exactly like the oracles&apos; calls: {POINTS.exact} for the exact score, {POINTS.outcome} for the
        right winner or draw, {POINTS.goalDifference} for the right margin, {POINTS.miss} otherwise. Nobody sees your pick before kick-off, and nobody
        ever sees who picked what.
      </p>
      <p>
        The <Link href="/prophets">Prophets table</Link> ranks every player by pick points for the week, the month and the season, with exact scores
        breaking ties. {AI_DISPLAY_NAMES.ChatGPT}, {AI_DISPLAY_NAMES.Grok} and the crowd appear in it as guests, scored on the same matches, so you
        can see whether you read football better than the machines.
      </p>

      <h2 id="crowd">The crowd</h2>
      <p>
        At kick-off, once at least {CROWD_MIN_PICKS} players have picked a match, the players&apos; picks become one more call: the crowd&apos;s pick.
        It is the score that would earn the most points against everyone&apos;s picks, so it is not always the most common one. It is sealed into the
        same public record as the oracles&apos; predictions (see <Link href="/ai-transparency">AI Transparency</Link>) and scored the same way, but it
        is not part of the duel: bets are only ever on the two oracles. After kick-off the match page shows how the crowd split between home, draw and
        away and the most picked scores.
      </p>

      <h2 id="leagues">Private leagues</h2>
      <p>
        Create a league on <Link href="/leagues">Leagues</Link> and share its invite link or code with your friends. Its table ranks the members by
        pick points for the week, the month and the season, with exact scores breaking ties, and also shows the credits each member won; the oracles
        and the crowd appear as guests on the matches the members picked. A league holds up to {MAX_LEAGUE_MEMBERS} members and you can be in{" "}
        {MAX_LEAGUES_PER_PLAYER} at once. The owner can rename it, remove a member (which gives the league a new invite code) or close it.
      </p>

      <h2 id="prophet-of-the-week">Prophet of the Week</h2>
      <p>
        Weeks run from Monday to Sunday (UTC), by kick-off. When every match of a week has finished, the member with the most pick points in each
        league of two or more players becomes its Prophet of the Week, with exact scores breaking ties; players still level share it, and at least one
        point is needed. The badge shows in the league table and on your profile, and you can share it.
      </p>
    </>
  );
}
