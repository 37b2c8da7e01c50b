import { useCallback, useEffect, useRef, useState } from "react";
import { TIMINGS_MS } from "@shared/constants";
import { toast } from "../../../hooks/use-toast";
import { useT } from "@client/lib/i18n/area";
import { referralsArea } from "../messages";

/**
 * Copies the referral link with its fixed toasts (docs/rules.md#fixed-texts). `locked` is true for 1 s after every attempt,
 * successful or not (docs/rules.md#timings).
 */
export function useCopyLink() {
  const [locked, setLocked] = useState(false);
  const t = useT(referralsArea);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (link: string) => {
      setLocked(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setLocked(false), TIMINGS_MS.copyLockout);
      try {
        await navigator.clipboard.writeText(link);
        toast({ title: t("copied.title"), description: t("copied.body") });
      } catch {
        toast({ title: t("copyFailed"), description: t("tryAgain"), variant: "destructive" });
      }
    },
    [t],
  );

  return { copy, locked };
}
