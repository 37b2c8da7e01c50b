import { loadArea, translatorFor, type Translate } from "../../shared/i18n/catalogue";
import { LOCALES, type Locale } from "../../shared/i18n/locales";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import ptBR from "./messages/pt-BR.json";

// The account e-mails' words (the confirmation link, the password reset link) in the account's
// language (docs/decisions.md#languages), loaded for every language as the server starts.
const AREA = "server/mail/messages";
const catalogues: Record<Locale, Record<string, string>> = { en, "pt-BR": ptBR, es, de };
for (const locale of LOCALES) loadArea(locale, AREA, catalogues[locale]);

export type MailId = keyof typeof en;

/** The account e-mails' messages in `locale`. */
export const mailWords = (locale: Locale): Translate<MailId> => translatorFor<MailId>(locale, AREA);
