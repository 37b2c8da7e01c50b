// The server's entry. memory-release may re-execute the process (same id, one glibc setting more), so it runs
// before the server's modules load: a static import of them would load and evaluate every package first, as
// ES modules link all their imports before any body runs, and the process then replaced threw that work away
// (6 of the 22 s of CPU a fresh start took, docs/decisions.md, Staying up).
import "./platform/memory-release";

await import("./serve");
