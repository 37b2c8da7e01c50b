import { Link } from "wouter";
import { buttonVariants } from "../components/ui/button";
import { MainContent } from "../components/layout/main-content";

export default function NotFoundPage() {
  return (
    <MainContent className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="font-display text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="text-muted-foreground">Even the oracles could not foresee this page. It does not exist.</p>
      <Link href="/" className={buttonVariants()}>
        Back to Home
      </Link>
    </MainContent>
  );
}
