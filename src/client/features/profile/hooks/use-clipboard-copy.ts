import { useCallback, useEffect, useRef, useState } from "react";
import { toast, type ToastInput } from "../../../hooks/use-toast";
import { useT } from "@client/lib/i18n/area";
import { profileArea } from "../messages";

/**
 * Writes text to the clipboard and toasts the result. With `lockMs`, `locked` stays true for that long
 * after each attempt, successful or not (docs/rules.md#timings).
 */
export function useClipboardCopy(success: ToastInput, lockMs = 0) {
  const [locked, setLocked] = useState(false);
  const t = useT(profileArea);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      if (lockMs > 0) {
        setLocked(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setLocked(false), lockMs);
      }
      try {
        await navigator.clipboard.writeText(text);
        toast(success);
      } catch {
        toast({ title: t("copyFailed"), description: t("tryAgain"), variant: "destructive" });
      }
    },
    [success, lockMs, t],
  );

  return { copy, locked };
}
