import { ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { useT } from "../../../lib/i18n/area";
import { seasonArea } from "../messages";

/** A sealed answer's entry in the public prediction log, checked on /verify by its hash. */
export function ChainLink({ hash, label }: { hash: string; label: string }) {
  const t = useT(seasonArea);
  return (
    <Link
      href={`/verify?hash=${hash}`}
      aria-label={label}
      className="inline-flex min-h-11 items-center gap-1.5 text-xs font-medium text-primary underline-offset-4 hover:underline"
      data-testid="chain-link"
    >
      <ShieldCheck className="size-3.5" aria-hidden />
      {t("chain.check")}
    </Link>
  );
}
