import { defineServerArea } from "../../../shared/i18n/catalogue";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import ptBR from "./messages/pt-BR.json";

// The words of the page around the app, in each language (docs/decisions.md#languages): index.html's
// description and loading line, and the installed app's description (its web manifest).
export const pageWords = defineServerArea("server/http/messages", { en, "pt-BR": ptBR, es, de });
