import { THEME_STORAGE_KEY } from "./constants.ts";

/**
 * Applies the stored theme before first paint, so a light-theme player never sees a dark flash.
 * Inline in index.html (vite.config.ts) rather than a file: a blocking script file costs a round trip
 * before anything paints. The CSP allows exactly this script by its hash (src/server/platform/http/security.ts).
 */
export const THEME_INIT_SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="light"){` +
  `document.documentElement.classList.remove("dark");document.documentElement.classList.add("light")}}` +
  `catch(e){/* storage blocked: keep the dark default */}`;
