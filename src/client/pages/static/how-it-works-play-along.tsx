import { Link } from "wouter";
import { AI_DISPLAY_NAMES, CROWD_MIN_PICKS, MAX_LEAGUE_MEMBERS, MAX_LEAGUES_PER_PLAYER, MAX_PICK_GOALS, POINTS } from "@shared/constants";
import { useT } from "../../lib/i18n/area";
import { rich } from "../../lib/i18n/rich";
import { howItWorksArea } from "./messages/how-it-works";

/**
 * How It Works on playing along: the player's own picks, the crowd, private leagues and Prophet of
 * the Week. Every figure comes from the constants the server plays by, so the page cannot drift from
 * the game (docs/decisions.md, Play along).
 */
export function PlayAlongSection() {
  const t = useT(howItWorksArea);
  return (
    <>
      <h2 id="picks">{t("picks.title")}</h2>
      <p>{rich(t("picks.body", { maxGoals: MAX_PICK_GOALS }), [(text) => <Link href="/picks">{text}</Link>])}</p>
      <p>{t("picks.scoring", { exact: POINTS.exact, outcome: POINTS.outcome, difference: POINTS.goalDifference, miss: POINTS.miss })}</p>
      <p>
        {rich(t("picks.prophets", { divino: AI_DISPLAY_NAMES.ChatGPT, eterno: AI_DISPLAY_NAMES.Grok }), [
          (text) => <Link href="/prophets">{text}</Link>,
        ])}
      </p>

      <h2 id="crowd">{t("crowd.title")}</h2>
      <p>{rich(t("crowd.body", { minPicks: CROWD_MIN_PICKS }), [(text) => <Link href="/ai-transparency">{text}</Link>])}</p>

      <h2 id="leagues">{t("leagues.title")}</h2>
      <p>
        {rich(t("leagues.body", { maxMembers: MAX_LEAGUE_MEMBERS, maxLeagues: MAX_LEAGUES_PER_PLAYER }), [
          (text) => <Link href="/leagues">{text}</Link>,
        ])}
      </p>

      <h2 id="prophet-of-the-week">{t("prophet.title")}</h2>
      <p>{t("prophet.body")}</p>
    </>
  );
}
