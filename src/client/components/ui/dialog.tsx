import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useT } from "../../lib/i18n/area";
import { escapeHandedOff } from "./escape-handoff";
import { uiArea } from "./messages";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/** A modal dialog: traps focus, closes on Escape, and returns focus to its trigger. */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  // Our dialogs open from state, not from a Radix Trigger, so Radix has no trigger to refocus on
  // close: remember what had focus when the dialog opened and give focus back to it.
  const opener = useRef<HTMLElement | null>(null);
  const t = useT(uiArea);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <DialogPrimitive.Content
          className={cn(
            "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-6 shadow-2xl",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          // Escape closes the dialog even when a toast came up over it since (escape-handoff.ts).
          onKeyDown={(event) => {
            if (event.key === "Escape" && escapeHandedOff(event.nativeEvent)) onOpenChange(false);
          }}
        >
          <DialogPrimitive.Title className="pr-10 font-display text-xl font-bold">{title}</DialogPrimitive.Title>
          {description && <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">{description}</DialogPrimitive.Description>}
          <div className="mt-4">{children}</div>
          <DialogPrimitive.Close
            aria-label={t("close")}
            className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
