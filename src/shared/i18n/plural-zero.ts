import type { CompiledIcuChoices, CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { Locale } from "./locales";

/**
 * The languages whose zero takes the plural's words where CLDR's cardinal rule puts it with one: Brazilians write
 * "0 pontos", yet `new Intl.PluralRules("pt-BR").select(0)` is "one", and Lingui picks a plural's case by that rule.
 */
const ZERO_TAKES_PLURAL: ReadonlySet<Locale> = new Set(["pt-BR"]);

/**
 * A compiled message as its language reads it: in those languages, each plural (nested ones too) gains an exact 0 case
 * (ICU's `=0`) holding its `other` words, unless the message wrote its own. Once per message, as its area loads.
 */
export function withPluralZero(locale: Locale, message: CompiledMessage): CompiledMessage {
  return ZERO_TAKES_PLURAL.has(locale) ? zeroAsOther(message) : message;
}

function zeroAsOther(message: CompiledMessage): CompiledMessage {
  return message.map((token) => {
    if (typeof token === "string") return token;
    const [name, type, format] = token;
    if ((type !== "plural" && type !== "select" && type !== "selectordinal") || format === null || typeof format !== "object") return token;
    const cases = Object.fromEntries(
      Object.entries(format as CompiledIcuChoices).map(([key, value]) => [key, Array.isArray(value) ? zeroAsOther(value) : value]),
    ) as CompiledIcuChoices;
    if (type === "plural" && !("0" in cases) && cases.other) cases["0"] = cases.other;
    return [name, type, cases];
  });
}
