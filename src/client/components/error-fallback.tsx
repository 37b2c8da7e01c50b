import { useEffect } from "react";
import type { FallbackProps } from "react-error-boundary";
import { MainContent } from "./layout/main-content";
import { Button } from "./ui/button";
import { useT } from "../lib/i18n/area";
import { componentsArea } from "./messages";

const RELOADED_AT_KEY = "prophecy-league-chunk-reload";
/** A second failure this soon after a reload is not a deploy: the player decides what to do. */
const RELOAD_GRACE_MS = 30_000;

/**
 * A page's code that no longer exists on the server: the game was deployed while this tab was open,
 * and the old entry asks for chunks by their old names. Browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch module|error loading dynamically imported/i.test(message);
}

/** Reloads once for a stale chunk; false when a reload just happened and failed the same way. */
function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GRACE_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false; // storage blocked: never risk a reload loop
  }
  window.location.reload();
  return true;
}

/**
 * What shows instead of a page (or the whole app) that failed to render: what happened in words, a way
 * to try again, and a way home. A page whose code failed to load after a deploy reloads by itself, once.
 */
export function ErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const t = useT(componentsArea);
  const staleCode = isChunkLoadError(error);
  useEffect(() => {
    if (staleCode) reloadOnce();
  }, [staleCode]);
  return (
    <MainContent className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <div role="alert" className="flex flex-col items-center gap-4">
        <h1 className="text-2xl font-bold">{staleCode ? t("error.staleTitle") : t("error.title")}</h1>
        <p className="max-w-md text-muted-foreground">{staleCode ? t("error.staleBody") : t("error.body")}</p>
        <div className="flex gap-2">
          <Button onClick={staleCode ? () => window.location.reload() : resetErrorBoundary}>
            {staleCode ? t("error.reload") : t("error.tryAgain")}
          </Button>
          <a href="/" className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-primary underline">
            {t("error.home")}
          </a>
        </div>
      </div>
    </MainContent>
  );
}
