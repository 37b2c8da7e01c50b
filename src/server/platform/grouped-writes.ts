/**
 * Rows that many requests write to one table, each request waiting for its own row: the first is written at once, and
 * those that come while a write is under way go together in the next, one statement for all of them. With no load
 * nothing waits longer than its own insert; under load the statements stay few (the analytics events). A group that
 * fails is written again a row at a time, so a bad row fails its own request only.
 */
export class GroupedWrites<T> {
  private waiting: Array<{ row: T; resolve: () => void; reject: (err: unknown) => void }> = [];
  private writing = false;

  constructor(
    private readonly write: (rows: T[]) => Promise<void>,
    /** The most rows one statement carries. */
    private readonly most = 500,
  ) {}

  add(row: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.most);
      try {
        await this.write(group.map((entry) => entry.row));
        for (const entry of group) entry.resolve();
      } catch (err) {
        if (group.length === 1) group[0]!.reject(err);
        else for (const entry of group) await this.write([entry.row]).then(entry.resolve, entry.reject);
      }
    }
    this.writing = false;
  }
}
