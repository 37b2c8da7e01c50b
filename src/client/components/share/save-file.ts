/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Opens an external share page in a new tab without opener or referrer (docs/rules.md#sharing). */
export function openShareWindow(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}
