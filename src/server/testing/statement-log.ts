import pg from "pg";

/** A statement sent to PostgreSQL: its text, spaces folded and cut short, and the ms until its reply. */
export interface Statement {
  text: string;
  ms: number;
}

let recording: Statement[] | undefined;
let width = 90;

// Every pool's client runs its statements through Client.query: recording there sees them all. The pool's own
// queries pass a callback; a client's caller awaits the promise.
const client = pg.Client.prototype as unknown as { query: (this: pg.Client, ...args: unknown[]) => unknown };
const query = client.query;
client.query = function (this: pg.Client, ...args: unknown[]) {
  if (!recording) return query.apply(this, args);
  const [first] = args;
  const text = typeof first === "string" ? first : ((first as { text?: string }).text ?? "");
  const statement = { text: text.replace(/\s+/g, " ").trim().slice(0, width), ms: Number.NaN };
  recording.push(statement);
  const started = performance.now();
  const done = () => {
    statement.ms = performance.now() - started;
  };
  const callback = args.findIndex((a) => typeof a === "function");
  if (callback >= 0) {
    const own = args[callback] as (...reply: unknown[]) => void;
    args[callback] = (...reply: unknown[]) => (done(), own(...reply));
  }
  const result = query.apply(this, args);
  if (callback < 0 && result instanceof Promise) result.then(done, done);
  return result;
};

/** The statements `work` sends, in the order they were sent (texts cut at `cut` characters). */
export async function statementsOf<T>(work: () => Promise<T>, cut = 90): Promise<{ result: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  recording = statements;
  width = cut;
  try {
    return { result: await work(), statements };
  } finally {
    recording = undefined;
  }
}
