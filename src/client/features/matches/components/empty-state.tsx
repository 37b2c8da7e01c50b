import type { LucideIcon } from "lucide-react";

export function EmptyState({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-border p-10 text-center">
      <Icon className="mx-auto size-10 text-muted-foreground" aria-hidden />
      <h3 className="mt-3 text-xl font-semibold">{title}</h3>
      <p className="mt-1 text-muted-foreground">{text}</p>
    </div>
  );
}
