import { useCallback, useEffect, useRef, useState } from "react";
import { TIMINGS_MS } from "@shared/constants";
import { toast } from "../../../hooks/use-toast";

/**
 * Copies the referral link with its fixed toasts (docs/rules.md#fixed-texts). `locked` is true for 1 s after every attempt,
 * successful or not (docs/rules.md#timings).
 */
export function useCopyLink() {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (link: string) => {
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), TIMINGS_MS.copyLockout);
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "Link Copied!", description: "Your referral link has been copied to clipboard" });
    } catch {
      toast({ title: "Failed to copy", description: "Please try again", variant: "destructive" });
    }
  }, []);

  return { copy, locked };
}
