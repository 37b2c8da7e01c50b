// Applies the stored theme before first paint (no flash); a file, not inline, so the CSP holds.
try {
  if (localStorage.getItem("prophecy-league-theme") === "light") {
    document.documentElement.classList.remove("dark");
    document.documentElement.classList.add("light");
  }
} catch {
  /* storage blocked: keep the dark default */
}
