import { CheckCircle2, Lock, ShieldCheck, XCircle } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { MySeasonAnswer, SeasonQuestion } from "@shared/api/season";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n/area";
import { rich } from "../../../lib/i18n/rich";
import { sealMatches } from "../lib/season-view";
import { seasonArea } from "../messages";

/** The player's answer once the deadline has passed: none, being sealed, or sealed with what they need to check it. */
export function ClosedAnswer({ question }: { question: SeasonQuestion }) {
  const t = useT(seasonArea);
  const mine = question.mine;
  if (!mine) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="my-answer">
        {t("mine.noAnswer")}
      </p>
    );
  }
  const answerLine = (
    <p className="text-sm" data-testid="my-answer">
      {rich(t("mine.answer", { answer: mine.answer }), [(text) => <strong className="font-semibold">{text}</strong>])}
    </p>
  );
  if (!mine.seal) {
    return (
      <div className="grid gap-1">
        {answerLine}
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Lock className="size-3.5" aria-hidden />
          {t("sealed.pending")}
        </p>
      </div>
    );
  }
  return <SealedAnswer questionId={question.id} mine={mine} seal={mine.seal} answerLine={answerLine} />;
}

type Checked = "checking" | "match" | "mismatch" | "unsupported" | null;

function SealedAnswer({
  questionId,
  mine,
  seal,
  answerLine,
}: {
  questionId: number;
  mine: MySeasonAnswer;
  seal: { salt: string; commitment: string };
  answerLine: ReactNode;
}) {
  const t = useT(seasonArea);
  const [checked, setChecked] = useState<Checked>(null);
  const check = () => {
    // Web Crypto exists only on a secure page (https, or this machine).
    if (!globalThis.isSecureContext) {
      setChecked("unsupported");
      return;
    }
    setChecked("checking");
    sealMatches(questionId, mine).then(
      (matches) => setChecked(matches ? "match" : "mismatch"),
      () => setChecked("unsupported"),
    );
  };
  return (
    <div className="grid min-w-0 gap-2 rounded-xl border border-primary/40 bg-primary/5 p-3" data-testid="sealed-answer">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Lock className="size-4 text-primary" aria-hidden />
        {t("sealed.title")}
      </p>
      {answerLine}
      <p className="text-xs text-muted-foreground">{t("sealed.intro")}</p>
      <dl className="grid gap-1 text-xs">
        <dt className="font-semibold">{t("sealed.commitment")}</dt>
        <dd className="font-mono break-all" data-testid="seal-commitment">
          {seal.commitment}
        </dd>
        <dt className="mt-1 font-semibold">{t("sealed.salt")}</dt>
        <dd className="font-mono break-all" data-testid="seal-salt">
          {seal.salt}
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={check} aria-disabled={checked === "checking"}>
          <ShieldCheck className="size-4" aria-hidden />
          {checked === "checking" ? t("sealed.checking") : t("sealed.check")}
        </Button>
        <p
          role="status"
          aria-live="polite"
          className={cn(
            "flex min-w-0 flex-1 items-start gap-1.5 text-sm",
            checked === "match" ? "text-success" : checked === "mismatch" || checked === "unsupported" ? "text-destructive" : "",
          )}
          data-testid="seal-check"
        >
          {checked === "match" && <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />}
          {checked === "mismatch" && <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />}
          {checked === "match"
            ? t("sealed.match")
            : checked === "mismatch"
              ? t("sealed.mismatch")
              : checked === "unsupported"
                ? t("sealed.unsupported")
                : null}
        </p>
      </div>
    </div>
  );
}
