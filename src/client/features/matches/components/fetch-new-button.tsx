import { RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useFetchNewMatches } from "../api/fetch-new-matches";

/** Pulls new real matches into the Arena; any signed-in player may use it (docs/rules.md#matches). */
export function FetchNewButton() {
  const fetchNew = useFetchNewMatches();
  const onClick = () =>
    fetchNew.mutate(undefined, {
      onSuccess: (result) => toast({ title: "Matches Updated", description: result.message || "New matches added successfully" }),
      onError: (error) => toast({ title: "Error", description: errorMessage(error, "Failed to fetch new matches"), variant: "destructive" }),
    });
  return (
    <Button variant="outline" aria-label="Fetch new matches" onClick={onClick} disabled={fetchNew.isPending}>
      <RefreshCw className={cn("size-4", fetchNew.isPending && "animate-spin motion-reduce:animate-none")} aria-hidden />
      <span className="hidden sm:inline">{fetchNew.isPending ? "Fetching..." : "New matches"}</span>
    </Button>
  );
}
