import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { FACTS_PER_CLICK } from "@shared/constants";
import { toast } from "../../hooks/use-toast";
import { apiRequest } from "../../lib/api";
import type { Fact } from "@shared/api/facts";
import { routes } from "@shared/api/routes";
import { useT } from "../../lib/i18n/area";
import { footballHistoryArea } from "./messages/football-history";

export type GeneratedFact = Fact;

/** 'Generate More' on the history page: asks for new facts and keeps them in memory only (not persisted, docs/rules.md#page-static). */
export function useGenerateFacts() {
  const t = useT(footballHistoryArea);
  const [facts, setFacts] = useState<GeneratedFact[]>([]);
  const mutation = useMutation({
    mutationFn: () => apiRequest(routes.facts.generate, { body: { count: FACTS_PER_CLICK } }),
    onSuccess: (data) => {
      // Guard against a malformed reply so one bad response cannot break the list.
      const added = Array.isArray(data.facts) ? data.facts : [];
      setFacts((previous) => [...previous, ...added]);
      toast({
        title: t("more.added.title"),
        description: t("more.added.description", { count: added.length }),
      });
    },
    onError: () => {
      toast({ title: t("more.failed.title"), description: t("more.failed.description"), variant: "destructive" });
    },
  });
  return { facts, generate: () => mutation.mutate(), isPending: mutation.isPending };
}
