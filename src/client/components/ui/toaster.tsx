import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { TIMINGS_MS } from "@shared/constants";
import { dismissToast, useToasts } from "../../hooks/use-toast";
import { cn } from "../../lib/cn";
import { useT } from "../../lib/i18n/area";
import { handOffEscapeToDialog } from "./escape-handoff";
import { uiArea } from "./messages";

/** Radix toasts: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region (docs/rules.md#timings). */
export function Toaster() {
  const toasts = useToasts();
  const say = useT(uiArea);
  return (
    <ToastPrimitive.Provider label={say("toast.label")} duration={TIMINGS_MS.toastDuration} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          data-testid="toast"
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          onEscapeKeyDown={handOffEscapeToDialog}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-xl data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0",
            t.variant === "destructive" ? "border-destructive bg-destructive text-destructive-foreground" : "border-border bg-card text-foreground",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label={say("close")}
            className="absolute right-1 top-1 inline-flex size-11 items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Radix puts the hotkey in for "{hotkey}": the message keeps the placeholder for it. */}
      <ToastPrimitive.Viewport
        label={say("toast.region", { hotkey: "{hotkey}" })}
        hotkey={["F8"]}
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
