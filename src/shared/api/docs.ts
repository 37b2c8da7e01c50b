import { z } from "zod";
import { endpoint } from "./contract";
import { routes } from "./routes";

/** The API described for integrators: the OpenAPI 3.1 document generated from this contract. */
export const docsEndpoints = {
  openapi: endpoint({
    ...routes.docs.openapi,
    responses: {
      200: z.looseObject({
        openapi: z.string(),
        info: z.looseObject({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.unknown()),
      }),
    },
  }),
};
