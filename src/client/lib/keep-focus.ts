const focusable = "a[href], button, input, select, textarea, [tabindex]";

/**
 * React's first commit replaces the pre-rendered landing's nodes with identical new ones, and a
 * removed node takes focus with it: a visitor who already tabbed into the page would be sent back to
 * the top. Until that swap, this remembers where focus is among the page's focusable elements, and
 * afterwards puts it on the element in the same place.
 */
export function keepFocusAcrossTakeover(root: HTMLElement): void {
  let index = -1;
  const remember = (event: FocusEvent) => {
    index = [...root.querySelectorAll(focusable)].indexOf(event.target as Element);
  };
  const observer = new MutationObserver(() => {
    observer.disconnect();
    root.removeEventListener("focusin", remember);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && index >= 0) root.querySelectorAll<HTMLElement>(focusable)[index]?.focus();
  });
  const active = document.activeElement;
  if (active && root.contains(active)) index = [...root.querySelectorAll(focusable)].indexOf(active);
  root.addEventListener("focusin", remember);
  observer.observe(root, { childList: true });
}
