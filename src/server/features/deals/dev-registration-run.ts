import { Hono } from "hono";
import { z } from "zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { databaseTime } from "#server/platform/database-clock";
import { DAY_MS } from "#shared/days";
import { runRegistrations } from "./registration-run";

const ahead = z.object({ days: z.number().int().min(0).max(3650) });

/**
 * Development only, beside the dev mailbox: `POST /dev/programme-run` with `{ "days": n }` runs the programme's
 * run as it would run `n` days from now (registration-run.ts), so the journeys of expiry and reminders can be
 * followed, and tested in a browser, without waiting for the calendar. The server's clock is not moved.
 */
export function createDevProgrammeRoutes(db: Db, config: Config): Hono {
  const routes = new Hono();
  routes.post("/programme-run", async (c) => {
    // JSON from the portal's own pages or a tool, never a form another site posts: a cross-site request for JSON
    // needs a preflight the server never grants.
    const origin = c.req.header("origin");
    const json = c.req.header("content-type")?.toLowerCase().startsWith("application/json") === true;
    if (!json || (origin !== undefined && origin !== new URL(config.publicUrl).origin)) {
      return c.json({ error: "Send JSON from the portal's own origin." }, 403);
    }
    const parsed = ahead.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'Send { "days": a whole number from 0 to 3650 }.' }, 400);
    const at = new Date((await databaseTime(db)).getTime() + parsed.data.days * DAY_MS);
    return c.json(await runRegistrations({ db, config }, at));
  });
  return routes;
}
