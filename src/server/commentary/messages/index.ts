import { defineServerArea } from "../../../shared/i18n/catalogue";
import de from "./de.json";
import en from "./en.json";
import es from "./es.json";
import ptBR from "./pt-BR.json";

// The live commentary's words (docs/decisions.md#languages): the event lines and the oracles' reactions,
// each written in every language when the line is recorded and sent in each subscriber's.
export const commentaryWords = defineServerArea("server/commentary/messages", { en, "pt-BR": ptBR, es, de });
