import { useT } from "../lib/i18n/area";
import { formatCount } from "../lib/format";
import { useLocale } from "../lib/i18n/locale";
import { componentsArea } from "./messages";

/** "×2" beside a table line's points when a joker doubled some of them (docs/rules.md#joker): what it added, for a screen reader and on hover. */
export function JokerMark({ points }: { points: number }) {
  const t = useT(componentsArea);
  const locale = useLocale();
  if (points <= 0) return null;
  const said = t("jokerCounted", { points: formatCount(points, locale) });
  return (
    <span className="mr-1 rounded-full bg-accent/15 px-1 text-xs font-bold text-accent" title={said} data-testid="joker-points">
      <span aria-hidden>×2</span>
      <span className="sr-only">{said}</span>
    </span>
  );
}
