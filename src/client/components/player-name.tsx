import type { ReactNode } from "react";
import { useT } from "../lib/i18n/area";
import { componentsArea } from "./messages";

/**
 * A player's name in a table row, cut short when the row is narrow (the full name on hover), with the "You"
 * mark on the reader's own row and any marks of the table's own after it.
 */
export function PlayerName({ username, isYou, children }: { username: string; isYou: boolean; children?: ReactNode }) {
  const t = useT(componentsArea);
  return (
    <span className="flex items-center gap-2">
      <span className="min-w-0 truncate" title={username}>
        {username}
      </span>
      {isYou && <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">{t("you")}</span>}
      {children}
    </span>
  );
}
