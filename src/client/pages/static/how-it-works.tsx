import { Link } from "wouter";
import {
  AI_DISPLAY_NAMES,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_PREFIX,
  REFERRAL_FIRST_BET_BONUS,
  REFERRAL_JOIN_BONUS,
  STAKE_PRESETS,
  STARTING_CREDITS,
} from "@shared/constants";
import { StaticPage } from "../../components/layout/static-page";
import { formatCredits } from "../../lib/format";
import { useT } from "../../lib/i18n/area";
import { useLocale } from "../../lib/i18n/locale";
import { rich } from "../../lib/i18n/rich";
import { howItWorksArea } from "./messages/how-it-works";
import { PlayAlongSection } from "./how-it-works-play-along";
import { ScoringSection } from "./how-it-works-scoring";

const TIERS = ["bronze", "silver", "gold", "platinum"] as const;

export default function HowItWorksPage() {
  const t = useT(howItWorksArea);
  const locale = useLocale();
  return (
    <StaticPage title={t("title")} lead={t("lead")}>
      <h2>{t("signUp.title")}</h2>
      <p>{t("signUp.body", { credits: formatCredits(STARTING_CREDITS, locale) })}</p>

      <h2>{t("read.title")}</h2>
      <p>
        {rich(t("read.intro", { divino: AI_DISPLAY_NAMES.ChatGPT, eterno: AI_DISPLAY_NAMES.Grok }), [
          (name) => <span className="text-chatgpt">{name}</span>,
          (name) => <span className="text-grok">{name}</span>,
        ])}
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>{t("read.score")}</li>
        <li>{t("read.confidence")}</li>
        <li>{t("read.reasoning")}</li>
        <li>{t("read.scorers")}</li>
        <li>{t("read.bold")}</li>
      </ul>
      <p data-testid="distinct-calls">
        {rich(t("read.distinct", { divino: AI_DISPLAY_NAMES.ChatGPT, eterno: AI_DISPLAY_NAMES.Grok, path: "/match/42" }), [
          (text) => <strong>{text}</strong>,
          (text) => <code>{text}</code>,
        ])}
      </p>
      <p>{rich(t("read.sealed"), [(text) => <Link href="/ai-transparency">{text}</Link>])}</p>

      <h2>{t("back.title")}</h2>
      <p>{t("back.body", { presets: STAKE_PRESETS.map((stake) => formatCredits(stake, locale)).join(", ") })}</p>

      <ScoringSection />

      <PlayAlongSection />

      <h2>{t("streaks.title")}</h2>
      <p>{t("streaks.body")}</p>

      <h2>{t("invite.title")}</h2>
      <p>
        {t("invite.body", {
          prefix: REFERRAL_CODE_PREFIX,
          length: REFERRAL_CODE_LENGTH,
          joinBonus: formatCredits(REFERRAL_JOIN_BONUS, locale),
          betBonus: formatCredits(REFERRAL_FIRST_BET_BONUS, locale),
        })}
      </p>
      <ul className="grid gap-2 sm:grid-cols-4">
        {TIERS.map((tier) => (
          <li key={tier} className="rounded-lg border border-border bg-card p-3 text-center">
            <span className="block font-semibold">{t(`tier.${tier}`)}</span>
            <span className="text-sm text-muted-foreground">{t(`tier.${tier}Range`)}</span>
          </li>
        ))}
      </ul>

      <p>{rich(t("question"), [(text) => <Link href="/faq">{text}</Link>])}</p>
    </StaticPage>
  );
}
