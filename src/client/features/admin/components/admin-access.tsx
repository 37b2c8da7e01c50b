import { ShieldAlert, LogIn } from "lucide-react";
import { Link } from "wouter";
import { Footer } from "../../../components/layout/footer";
import { buttonVariants } from "../../../components/ui/button";
import { MainContent } from "../../../components/layout/main-content";

/** A signed-out visitor at /admin (docs/rules.md#page-admin). No header: there is no player to show. */
export function LoginRequired() {
  return (
    <div className="flex min-h-screen flex-col">
      <MainContent className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <LogIn className="size-12 text-primary" aria-hidden />
        <h1 className="font-display text-3xl font-bold">Login Required</h1>
        <p className="text-muted-foreground">You must be logged in to access admin dashboard</p>
        <div className="flex flex-wrap justify-center gap-3">
          {/* A full navigation: /api/login starts sign-in. */}
          <a href="/api/login" className={buttonVariants()}>
            Sign In
          </a>
          <Link href="/" className={buttonVariants({ variant: "outline" })}>
            Back to Home
          </Link>
        </div>
      </MainContent>
      <Footer />
    </div>
  );
}

/** A signed-in player without the admin flag (docs/rules.md#page-admin). */
export function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="font-display text-3xl font-bold">Access Denied</h1>
      <p className="text-muted-foreground">You don&apos;t have permission to access the admin dashboard</p>
      <Link href="/" className={buttonVariants({ variant: "outline" })}>
        Back to Arena
      </Link>
    </div>
  );
}
