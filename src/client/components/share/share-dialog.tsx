import { achievementTitle } from "@shared/achievement";
import { Copy, Download, Loader2 } from "lucide-react";
import { useState } from "react";
import { toast } from "../../hooks/use-toast";
import { trackEvent } from "../../lib/analytics";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { AchievementCard } from "./achievement-card";
import { CardCanvas } from "./card-canvas";
import { CARD_EXPORT_SCALE, CARD_IMAGE_TIMEOUT_MS, drawableCard, type ShareCard } from "./card-model";
import { renderCardPng } from "./render-card-png";
import { saveBlob, openShareWindow } from "./save-file";
import { ResultCard } from "./result-card";
import { cardFileName, copyText, socialShareUrl, withLanguage, type CardPlatform } from "./share-links";
import { shareText } from "./share-text";
import { SOCIAL_ICONS, SOCIAL_LABELS } from "./social-icons";
import { useWords } from "../../lib/i18n/area";
import { shareArea } from "./messages";

const TITLES = {
  achievement: "dialog.achievement",
  result: "dialog.result",
  league: "dialog.league",
  prophet: "dialog.prophet",
} as const;
const CARD_PLATFORMS: readonly CardPlatform[] = ["twitter", "facebook", "linkedin"];

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card to preview and download; a result card with a null model cannot be drawn. */
  card: ShareCard;
  /** The link shared, with its utm parameters (see share-links.ts); the page's language is added here. */
  url: string;
}

/**
 * The share dialog (docs/rules.md#sharing): the card preview, 'Download Image' (a 2400×1260 PNG on black), the Twitter,
 * Facebook and LinkedIn buttons and the 'Share Text' preview.
 */
export function ShareDialog({ open, onOpenChange, card, url: page }: ShareDialogProps) {
  const [generating, setGenerating] = useState(false);
  const words = useWords(shareArea);
  const { t } = words;
  // The link carries the sharer's language, so its preview and landing come in the post's language.
  const url = withLanguage(page, words.locale);
  const cardType = card.type;
  const drawable = drawableCard(card);
  const text = shareText(card, words);

  async function download() {
    if (!drawable || generating) return;
    trackEvent("click", "share_card_download", { cardType });
    setGenerating(true);
    try {
      const blob = await renderCardPng(drawable, { scale: CARD_EXPORT_SCALE, timeoutMs: CARD_IMAGE_TIMEOUT_MS, words });
      saveBlob(blob, cardFileName(cardType, Date.now()));
      toast({ title: t("toast.downloaded"), description: t("toast.downloadedDescription") });
    } catch (error) {
      // Capture errors (timeout, tainted canvas) are only logged; the player gets the toast (docs/rules.md#sharing).
      console.error("Share card capture failed", error);
      toast({ title: t("toast.downloadFailed"), description: t("toast.downloadFailedDescription"), variant: "destructive" });
    } finally {
      setGenerating(false);
    }
  }

  async function copy() {
    trackEvent("click", "share_copy", { shareType: cardType, url });
    try {
      await navigator.clipboard.writeText(copyText({ text, url }));
      toast({ title: t("toast.copied"), description: t("toast.copiedDescription") });
    } catch {
      toast({ title: t("toast.copyFailed"), description: t("toast.copyFailedDescription"), variant: "destructive" });
    }
  }

  function share(platform: CardPlatform) {
    trackEvent("click", `share_card_${platform}`, { cardType, url });
    openShareWindow(socialShareUrl(platform, { text, url }));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t(TITLES[cardType])} className="max-w-2xl">
      <div className="grid gap-4">
        <div className="overflow-hidden rounded-xl" data-testid="share-card-preview">
          {card.type === "achievement" ? (
            <AchievementCard input={card.input} />
          ) : card.type === "result" ? (
            <ResultCard model={card.model} />
          ) : (
            <CardCanvas card={card} testId={`${card.type}-card`} />
          )}
        </div>
        {card.type === "achievement" && (
          <p className="text-center font-display text-lg font-bold text-accent" data-testid="achievement-title">
            {achievementTitle(card.input, words)}
          </p>
        )}
        <Button onClick={() => void download()} disabled={generating || !drawable} aria-busy={generating}>
          {generating ? <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden /> : <Download className="size-4" aria-hidden />}
          {generating ? t("generating") : t("download")}
        </Button>
        <div className="grid gap-2 sm:grid-cols-3">
          {CARD_PLATFORMS.map((platform) => {
            const Icon = SOCIAL_ICONS[platform];
            return (
              <Button key={platform} variant="outline" onClick={() => share(platform)}>
                <Icon className="size-4" />
                {SOCIAL_LABELS[platform]}
              </Button>
            );
          })}
        </div>
        <div>
          <p className="text-sm font-medium" id="share-text-label">
            {t("shareText")}
          </p>
          <div
            className="mt-1 grid gap-1 rounded-lg border border-border bg-muted p-3 text-sm [overflow-wrap:anywhere]"
            aria-labelledby="share-text-label"
            role="group"
            data-testid="share-text"
          >
            <p>{text}</p>
            <p className="text-xs text-muted-foreground">{url}</p>
          </div>
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => void copy()}>
            <Copy className="size-4" aria-hidden />
            {t("copyShareText")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
