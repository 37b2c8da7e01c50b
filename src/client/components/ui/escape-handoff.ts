// Radix gives an Escape press to the layer opened last, and a toast is a layer: a toast that appeared over an open
// dialog ("Image Downloaded!") took the press meant to close the dialog, which then needed a second one. A toast lets
// a press made inside a dialog pass (it stays up, as it would without the press), and the dialog closes on it.

const handedOff = new WeakSet<Event>();

/** For a toast's Escape: true, and the toast keeps itself up, when the press was made inside an open dialog. */
export function handOffEscapeToDialog(event: KeyboardEvent): boolean {
  if (!(event.target instanceof Element) || !event.target.closest('[role="dialog"]')) return false;
  handedOff.add(event);
  event.preventDefault();
  return true;
}

/** For a dialog's keydown: whether a toast let this Escape pass to it. */
export function escapeHandedOff(event: Event): boolean {
  return handedOff.has(event);
}
