import { defineServerArea } from "../../../../shared/i18n/catalogue";
import de from "./de.json";
import en from "./en.json";
import es from "./es.json";
import ptBR from "./pt-BR.json";

// The statistical oracles' words (docs/decisions.md#languages): El Divino's and O Eterno's reasoning
// and bold call, written at prediction time in every language. The English is the hashed text; the
// others are stored beside it and shown, never hashed.
export const personaWords = defineServerArea("server/providers/oracles/statistical/messages", { en, "pt-BR": ptBR, es, de });
