import type { FootballProviderName } from "../api/admin-types";

/** The football providers by the names their operators know them by. */
export const PROVIDER_LABELS: Record<FootballProviderName, string> = {
  simulated: "Simulated league",
  "api-football": "API-Football",
  "football-data": "football-data.org",
  openligadb: "OpenLigaDB",
};
