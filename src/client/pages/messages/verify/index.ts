import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The verify page's title and its explanation of the chain and the Merkle tree. */
export const verifyPageArea = defineArea("client/pages/messages/verify", en);
