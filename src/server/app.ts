import { getSessionCookie } from "better-auth/cookies";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { type RequestIdVariables, requestId } from "hono/request-id";
import { formatSizeLimit } from "#shared/format";
import { type Auth, COOKIE_PREFIX } from "./auth/auth";
import { requestCallerId } from "./auth/request-caller-id";
import { trustedOrigins } from "./auth/trusted-origins";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createDevProgrammeRoutes } from "./features/deals/dev-registration-run";
import { certificateFor } from "./features/learning/verify-certificate";
import { getSystemInfo } from "./features/system/get-system-info";
import { createApiDocsRoutes } from "./platform/api-docs";
import type { MailDelivery } from "./platform/email/delivery";
import { createDevMailboxRoutes } from "./platform/email/dev-mailbox";
import { INLINE_VIEWING_HEADER, opensInBrowserViewer } from "./platform/http/content-disposition";
import type { Drain } from "./platform/http/drain";
import { refuseInterruptedBody } from "./platform/http/interrupted-body";
import {
  clientAddress,
  guardMutations,
  refuseLongAddresses,
  withClientAddress,
} from "./platform/http/request-guards";
import { securityHeaders } from "./platform/http/security-headers";
import { createSpaRoutes } from "./platform/http/spa";
import { idempotency } from "./platform/idempotency";
import type { Logger } from "./platform/logger";
import { createMetrics } from "./platform/metrics";
import type { NotificationHub } from "./platform/notification-hub";
import type { FileStorage } from "./platform/storage/file-storage";
import { isMultipart, receiveUploads, type UploadVariables } from "./platform/uploads/receive-uploads";
import { processSpoolDir } from "./platform/uploads/spool-folders";
import { router } from "./router";
import { answerCall } from "./rpc/answer-call";
import type { RpcContext } from "./rpc/context";
import { declaredUploads } from "./rpc/declared-uploads";
import { apiErrorResponse } from "./rpc/error-response";
import {
  answerHeaders,
  clientFacingError,
  getOpenApiDocument,
  logFailedCall,
  openApiHandler,
  rpcHandler,
} from "./rpc/handlers";
import { uploadGate } from "./rpc/upload-gate";

export interface AppDependencies {
  config: Config;
  database: Database;
  logger: Logger;
  auth: Auth;
  storage: FileStorage;
  mail: MailDelivery;
  /** Started by the caller; live notification streams subscribe to it. */
  notificationHub: NotificationHub;
  /** The development identity provider, served at /idp when staff sign-in has no real issuer. */
  devIdentityProvider?: MiddlewareHandler;
  /** Folder of the built web app (index.html and assets/). */
  distDir: string;
  /** The running server's stop: counts requests in flight so a SIGTERM lets them finish. */
  drain?: Drain;
}

// The Better Auth routes the app uses. The rest (e-mail sign-in and sign-up, password reset, ...) stay closed:
// partners sign in through our procedure, which checks the partner's status first.
const AUTH_ROUTES: { method: "GET" | "POST"; path: string }[] = [
  { method: "POST", path: "/api/auth/sign-in/social" },
  { method: "GET", path: "/api/auth/callback/:providerId" },
  { method: "POST", path: "/api/auth/sign-out" },
];

type AppEnv = { Variables: RequestIdVariables & UploadVariables & { logger: Logger } };

const HEALTH_TIMEOUT_MS = 2000;

const isApiPath = (path: string) => path === "/rpc" || path.startsWith("/rpc/") || path.startsWith("/api/");

