import { Bot, Users } from "lucide-react";
import { CROWD_NAME, type PredictorName } from "@shared/constants";
import { usePredictorNames } from "./predictor-names";

/**
 * A guest's name in a table row: the crowd's or an oracle's mark and name, cut short when the row is narrow, and the
 * table's word for a guest under it, where a long word ("convidado", "invitado") has the room a phone's rank column lacks.
 */
export function GuestName({ name, label }: { name: PredictorName; label: string }) {
  const names = usePredictorNames();
  return (
    <>
      <span className="flex items-center gap-1.5">
        {name === CROWD_NAME ? <Users className="size-4 shrink-0" aria-hidden /> : <Bot className="size-4 shrink-0" aria-hidden />}
        <span className="min-w-0 truncate">{names[name]}</span>
      </span>
      <span className="block text-xs">{label}</span>
    </>
  );
}
