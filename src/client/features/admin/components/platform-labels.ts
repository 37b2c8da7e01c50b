import type { SharePlatform } from "../api/admin-types";

export const PLATFORM_LABELS: Record<SharePlatform, string> = {
  twitter: "Twitter / X",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  reddit: "Reddit",
  copy: "Copy link",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
};
