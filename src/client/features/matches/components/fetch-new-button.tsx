import { useT } from "@client/lib/i18n/area";
import { matchesArea } from "../messages";
import { RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useFetchNewMatches } from "../api/fetch-new-matches";

/** Pulls new real matches into the Arena; any signed-in player may use it (docs/rules.md#matches). */
export function FetchNewButton() {
  const fetchNew = useFetchNewMatches();
  const t = useT(matchesArea);
  const onClick = () =>
    fetchNew.mutate(undefined, {
      onSuccess: (result) => toast({ title: t("fetch.doneTitle"), description: result.message || t("fetch.doneText") }),
      onError: (error) => toast({ title: t("fetch.errorTitle"), description: errorMessage(error, t("fetch.errorText")), variant: "destructive" }),
    });
  return (
    <Button variant="outline" aria-label={t("fetch.label")} onClick={onClick} disabled={fetchNew.isPending}>
      <RefreshCw className={cn("size-4", fetchNew.isPending && "animate-spin motion-reduce:animate-none")} aria-hidden />
      <span className="hidden sm:inline">{fetchNew.isPending ? t("fetch.busy") : t("fetch.button")}</span>
    </Button>
  );
}
