import type { ReactNode } from "react";

export function SectionHeading({ id, children, aside }: { id: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <h2 id={id} className="font-display text-2xl font-bold">
        {children}
      </h2>
      {aside}
    </div>
  );
}
