import { cn } from "../../lib/cn";

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex flex-col items-center justify-center gap-3 py-16", className)}>
      <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none" />
      <span className="text-muted-foreground">{label}</span>
    </div>
  );
}
