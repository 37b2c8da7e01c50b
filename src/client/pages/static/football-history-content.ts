import type { Translate } from "@shared/i18n/catalogue";
import type { footballHistoryArea } from "./messages/football-history";

type Message = (typeof footballHistoryArea.ids)[number];

export interface HistorySection {
  id: "origins" | "medieval" | "modern" | "worldCup" | "facts" | "today";
  /** How many paragraphs the section has in the catalogue ("<id>.p1", "<id>.p2"...). */
  paragraphs: number;
}

export interface HistoryFact {
  title: string;
  description: string;
}

/** The six sections, in order (docs/rules.md#page-static); headings are fixed. Facts You Never Knew is a list: its text lives in HISTORY_FACTS. */
export const HISTORY_SECTIONS: HistorySection[] = [
  { id: "origins", paragraphs: 2 },
  { id: "medieval", paragraphs: 2 },
  { id: "modern", paragraphs: 2 },
  { id: "worldCup", paragraphs: 2 },
  { id: "facts", paragraphs: 0 },
  { id: "today", paragraphs: 3 },
];

const FACT_IDS = ["penalties", "cards", "dog", "women", "brazil", "fontaine"] as const;

/** The fixed facts in the page's language. */
export function historyFacts(t: Translate<Message>): HistoryFact[] {
  return FACT_IDS.map((id) => ({ title: t(`fact.${id}.title`), description: t(`fact.${id}.description`) }));
}

/** The figures block: exactly these four (docs/rules.md#page-static); a figure without a value id shows its count. */
export const HISTORY_FIGURES = [
  { id: "members", count: 211 },
  { id: "players", value: "figure.players.value" },
  { id: "views", value: "figure.views.value" },
  { id: "industry", value: "figure.industry.value" },
] as const satisfies readonly { id: string; count?: number; value?: Message }[];
