import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn("flex gap-1 rounded-xl bg-muted p-1", className)} {...props} />;
}

/** `compact`: smaller type and padding, for four tabs across a dialog on a phone. */
export function TabsTrigger({ className, compact = false, ...props }: ComponentProps<typeof TabsPrimitive.Trigger> & { compact?: boolean }) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg font-semibold text-muted-foreground transition-colors hover:text-foreground disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground",
        compact ? "px-2 text-xs sm:text-sm" : "gap-2 px-3 text-sm",
        className,
      )}
      {...props}
    />
  );
}
