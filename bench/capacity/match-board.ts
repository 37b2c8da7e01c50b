import type { ListedMatch } from "../../src/shared/api/matches";
import { replyText, type Reply } from "./browser-client";

/**
 * The match list as players last read it. Every version is parsed once, by its ETag, however many
 * players download it: the browser's work happens on the player's machine, not on the two cores
 * the bench shares with the server. The newest version read by anyone stands for what a match page
 * would show (GET /api/matches/:id is always fresh).
 */
export class MatchBoard {
  private readonly versions = new Map<string, ListedMatch[]>();
  latest: ListedMatch[] = [];

  /** The list a 200 carried. */
  read(reply: Reply): ListedMatch[] {
    const known = reply.etag ? this.versions.get(reply.etag) : undefined;
    if (known) return known;
    const list = JSON.parse(replyText(reply)) as ListedMatch[];
    if (reply.etag) {
      this.versions.set(reply.etag, list);
      // A few versions suffice: players on an older one hold it themselves.
      if (this.versions.size > 8) this.versions.delete(this.versions.keys().next().value!);
    }
    this.latest = list;
    return list;
  }

  find(id: number): ListedMatch | undefined {
    return this.latest.find((m) => m.id === id);
  }
}
