import { p } from "../soak/load-stats";
import { P99_LIMIT_MS } from "./options";
import type { StepStats } from "./step-stats";
import type { Usage } from "./server-usage";

export interface StepResult {
  players: number;
  /** Requests and errors while the step's newcomers arrived and settled (not in the latencies). */
  joining: StepStats;
  /** The measured hold. */
  hold: StepStats;
  usage: Usage;
  rssMb: number[];
  /** Sockets open: live match pages, and arenas following every match. */
  sockets: { matches: number; arenas: number };
  /** PostgreSQL's transactions in the run's database over the hold (each statement outside a transaction is one). */
  transactions: number | undefined;
  /** Why the step is over a threshold; undefined when it held. */
  over: string | undefined;
}

/** Above this share of a core taken by other work, a step's figures say more about the machine than the server. */
const OTHER_WORK_WARNING = 50;

export const fmt = (n: number, digits = 0): string =>
  Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }) : "n/a";
const pad = (text: string, width: number) => text.padStart(width);
const perCore = (list: number[]) => list.map((v) => fmt(v)).join(" + ");

/** The error rate over the whole step (arrivals included), in %. */
export function stepErrorPercent(step: Pick<StepResult, "joining" | "hold">): number {
  const requests = step.joining.requests + step.hold.requests;
  return requests === 0 ? 0 : ((step.joining.errors + step.hold.errors) / requests) * 100;
}

/** One step as it ends: the totals, where the time went, and every route's p50/p99. */
export function printStep(index: number, count: number, step: StepResult): void {
  const { hold, usage } = step;
  const seconds = hold.seconds();
  const errors = step.joining.errors + hold.errors;
  console.log(
    `\nstep ${index + 1}/${count}: ${fmt(step.players)} players, measured over ${fmt(seconds)} s after ${fmt(step.joining.seconds())} s of arrivals and settling`,
  );
  console.log(
    `  ${fmt(hold.requests)} requests (${fmt(hold.requests / seconds)}/s), HTTP p50 ${fmt(hold.latency(50), 1)} ms, p99 ${fmt(hold.latency(99), 1)} ms; ` +
      `errors ${errors} (${fmt(stepErrorPercent(step), 3)} %), expected refusals ${hold.refusals}, bets accepted ${fmt(hold.betsAccepted)}`,
  );
  if (step.transactions !== undefined) {
    console.log(
      `  PostgreSQL: ${fmt(step.transactions / seconds)} transactions a second, ${fmt(step.transactions / Math.max(1, hold.requests), 2)} a request`,
    );
  }
  console.log(
    `  WebSocket: ${fmt(step.sockets.matches)} live match pages and ${fmt(step.sockets.arenas)} arenas open, ${fmt(hold.wsDeliveryMs.length)} lines delivered, ` +
      `delivery p50 ${fmt(p(hold.wsDeliveryMs, 50))} ms, p99 ${fmt(p(hold.wsDeliveryMs, 99))} ms, ${hold.wsErrors} drops`,
  );
  console.log(
    `  server CPU ${perCore(usage.serverCpu)} % of a core, ${perCore(usage.serverWrites)} write system calls a second, ` +
      `${perCore(usage.serverSwitches.map((s) => s.voluntary))} context switches a second given up and ` +
      `${perCore(usage.serverSwitches.map((s) => s.involuntary))} taken, RSS ${perCore(step.rssMb)} MB; ` +
      (usage.databaseCpu === undefined ? "" : `PostgreSQL backends ${fmt(usage.databaseCpu)} %; `) +
      `load generator ${fmt(usage.generatorCpu)} % (event-loop delay p99 ${fmt(usage.generatorLagMs)} ms, longest ${fmt(usage.generatorLagMaxMs)} ms); machine ${fmt(usage.machineBusy)} % busy, ${fmt(usage.otherCpu)} % of a core by other processes`,
  );
  if (usage.otherCpu > OTHER_WORK_WARNING) {
    console.log(`  warning: other processes used ${fmt(usage.otherCpu)} % of a core meanwhile; these figures understate what the set-up holds`);
  }
  console.log(
    `  ${"route".padEnd(40)}${pad("requests", 10)}${pad("/s", 8)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("304", 8)}${pad("errors", 8)}`,
  );
  const routes = [...hold.byRoute].sort((a, b) => p(b[1].latenciesMs, 99) - p(a[1].latenciesMs, 99));
  for (const [route, f] of routes) {
    const n = f.latenciesMs.length;
    console.log(
      `  ${route.padEnd(40)}${pad(fmt(n), 10)}${pad(fmt(n / seconds, 1), 8)}${pad(fmt(p(f.latenciesMs, 50), 1), 9)}` +
        `${pad(fmt(p(f.latenciesMs, 99), 1), 9)}${pad(f.notModified ? `${fmt((f.notModified / n) * 100)}%` : "-", 8)}${pad(String(f.errors), 8)}`,
    );
  }
  if (hold.slowStarts.length > 0) {
    console.log(`  requests over ${P99_LIMIT_MS} ms: ${fmt(hold.slowStarts.length)}, most in second ${hold.slowClusters().join(", ")} of the window`);
  }
  const samples = [...step.joining.errorSamples, ...hold.errorSamples].slice(0, 6);
  for (const sample of samples) console.log(`  error: ${sample}`);
  console.log(`  → ${step.over ? `over: ${step.over}` : "held"}`);
}

/** Every step on one line each, for the record. */
export function printSummary(steps: StepResult[]): void {
  console.log(
    `\n${pad("players", 8)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("errors %", 10)}${pad("ws p99 ms", 11)}` +
      `${pad("server CPU %", 14)}${pad("RSS MB", 12)}${pad("DB CPU %", 10)}${pad("bench CPU %", 13)}${pad("other CPU %", 13)}  verdict`,
  );
  for (const step of steps) {
    const { hold, usage } = step;
    console.log(
      `${pad(fmt(step.players), 8)}${pad(fmt(hold.requests / hold.seconds()), 8)}${pad(fmt(hold.latency(50), 1), 8)}${pad(fmt(hold.latency(99), 1), 8)}` +
        `${pad(fmt(stepErrorPercent(step), 3), 10)}${pad(fmt(p(hold.wsDeliveryMs, 99)), 11)}${pad(perCore(usage.serverCpu), 14)}` +
        `${pad(perCore(step.rssMb), 12)}${pad(usage.databaseCpu === undefined ? "-" : fmt(usage.databaseCpu), 10)}${pad(fmt(usage.generatorCpu), 13)}${pad(fmt(usage.otherCpu), 13)}  ` +
        (step.over ? `over (${step.over})` : "held"),
    );
  }
}