export function createApp({
  config,
  database,
  logger,
  auth,
  storage,
  mail,
  notificationHub,
  devIdentityProvider,
  distDir,
  drain,
}: AppDependencies): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const uploads = declaredUploads(router);
  const metrics = createMetrics({ token: config.metricsToken, database, logger });

  if (drain) app.use(drain.middleware);
  app.use(requestId());
  app.use(metrics.observe);
  app.use(async (c, next) => {
    const started = performance.now();
    const requestLogger = logger.child({ reqId: c.get("requestId") });
    c.set("logger", requestLogger);
    await next();
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });
  app.use(refuseLongAddresses);
  // Files the API returns come from uploads: a download, never rendered on our origin, except PDFs and videos
  // a procedure marks for the browser's own viewer (INLINE_VIEWING_HEADER). Registered before the
  // security headers so this stricter policy is the one that stays.
  const filesAsAttachments: MiddlewareHandler = async (c, next) => {
    await next();
    const disposition = c.res.headers.get("content-disposition");
    if (!disposition) return;
    c.res.headers.set("x-content-type-options", "nosniff");
    const inlineAllowed = c.res.headers.has(INLINE_VIEWING_HEADER);
    c.res.headers.delete(INLINE_VIEWING_HEADER);
    if (
      inlineAllowed &&
      /^inline/i.test(disposition) &&
      opensInBrowserViewer(c.res.headers.get("content-type"))
    ) {
      // Chromium's PDF viewer does not run in a sandboxed document; it runs scripts of its own origin only.
      c.res.headers.set("content-security-policy", "default-src 'none'; media-src 'self'; object-src 'self'");
      return;
    }
    c.res.headers.set("content-disposition", disposition.replace(/^inline/i, "attachment"));
    c.res.headers.set("content-security-policy", "sandbox; default-src 'none'");
  };
  app.use("/api/*", filesAsAttachments);
  app.use("/rpc/*", filesAsAttachments);
  app.use(securityHeaders({ production: config.isProduction }));
  app.use(compress());

  const tooLarge = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        apiErrorResponse(
          c.req.path,
          413,
          `The request is too large. The limit is ${formatSizeLimit(maxSize)}.`,
        ),
    });
  const limitBody = tooLarge(config.maxBodyBytes);
  // Multipart bodies of declared uploads are limited part by part as they stream (receiveUploads), which also
  // refuses one cut short.
  const limit: MiddlewareHandler = (c, next) => {
    // A GET or HEAD request has no body to limit; asking for it would build the whole fetch Request for nothing.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (uploads.find(c.req.path) && isMultipart(c.req.header("content-type"))) return next();
    refuseInterruptedBody(c);
    return limitBody(c, next);
  };
  app.use("/api/*", limit);
  app.use("/rpc/*", limit);

  app.get("/api/health", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error("health check timed out")), HEALTH_TIMEOUT_MS),
        ),
      ]);
      return c.json({ status: "ok", db: "ok" });
    } catch (error) {
      c.get("logger").warn({ err: error }, "health check: database unreachable");
      return c.json({ status: "error", db: "error" }, 503);
    }
  });

  app.route("/metrics", metrics.routes);

  for (const route of AUTH_ROUTES) {
    app.on(route.method, route.path, (c) =>
      auth.handler(
        new Request(c.req.raw, {
          headers: withClientAddress(c.req.raw.headers, clientAddress(c, config.trustProxy)),
        }),
      ),
    );
  }
  app.all("/idp/*", devIdentityProvider ?? ((c) => c.json({ error: "Not found" }, 404)));
  if (config.developmentTools) {
    app.route("/dev", createDevMailboxRoutes(database.db, storage));
    app.route("/dev", createDevProgrammeRoutes(database.db, config));
  } else app.all("/dev/*", (c) => c.json({ error: "Not found" }, 404));

  const rpcContext = (c: Context<AppEnv>): RpcContext => {
    const clientIp = clientAddress(c, config.trustProxy);
    return {
      db: database.db,
      config,
      logger: c.get("logger"),
      auth,
      storage,
      mail,
      notificationHub,
      headers: withClientAddress(c.req.raw.headers, clientIp),
      transport: c.req.path.startsWith("/rpc") ? "rpc" : "rest",
      clientIp,
      headOnly: c.req.method === "HEAD",
    };
  };
  const guard = guardMutations({
    trustedOrigins: trustedOrigins(config),
    isUploadPath: (path) => uploads.find(path) !== undefined,
  });
  app.use("/rpc/*", guard);
  app.use("/api/v1/*", guard);
  const gate = uploadGate({ uploads, auth, db: database.db, config });
  app.use("/rpc/*", gate);
  app.use("/api/v1/*", gate);
  const spoolUploads = receiveUploads({
    uploads,
    spoolDir: processSpoolDir(config.dataDir),
    db: database.db,
    clientIp: (c) => clientAddress(c, config.trustProxy),
  });
  app.use("/rpc/*", spoolUploads);
  app.use("/api/v1/*", spoolUploads);
  app.use(
    "/api/v1/*",
    idempotency({
      db: database.db,
      logger,
      callerOf: (c) => requestCallerId(database.db, auth, c.req.raw.headers),
    }),
  );

  app.get("/api/v1/openapi.json", async (c) => c.json(await getOpenApiDocument(getSystemInfo().version)));
  app.route("/api/docs", createApiDocsRoutes());
  app.use("/api/v1/*", async (c, next) => {
    // HEAD answers as GET does (Hono drops the body): the REST routes are declared for GET only.
    const request =
      c.req.method === "HEAD"
        ? new Request(c.req.raw, { method: "GET" })
        : (c.get("spooledRequest") ?? c.req.raw);
    const answer = await answerCall(c, openApiHandler, request, {
      prefix: "/api/v1",
      context: rpcContext(c),
    });
    if (answer) return answer;
    await next();
  });
  app.use("/rpc/*", async (c, next) => {
    const answer = await answerCall(c, rpcHandler, c.get("spooledRequest") ?? c.req.raw, {
      prefix: "/rpc",
      context: rpcContext(c),
    });
    if (answer) return answer;
    await next();
  });

  app.all("/api/*", (c) =>
    apiErrorResponse(c.req.path, 404, `No API endpoint at ${c.req.method} ${c.req.path}`),
  );
  app.all("/rpc/*", (c) => apiErrorResponse(c.req.path, 404, `No procedure at ${c.req.path}`));
  app.route(
    "/",
    createSpaRoutes({
      distDir,
      partnerHosts: config.partnerHosts,
      signedOut: (headers) => !getSessionCookie(headers, { cookiePrefix: COOKIE_PREFIX }),
      certificateFor: (code, c) =>
        certificateFor({ db: database.db, clientIp: clientAddress(c, config.trustProxy) }, code),
    }),
  );

  app.notFound((c) =>
    isApiPath(c.req.path) ? apiErrorResponse(c.req.path, 404, "Not found") : c.text("Not found", 404),
  );
  app.onError((error, c) => {
    // Failures before a procedure runs (an upload's rate-limit check) are answered as the procedures' are.
    const answer = isApiPath(c.req.path) ? clientFacingError(error) : undefined;
    if (answer) {
      logFailedCall(c.get("logger"), answer.status, error);
      return apiErrorResponse(c.req.path, answer.status, answer.message, {
        code: answer.code,
        data: answer.data as Record<string, unknown> | undefined,
        headers: answerHeaders(answer),
      });
    }
    c.get("logger").error({ err: error }, "unhandled error");
    return isApiPath(c.req.path)
      ? apiErrorResponse(c.req.path, 500, "Something went wrong on our side. Please try again.", {
          data: { requestId: c.get("requestId") },
        })
      : c.text("Something went wrong on our side. Please try again.", 500);
  });
  return app;
}
