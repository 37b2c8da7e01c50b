import { AI_DISPLAY_NAMES, type AiName } from "../../../shared/constants";
import type { ResultRow } from "../../platform/providers/football/football-provider";
import type { OracleInput, OraclePrediction } from "../oracle";

// The prompt carries the statistical model's numbers (docs/decisions.md#matches-oracles-and-live-play), so the language model argues from the
// same evidence as its fallback instead of guessing from club names alone.

const FORM_MATCHES = 5;
const HEAD_TO_HEAD_MATCHES = 5;
const SQUAD_NAMES = 12;

const PERSONAS: Record<AiName, string> = {
  ChatGPT:
    "You are El Divino, the ChatGPT oracle of The Prophecy League: grand, theatrical and utterly certain. " +
    "You speak of football as destiny revealed, with sweeping confidence, yet your picks rest on the numbers.",
  Grok:
    "You are O Eterno, the Grok oracle of The Prophecy League: ancient, calm and measured. " +
    "You have watched every match since the first whistle; you speak briefly, weigh the evidence and are never hurried.",
};

const RULES = [
  "Predict the final score of the match below.",
  'predictedScore is "H-A", home goals first.',
  "confidence is an integer percent 0-100: your probability that the outcome you pick (home win, draw or away win) happens.",
  "Start from the statistical model's baseline; depart from it only for a reason in the form or head-to-head, and name that reason.",
  "reasoning: two or three sentences in your voice. goalScorers: names from the squads given, or null. boldPrediction: one short daring call, or null.",
  "likelyScores: up to five final scores you think likeliest, each with your probability in percent of exactly that score; the statistical model's distribution fills in every other score. It stays sealed until kick-off and breaks a tie on points: the oracle that gave the actual score the higher chance wins. Do not repeat these probabilities in the reasoning.",
  "translations: your reasoning and boldPrediction written again in Brazilian Portuguese (pt-BR), Spanish (es) and German (de), in the same voice, as a native football writer of each language would put them; the same scores, numbers and names, numbers written as that language writes them. boldPrediction is null there when it is null in English.",
  "Answer with the JSON object only.",
];

/** The system message: the oracle's persona and the rules of the reply. */
export function personaFor(aiName: AiName): string {
  return `${PERSONAS[aiName]} (Shown to players as ${AI_DISPLAY_NAMES[aiName]}.)\n${RULES.join("\n")}`;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const line = (row: ResultRow) => `${day(row.date)} ${row.homeTeam} ${row.homeGoals}-${row.awayGoals} ${row.awayTeam}`;

function letterFor(team: string, row: ResultRow): "W" | "D" | "L" {
  const scored = row.homeTeam === team ? row.homeGoals : row.awayGoals;
  const conceded = row.homeTeam === team ? row.awayGoals : row.homeGoals;
  return scored > conceded ? "W" : scored < conceded ? "L" : "D";
}

/** The team's last results, newest first, with W/D/L from its side. */
export function recentForm(team: string, history: readonly ResultRow[], count = FORM_MATCHES): string {
  const played = history
    .filter((row) => row.homeTeam === team || row.awayTeam === team)
    .slice(-count)
    .reverse();
  if (played.length === 0) return `${team}: no recent results in the data.`;
  const letters = played.map((row) => letterFor(team, row)).join("");
  return [`${team} (${letters}, newest first):`, ...played.map((row) => `- ${line(row)} (${letterFor(team, row)})`)].join("\n");
}

/** The last meetings of the two clubs, either venue, newest first. */
export function headToHead(homeTeam: string, awayTeam: string, history: readonly ResultRow[], count = HEAD_TO_HEAD_MATCHES): string {
  const meetings = history
    .filter((row) => (row.homeTeam === homeTeam && row.awayTeam === awayTeam) || (row.homeTeam === awayTeam && row.awayTeam === homeTeam))
    .slice(-count)
    .reverse();
  return meetings.length === 0 ? "No meetings in the data." : meetings.map((row) => `- ${line(row)}`).join("\n");
}

function squadLine(team: string, squad: readonly string[]): string {
  return `${team}: ${squad.length === 0 ? "unknown" : squad.slice(0, SQUAD_NAMES).join(", ")}`;
}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/**
 * When the other oracle called first: its score is not this oracle's to call (docs/decisions.md, "Two
 * calls, never one"). The baseline above already avoids it; a reply that repeats it is not used.
 */
function takenLines(input: OracleInput): string[] {
  if (!input.taken) return [];
  const other = AI_DISPLAY_NAMES[input.taken.by];
  return [
    "",
    `${other} has already called ${input.taken.score} for this match. The two oracles never call the same score:`,
    `your predictedScore must differ from ${input.taken.score}; call the best score your own reading gives among the others.`,
  ];
}

/** The user message: the match, the baseline prediction's numbers, form, head-to-head and squads. */
export function buildPrompt(input: OracleInput, baseline: OraclePrediction): string {
  // History is promised to end before kick-off; filtering again costs nothing and guards against look-ahead.
  const history = [...input.history].filter((row) => row.date < input.kickoff).sort((a, b) => a.date.getTime() - b.date.getTime());
  return [
    `Match: ${input.homeTeam} (home) vs ${input.awayTeam} (away)`,
    `League: ${input.leagueName}`,
    `Kick-off: ${input.kickoff.toISOString()} (UTC)`,
    "",
    `Statistical model baseline (${baseline.model}):`,
    `- predicted score: ${baseline.predictedScore}`,
    `- confidence: ${baseline.confidence}% (its probability of that outcome)`,
    ...(baseline.probabilities
      ? [
          `- outcome probabilities: home win ${pct(baseline.probabilities.home)}, draw ${pct(baseline.probabilities.draw)}, away win ${pct(baseline.probabilities.away)}`,
        ]
      : []),
    `- reasoning: ${baseline.reasoning}`,
    ...takenLines(input),
    "",
    "Recent form:",
    recentForm(input.homeTeam, history),
    recentForm(input.awayTeam, history),
    "",
    "Head-to-head, newest first:",
    headToHead(input.homeTeam, input.awayTeam, history),
    "",
    "Squads:",
    squadLine(input.homeTeam, input.homeSquad),
    squadLine(input.awayTeam, input.awaySquad),
  ].join("\n");
}
