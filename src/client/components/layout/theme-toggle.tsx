import { Moon, Sun } from "lucide-react";
import { useTheme } from "../../hooks/use-theme";
import { useT } from "../../lib/i18n/area";
import { layoutArea } from "./messages";
import { Button } from "../ui/button";

/** `aria-describedby` comes from a tooltip around it (the header's). */
export function ThemeToggle({ className, "aria-describedby": describedBy }: { className?: string; "aria-describedby"?: string }) {
  const { theme, toggle } = useTheme();
  const t = useT(layoutArea);
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggle}
      aria-label={theme === "dark" ? t("themeToLight") : t("themeToDark")}
      aria-describedby={describedBy}
      data-testid="theme-toggle"
    >
      {theme === "dark" ? <Sun className="size-5" /> : <Moon className="size-5" />}
    </Button>
  );
}
