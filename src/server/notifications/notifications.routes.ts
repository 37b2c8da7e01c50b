import type { FastifyInstance, FastifyRequest } from "fastify";
import { notificationEndpoints } from "../../shared/api/notifications";
import { PRODUCT_NAME } from "../../shared/constants";
import { requireUser } from "../platform/http/request-user";
import type { Db } from "../platform/db/client";
import type { SqlClock } from "../platform/db/sql-clock";
import { networkOf } from "../platform/http/client-address";
import { badRequest, forbidden, notFound } from "../platform/http/errors";
import { replyLocale } from "../platform/i18n/request-locale";
import { contractApp, declared } from "../platform/http/route";
import { notificationWords } from "./notification-text";
import { listNotifications, markRead } from "./notifications.service";
import { emailLocaleOf, preferencesOf, remindMatch, savePreferences, stopEmail } from "./preferences.service";
import { pushEndpointProblem } from "./push-endpoints";
import { subscribePush, unsubscribePush, type PushKeys } from "./push.service";
import { validUnsubscribe } from "./unsubscribe-token";

export interface NotificationRouteDeps {
  db: Db;
  mailerConfigured: boolean;
  /** The VAPID keys when the server sends push. */
  push: PushKeys | undefined;
  /** The push services the operator added to the browsers' own (PUSH_SERVICE_HOSTS). */
  pushServiceHosts: readonly string[];
  secret: string;
  onRead?: (userId: number) => void;
  /** The calendar's speed-up: SIM_SPEED for the simulated league, 1 for real fixtures. */
  speed: number;
  /** Whose clock says how near a kick-off is (sql-clock.ts). */
  clock: SqlClock;
  rateLimits: boolean;
}

/** A small HTML page in `locale`; typed as the contract's reply, which declares no body for these two routes. */
const page = (locale: string, title: string, body: string): never =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · ${PRODUCT_NAME}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1>${body}<p><a href="/">${PRODUCT_NAME}</a></p></body></html>` as never;

/** The bell's calls, the reminder settings, and the unsubscribe link that works without signing in. */
export function notificationRoutes(app: FastifyInstance, deps: NotificationRouteDeps): void {
  const { db, mailerConfigured, secret, push } = deps;
  const channels = { mailerConfigured, pushConfigured: push !== undefined, speed: deps.speed, clock: deps.clock };
  // A device subscribes once, and again when its browser renews the subscription: ten a minute is
  // far more than a person's devices need, and keeps a script from churning rows (each is capped).
  const subscribeLimited = !deps.rateLimits
    ? {}
    : { config: { rateLimit: { max: 10, timeWindow: "1 minute", keyGenerator: (r: FastifyRequest) => `push:${r.user?.id ?? networkOf(r.ip)}` } } };
  const api = contractApp(app);
  api.route({ ...declared(notificationEndpoints.list), handler: (request) => listNotifications(db, requireUser(request).id, replyLocale(request)) });
  api.route({
    ...declared(notificationEndpoints.read),
    handler: async (request) => {
      const userId = requireUser(request).id;
      const reply = await markRead(db, userId, request.body);
      deps.onRead?.(userId);
      return reply;
    },
  });
  api.route({ ...declared(notificationEndpoints.preferences), handler: (request) => preferencesOf(db, requireUser(request), channels) });
  api.route({
    ...declared(notificationEndpoints.savePreferences),
    handler: (request) => savePreferences(db, requireUser(request), request.body, channels),
  });
  api.route({
    ...declared(notificationEndpoints.remindMatch),
    handler: (request) => remindMatch(db, requireUser(request), request.params.id, channels),
  });

  api.route({
    ...declared(notificationEndpoints.pushKey),
    handler: async (request) => {
      requireUser(request);
      if (!push) throw notFound("This server does not send push notifications");
      return { publicKey: push.publicKey };
    },
  });
  api.route({
    ...declared(notificationEndpoints.subscribePush),
    ...subscribeLimited,
    handler: async (request, reply) => {
      const userId = requireUser(request).id;
      if (!push) throw notFound("This server does not send push notifications");
      const problem = pushEndpointProblem(request.body.endpoint, deps.pushServiceHosts);
      if (problem) throw badRequest(problem);
      await subscribePush(db, userId, request.body);
      return reply.status(201).send({ subscribed: true });
    },
  });
  api.route({
    ...declared(notificationEndpoints.unsubscribePush),
    handler: async (request, reply) => {
      await unsubscribePush(db, requireUser(request).id, request.body.endpoint);
      return reply.status(204).send();
    },
  });

  const checked = (query: { u: number; t: string }) => {
    if (!validUnsubscribe(query.u, query.t, secret)) throw forbidden("This unsubscribe link is not valid");
    return query.u;
  };
  // A link opened (or fetched by a mail scanner) only asks; the button, or a mail client's one-click
  // POST (RFC 8058), turns e-mail reminders off.
  api.route({
    ...declared(notificationEndpoints.unsubscribe),
    handler: async (request, reply) => {
      const locale = await emailLocaleOf(db, checked(request.query));
      const t = notificationWords(locale);
      const action = `/api/notifications/unsubscribe?u=${request.query.u}&t=${encodeURIComponent(request.query.t)}`;
      return reply
        .type("text/html; charset=utf-8")
        .send(
          page(
            locale,
            t("unsubscribe.askTitle"),
            `<p>${t("unsubscribe.askBody")}</p><form method="post" action="${action}"><button type="submit">${t("unsubscribe.button")}</button></form>`,
          ),
        );
    },
  });
  // Forms and mail clients post form-encoded bodies, refused everywhere else: here the body says nothing and is not read.
  app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    contractApp(scope).route({
      ...declared(notificationEndpoints.confirmUnsubscribe),
      handler: async (request, reply) => {
        const userId = checked(request.query);
        await stopEmail(db, userId);
        const locale = await emailLocaleOf(db, userId);
        const t = notificationWords(locale);
        return reply.type("text/html; charset=utf-8").send(page(locale, t("unsubscribe.doneTitle"), `<p>${t("unsubscribe.doneBody")}</p>`));
      },
    });
  });
}
