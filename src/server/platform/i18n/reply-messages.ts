import type { FastifyInstance } from "fastify";
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { defineServerArea } from "../../../shared/i18n/catalogue";
import { formatCount, formatCredits } from "../../../shared/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/i18n/locales";
import { replyLocale } from "./request-locale";
import de from "./messages/api/de.json";
import en from "./messages/api/en.json";
import es from "./messages/api/es.json";
import ptBR from "./messages/api/pt-BR.json";

// The {message} of a refusal in the language of whoever asked (docs/decisions.md#languages). The code
// throws its refusals in English, the source; on the way out each is found in the API catalogue by the
// English it says (a pattern per message, its placeholders capturing the parts that vary) and written
// again in the reader's language, the captured counts and credits reformatted for it. A message the
// catalogue does not hold goes out in English; replies.test.ts fails on any the code can send.

const apiWords = defineServerArea("server/i18n/messages/api", { en, "pt-BR": ptBR, es, de });

interface Pattern {
  id: string;
  regex: RegExp;
  /** The placeholder each capture group fills, in group order. */
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function toSource(tokens: CompiledMessage, names: string[], plural?: string): string {
  return tokens
    .map((token) => {
      if (typeof token === "string") {
        if (plural === undefined) return escape(token);
        // Each # is the plural's count: a group of its own, named by the plural.
        return token
          .split("#")
          .map((part, i) => {
            if (i === 0) return escape(part);
            names.push(plural);
            return `(\\d[\\d,.]*)${escape(part)}`;
          })
          .join("");
      }
      const [name, type, choices] = token;
      if (type === "plural" && choices && typeof choices === "object") {
        const branches = Object.entries(choices as Record<string, CompiledMessage | undefined>)
          .filter(([key, branch]) => key !== "offset" && Array.isArray(branch))
          .map(([, branch]) => toSource(branch!, names, name));
        return `(?:${branches.join("|")})`;
      }
      names.push(name);
      return "(.+?)";
    })
    .join("");
}

/** The literal text a message's English holds: the more, the more specific, so tried first. */
const literalLength = (tokens: CompiledMessage): number =>
  tokens.reduce((sum: number, token) => sum + (typeof token === "string" ? token.length : 0), 0);

// Compiled already where the build compiled the catalogue (scripts/build-server.mjs, the tests); raw under tsx.
const patterns: Pattern[] = Object.entries(en as Record<string, string | CompiledMessage>)
  .map(([id, message]) => {
    const compiled = typeof message === "string" ? compileMessageOrThrow(message) : message;
    const names: string[] = [];
    const source = toSource(compiled, names);
    return { id, regex: new RegExp(`^${source}$`, "s"), names, weight: literalLength(compiled) };
  })
  .sort((a, b) => b.weight - a.weight);

/** A captured count or credit amount, written again as `locale` writes numbers; anything else as it came. */
function reformat(value: string, locale: Locale): string | number {
  const credits = /^₡([\d,]+)$/.exec(value);
  if (credits) return formatCredits(Number(credits[1]!.replace(/,/g, "")), locale);
  if (/^\d{1,3}(,\d{3})+$/.test(value)) return formatCount(Number(value.replace(/,/g, "")), locale);
  if (/^\d+$/.test(value)) return Number(value);
  // A wait written out in English ("5 minutes", "1 hour"), as the language names it.
  const wait = /^(\d+) (minute|hour)s?$/.exec(value);
  if (wait) return new Intl.NumberFormat(locale, { style: "unit", unit: wait[2]!, unitDisplay: "long" }).format(Number(wait[1]));
  return value;
}

const known = new Map<string, { id: string; values: Record<string, string> } | null>();

/** Which catalogue message an English reply is, and the values it was written with; null when none. */
export function recognise(message: string): { id: string; values: Record<string, string> } | null {
  const cached = known.get(message);
  if (cached !== undefined) return cached;
  let found: { id: string; values: Record<string, string> } | null = null;
  for (const { id, regex, names } of patterns) {
    const match = regex.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => {
      const captured = match[i + 1];
      if (captured !== undefined) values[name] ??= captured;
    });
    found = { id, values };
    break;
  }
  // Messages carry ids and addresses: a bounded memory of them.
  if (known.size > 5_000) known.clear();
  known.set(message, found);
  return found;
}

/** An English reply message in `locale`. */
export function translateReply(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  const found = recognise(message);
  if (!found) return message;
  // A part that is a message of its own (a schema's "code must be text" inside "Invalid code: …") is written in the
  // language too, so no sentence goes out half in English.
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [name, recognise(value) ? translateReply(value, locale) : reformat(value, locale)]),
  );
  return apiWords(locale)(found.id as keyof typeof en, values);
}

/**
 * Every JSON reply's top-level {message} in the reader's language: a refusal's (any status from 400), a reply
 * that is only a message (a link sent, a password changed) and one that says what it did beside its figures
 * (fetch-new's matches added). The contract gives a top-level message to nothing a player wrote, and a text the
 * catalogue does not hold goes out as it came.
 */
export function registerReplyLanguage(app: FastifyInstance): void {
  app.addHook("preSerialization", (request, _reply, payload, done) => {
    if (payload === null || typeof payload !== "object" || Array.isArray(payload)) return done(null, payload);
    // Most replies carry no message: they leave after one property read, with no key list built.
    const { message } = payload as { message?: unknown };
    if (typeof message !== "string") return done(null, payload);
    const locale = replyLocale(request);
    done(null, locale === DEFAULT_LOCALE ? payload : { ...payload, message: translateReply(message, locale) });
  });
}
