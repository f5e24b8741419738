import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotification } from "#tests/factories/notifications";
import { createUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { nextWithin, openStream, tell } from "#tests/support/browser/notification-stream";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { PrivatePostgres, privatePostgresUnavailable } from "#tests/support/servers/private-postgres";

// Two app servers on one PostgreSQL database, as behind a load balancer: a notification written through one
// reaches a live stream served by the other over LISTEN/NOTIFY, and a database restart costs the listener
// nothing but a reconnect (docs/decisions/0027-notifications-over-listen-notify.md). This needs PostgreSQL
// (PGlite is one process, one connection), so it runs on a private cluster whatever database the run uses.
const SOON = 5000;

let cluster: PrivatePostgres;
let serverA: TestApp;
let serverB: TestApp;

describe.skipIf(privatePostgresUnavailable)(
  `live notifications across app servers${privatePostgresUnavailable ? ` (skipped: ${privatePostgresUnavailable})` : ""}`,
  () => {
    beforeAll(async () => {
      cluster = await PrivatePostgres.create();
      serverA = await createTestApp({}, { databaseServerUrl: cluster.url });
      serverB = await createTestApp({}, { sameDatabaseAs: serverA });
    }, 60_000);
    afterAll(async () => {
      await cluster?.start().catch(() => {});
      await serverB?.dispose();
      await serverA?.dispose();
      await cluster?.destroy();
    }, 60_000);

    it("delivers a notification written through one server to a stream on the other, and marking read back", async () => {
      const person = await createUser(serverA.testDatabase.database.db);
      const onA = await signedInAs(serverA, person);
      const streamOnB = await openStream(await signedInAs(serverB, person));
      expect((await nextWithin(streamOnB, SOON, "first count")).value).toEqual({ unreadCount: 0 });

      await tell(serverA, person.id);
      expect((await nextWithin(streamOnB, SOON, "count from the other server")).value).toEqual({
        unreadCount: 1,
      });
      await onA.client.notifications.markAllRead();
      expect((await nextWithin(streamOnB, SOON, "count after marking read elsewhere")).value).toEqual({
        unreadCount: 0,
      });
      await streamOnB.return?.();
    });

    it("keeps streams through a database restart: the listener reconnects and they re-read their count", async () => {
      const person = await createUser(serverA.testDatabase.database.db);
      const streamOnB = await openStream(await signedInAs(serverB, person));
      expect((await nextWithin(streamOnB, SOON, "first count")).value).toEqual({ unreadCount: 0 });

      await cluster.stop();
      await cluster.start();
      await createNotification(serverA.testDatabase.database.db, person.id);
      // Written without a signal while the listener was away: the reconnect itself makes every stream re-read.
      expect((await nextWithin(streamOnB, 30_000, "count after the reconnect")).value).toEqual({
        unreadCount: 1,
      });
      await tell(serverA, person.id);
      expect((await nextWithin(streamOnB, SOON, "count after the restart")).value).toEqual({
        unreadCount: 2,
      });
      await streamOnB.return?.();
    }, 60_000);
  },
);
