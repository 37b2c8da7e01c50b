import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";

const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (user + system), from /proc/<pid>/stat; NaN once it is gone. */
export function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/**
 * Write system calls a process has made (socket writes included), from /proc/<pid>/io; NaN once it is gone. On this
 * box a system call is dear, and a reply, a statement or a WebSocket frame is one each unless gathered.
 */
export function writeCallsOf(pid: number | undefined): number {
  try {
    return Number(/^syscw: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, "utf8"))?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/**
 * Context switches of all a process's threads so far, from /proc/<pid>/task/<tid>/status: those it gave the core up
 * for (waiting on a socket, a lock) and those the scheduler took it off the core for; NaN once it is gone. When more
 * processes share the cores, each wake-up of a peer can cost the writer its core.
 */
export function switchesOf(pid: number | undefined): { voluntary: number; involuntary: number } {
  let voluntary = 0;
  let involuntary = 0;
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      let status = "";
      try {
        status = readFileSync(`/proc/${pid}/task/${task}/status`, "utf8");
      } catch {
        continue; // the thread ended meanwhile
      }
      voluntary += Number(/^voluntary_ctxt_switches:\s+(\d+)$/m.exec(status)?.[1] ?? 0);
      involuntary += Number(/^nonvoluntary_ctxt_switches:\s+(\d+)$/m.exec(status)?.[1] ?? 0);
    }
  } catch {
    return { voluntary: NaN, involuntary: NaN };
  }
  return { voluntary, involuntary };
}

/** CPU seconds of the PostgreSQL backends serving one database (their title names it). */
function databaseBackends(database: string): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let title = "";
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const used = title.startsWith("postgres: ") && title.includes(` ${database} `) ? cpuSecondsOf(Number(entry)) : NaN;
    if (!Number.isNaN(used)) seconds.set(Number(entry), used);
  }
  return seconds;
}

/** CPU seconds this process's finished children used (those it has waited for), from /proc/self/stat. */
export function childCpuSeconds(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** Busy and total jiffies of the whole machine, from /proc/stat. */
export function machineTicks(): { busy: number; total: number } {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, t) => sum + t, 0);
  return { busy: total - idle, total };
}

export interface Usage {
  /** Per server process, in % of one core. */
  serverCpu: number[];
  /** Per server process, its write system calls a second. */
  serverWrites: number[];
  /** Per server process, its threads' context switches a second: given up (waits) and taken (preempted). */
  serverSwitches: Array<{ voluntary: number; involuntary: number }>;
  /** The bench's own process: players, sockets, figures. */
  generatorCpu: number;
  /** The load generator's event-loop delay, p99 and longest (ms): when high, the generator itself was late. */
  generatorLagMs: number;
  generatorLagMaxMs: number;
  /** PostgreSQL's backends for the run's database, in % of one core (undefined on PGlite). */
  databaseCpu: number | undefined;
  /** Every process on the machine, in % of all its cores. */
  machineBusy: number;
  /** What the rest of the machine used (other work, PostgreSQL's own background processes), in % of one core. */
  otherCpu: number;
}

/**
 * Where the two cores went over one window: each server, the bench itself, PostgreSQL's backends for
 * the run's database, and the machine as a whole (other work on it included).
 */
export class UsageMeter {
  private at = performance.now();
  private servers: number[] = [];
  private writes: number[] = [];
  private switches: Array<{ voluntary: number; involuntary: number }> = [];
  private generator = process.cpuUsage();
  private backends = new Map<number, number>();
  private machine = machineTicks();
  private readonly lag = monitorEventLoopDelay({ resolution: 10 });

  constructor(
    private readonly serverPids: () => Array<number | undefined>,
    private readonly database: string | undefined,
  ) {
    this.lag.enable();
    this.mark();
  }

  /** Starts a window. */
  mark(): void {
    this.at = performance.now();
    this.servers = this.serverPids().map(cpuSecondsOf);
    this.writes = this.serverPids().map(writeCallsOf);
    this.switches = this.serverPids().map(switchesOf);
    this.generator = process.cpuUsage();
    this.backends = this.database ? databaseBackends(this.database) : new Map();
    this.machine = machineTicks();
    this.lag.reset();
  }

  /** The window since mark(). */
  read(): Usage {
    const wall = (performance.now() - this.at) / 1000;
    const share = (cpuSeconds: number) => (cpuSeconds / wall) * 100;
    const generator = process.cpuUsage(this.generator);
    let databaseCpu: number | undefined;
    if (this.database) {
      let used = 0;
      for (const [pid, seconds] of databaseBackends(this.database)) used += seconds - (this.backends.get(pid) ?? 0);
      databaseCpu = share(used);
    }
    const machine = machineTicks();
    const serverCpu = this.serverPids().map((pid, i) => share(cpuSecondsOf(pid) - (this.servers[i] ?? 0)));
    const serverWrites = this.serverPids().map((pid, i) => (writeCallsOf(pid) - (this.writes[i] ?? 0)) / wall);
    const serverSwitches = this.serverPids().map((pid, i) => {
      const now = switchesOf(pid);
      const then = this.switches[i] ?? { voluntary: NaN, involuntary: NaN };
      return { voluntary: (now.voluntary - then.voluntary) / wall, involuntary: (now.involuntary - then.involuntary) / wall };
    });
    const generatorCpu = share((generator.user + generator.system) / 1e6);
    const machineBusy = ((machine.busy - this.machine.busy) / Math.max(1, machine.total - this.machine.total)) * 100;
    const ours = serverCpu.reduce((sum, v) => sum + (Number.isNaN(v) ? 0 : v), 0) + generatorCpu + (databaseCpu ?? 0);
    return {
      serverCpu,
      serverWrites,
      serverSwitches,
      generatorCpu,
      generatorLagMs: this.lag.percentile(99) / 1e6,
      generatorLagMaxMs: this.lag.max / 1e6,
      databaseCpu,
      machineBusy,
      otherCpu: Math.max(0, machineBusy * cpus().length - ours),
    };
  }
}
