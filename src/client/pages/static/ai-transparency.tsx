import { AI_DISPLAY_NAMES, POINTS } from "@shared/constants";
import { Link } from "wouter";
import { StaticPage } from "../../components/layout/static-page";
import { TrackRecord } from "../../components/track-record/track-record";
import { routes } from "@shared/api/routes";
import { useT } from "../../lib/i18n/area";
import { rich } from "../../lib/i18n/rich";
import { aiTransparencyArea } from "./messages/ai-transparency";

const LOG_PATH = routes.oracles.predictionLog.path;

export default function AiTransparencyPage() {
  const t = useT(aiTransparencyArea);
  const names = { divino: AI_DISPLAY_NAMES.ChatGPT, eterno: AI_DISPLAY_NAMES.Grok };
  const code = (text: string) => <code>{text}</code>;
  return (
    <StaticPage title={t("title")} lead={t("lead")}>
      <h2>{t("oracles.title")}</h2>
      <p>
        {rich(t("oracles.body", names), [
          (name) => <strong className="text-chatgpt">{name}</strong>,
          (name) => <strong className="text-grok">{name}</strong>,
        ])}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-xl border border-border bg-card p-5">
          <h3 className="text-chatgpt">{AI_DISPLAY_NAMES.ChatGPT} (ChatGPT)</h3>
          <p className="mt-2 text-sm">{rich(t("oracles.divino", { model: "gpt-4o" }), [code])}</p>
        </section>
        <section className="rounded-xl border border-border bg-card p-5">
          <h3 className="text-grok">{AI_DISPLAY_NAMES.Grok} (Grok)</h3>
          <p className="mt-2 text-sm">{rich(t("oracles.eterno", { model: "grok-2-1212" }), [code])}</p>
        </section>
      </div>
      <p>{t("oracles.models")}</p>

      <p data-testid="distinct-calls">{rich(t("distinct", names), [(text) => <strong>{text}</strong>])}</p>

      <h2>{t("data.title")}</h2>
      <p>{t("data.body")}</p>

      <h2>{t("chain.title")}</h2>
      <p>{t("chain.body")}</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>{t("chain.shown")}</li>
        <li>
          {rich(t("chain.log", { path: LOG_PATH, cursor: "nextCursor", example: `${LOG_PATH}?cursor=1000` }), [
            (text) => <a href={LOG_PATH}>{text}</a>,
            code,
            code,
          ])}
        </li>
        <li>{rich(t("chain.verify"), [(text) => <a href="/verify">{text}</a>])}</li>
        <li>{t("chain.forecast")}</li>
        <li>{t("chain.never")}</li>
        <li>{t("chain.kickOff")}</li>
      </ul>

      <h2>{t("scoring.title")}</h2>
      <p>
        {rich(t("scoring.body", { exact: POINTS.exact, outcome: POINTS.outcome, difference: POINTS.goalDifference, miss: POINTS.miss }), [
          (text) => <Link href="/how-it-works">{text}</Link>,
        ])}
      </p>

      <TrackRecord />

      <h2>{t("limits.title")}</h2>
      <p>{t("limits.body")}</p>
    </StaticPage>
  );
}
