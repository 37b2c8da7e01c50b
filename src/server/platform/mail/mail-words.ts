import { defineServerArea } from "../../../shared/i18n/catalogue";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import ptBR from "./messages/pt-BR.json";

// The account e-mails' words (the confirmation link, the password reset link) in the account's
// language (docs/decisions.md#languages), loaded for every language as the server starts.
export const mailWords = defineServerArea("server/mail/messages", { en, "pt-BR": ptBR, es, de });
