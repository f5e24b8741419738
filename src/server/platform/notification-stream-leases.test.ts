import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationStreamLeases } from "#server/db/schema/index";
import { createUser } from "#tests/factories/users";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { createLogger } from "./logger";
import {
  createNotificationHub,
  MAX_STREAMS_PER_PERSON,
  type NotificationHub,
  STREAM_LEASE_MS,
  type StreamSubscription,
} from "./notification-hub";

// The per-person cap on live notification streams holds across app servers: each hub here stands for one
// server's, all on this run's database (docs/decisions/0027-notifications-over-listen-notify.md). Through real
// server processes: src/server/two-app-servers.test.ts.
const logger = createLogger("silent");
/** A short lease, renewed every half second, so that renewal and a lost lease show within a test. */
const SHORT_LEASE_MS = 1500;

let testDatabase: TestDatabase;
const db = () => testDatabase.database.db;
const hubs: NotificationHub[] = [];

async function server(leaseMs = STREAM_LEASE_MS): Promise<NotificationHub> {
  const hub = createNotificationHub({ database: testDatabase.database, logger, leaseMs });
  await hub.start();
  hubs.push(hub);
  return hub;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens streams one after the other, each a request of its own: between them the server's timers run. PGlite can
 * answer a run of queries without yielding to timers, so back-to-back claims alone could hold off every renewal.
 */
async function openOn(hub: NotificationHub, userId: string, count: number): Promise<StreamSubscription[]> {
  const opened: StreamSubscription[] = [];
  for (let n = 0; n < count; n += 1) {
    await sleep(1);
    const subscription = await hub.subscribe(userId);
    if (!subscription) throw new Error(`stream ${n + 1} was refused`);
    opened.push(subscription);
  }
  return opened;
}

const leasesOf = (userId: string) =>
  db().$count(notificationStreamLeases, eq(notificationStreamLeases.userId, userId));

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(hubs.map((hub) => hub.stop()));
  await testDatabase?.dispose();
});

describe("live notification streams per person, across app servers", () => {
  it(`refuses the ${MAX_STREAMS_PER_PERSON + 1}th stream on either server once they hold ${MAX_STREAMS_PER_PERSON} between them`, async () => {
    const [one, two] = [await server(), await server()];
    const person = await createUser(db());
    await openOn(one, person.id, 6);
    const onTwo = await openOn(two, person.id, MAX_STREAMS_PER_PERSON - 6);
    expect(await one.subscribe(person.id)).toBeUndefined();
    expect(await two.subscribe(person.id)).toBeUndefined();
    // Someone else is not affected.
    expect(await one.subscribe((await createUser(db())).id)).toBeDefined();
    // A stream closed on one server frees its place for the other at once.
    onTwo[0]?.close();
    await expect.poll(() => leasesOf(person.id)).toBe(MAX_STREAMS_PER_PERSON - 1);
    expect(await one.subscribe(person.id)).toBeDefined();
    expect(await two.subscribe(person.id)).toBeUndefined();
  });

  it("grants exactly the places left when both servers are asked at the same moment", async () => {
    const [one, two] = [await server(), await server()];
    const person = await createUser(db());
    const asked = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_PERSON + 6 }, (_, n) => (n % 2 ? one : two).subscribe(person.id)),
    );
    expect(asked.filter(Boolean)).toHaveLength(MAX_STREAMS_PER_PERSON);
    expect(await leasesOf(person.id)).toBe(MAX_STREAMS_PER_PERSON);
  });

  it("keeps an open stream's place while its server runs, however long it stays open", async () => {
    const [one, two] = [await server(SHORT_LEASE_MS), await server()];
    const person = await createUser(db());
    const streams = await openOn(one, person.id, MAX_STREAMS_PER_PERSON);
    await sleep(SHORT_LEASE_MS * 3);
    expect(await two.subscribe(person.id)).toBeUndefined();
    streams[0]?.close();
    await expect.poll(() => leasesOf(person.id)).toBe(MAX_STREAMS_PER_PERSON - 1);
    expect(await two.subscribe(person.id)).toBeDefined();
  });

  it("gives back the places of a server that died with its streams open once their leases expire", async () => {
    const two = await server();
    const person = await createUser(db());
    // What a server that was killed leaves: leases nobody renews any more.
    await db()
      .insert(notificationStreamLeases)
      .values(
        Array.from({ length: MAX_STREAMS_PER_PERSON }, () => ({
          userId: person.id,
          expiresAt: sql`now() + interval '2 seconds'`,
        })),
      );
    expect(await two.subscribe(person.id)).toBeUndefined();
    await sleep(2200);
    expect((await openOn(two, person.id, MAX_STREAMS_PER_PERSON)).length).toBe(MAX_STREAMS_PER_PERSON);
    expect(await leasesOf(person.id)).toBe(MAX_STREAMS_PER_PERSON);
  });

  it("gives back every place of a server that stops, and ends its streams", async () => {
    const [one, two] = [await server(), await server()];
    const person = await createUser(db());
    const streams = await openOn(one, person.id, MAX_STREAMS_PER_PERSON);
    await one.stop();
    expect(await Promise.all(streams.map((stream) => stream.next()))).toEqual(streams.map(() => "stop"));
    expect(await leasesOf(person.id)).toBe(0);
    expect((await openOn(two, person.id, MAX_STREAMS_PER_PERSON)).length).toBe(MAX_STREAMS_PER_PERSON);
  });

  it("ends a stream whose place was lost (its server could not renew it in time), so the browser asks again", async () => {
    const one = await server(SHORT_LEASE_MS);
    const person = await createUser(db());
    const [stream] = await openOn(one, person.id, 1);
    await db().delete(notificationStreamLeases).where(eq(notificationStreamLeases.userId, person.id));
    expect(await stream?.next()).toBe("stop");
  });

  it("forgets expired leases when a server starts, and keeps live ones", async () => {
    const one = await server();
    const [gone, here] = [await createUser(db()), await createUser(db())];
    await db()
      .insert(notificationStreamLeases)
      .values({ userId: gone.id, expiresAt: sql`now() - interval '1 second'` });
    await openOn(one, here.id, 1);
    await server();
    await expect.poll(() => leasesOf(gone.id)).toBe(0);
    expect(await leasesOf(here.id)).toBe(1);
  });
});
