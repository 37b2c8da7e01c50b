import { Moon, Sun } from "lucide-react";
import { useTheme } from "../../hooks/use-theme";
import { Button } from "../ui/button";

/** `aria-describedby` comes from a tooltip around it (the header's). */
export function ThemeToggle({ className, "aria-describedby": describedBy }: { className?: string; "aria-describedby"?: string }) {
  const { theme, toggle } = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      aria-describedby={describedBy}
      data-testid="theme-toggle"
    >
      {theme === "dark" ? <Sun className="size-5" /> : <Moon className="size-5" />}
    </Button>
  );
}
