import type { z } from "zod";
import { EncodedBody } from "./encoded-reply";

/**
 * A reply that is the same for every caller (social proof): built at most once per `ttlMs`,
 * serialized through the endpoint's reply schema as Fastify would, then tagged and compressed once
 * (EncodedBody). Callers in the meantime share the build; a failed build is not kept.
 */
export class SharedReply<T> {
  private current: { at: number; body: Promise<EncodedBody> } | undefined;

  constructor(
    private readonly schema: z.ZodType<T>,
    private readonly ttlMs: number,
    private readonly build: () => Promise<T>,
  ) {}

  get(): Promise<EncodedBody> {
    if (!this.current || Date.now() - this.current.at >= this.ttlMs) {
      const body = this.build().then((value) => new EncodedBody("application/json; charset=utf-8", JSON.stringify(this.schema.parse(value))));
      this.current = { at: Date.now(), body };
      body.catch(() => {
        if (this.current?.body === body) this.current = undefined;
      });
    }
    return this.current.body;
  }
}
