import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { clientFacingError } from "../rpc/handlers";
import { isDatabaseUnavailableError, isUnstorableValueError, postgresErrorCode } from "./errors";

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await testDatabase.dispose();
});

async function failureOf(query: SQL): Promise<unknown> {
  try {
    await testDatabase.database.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

// What still reaches the database past the contracts is the caller's doing: answered 400, never 500.
describe("text the database cannot store", () => {
  it.each([
    ["U+0000 in text", "22021", sql`select ${"a\u0000b"}::text`],
    ["U+0000 in jsonb", "22P05", sql`select ${JSON.stringify({ note: "a\u0000b" })}::jsonb`],
    ["a lone surrogate in jsonb", "22P02", sql`select ${JSON.stringify({ note: "a\uD800b" })}::jsonb`],
  ])("%s (SQLSTATE %s) is answered 400", async (_name, code, query) => {
    const error = await failureOf(query);
    expect(postgresErrorCode(error)).toBe(code);
    expect(isUnstorableValueError(error)).toBe(true);
    expect(isDatabaseUnavailableError(error)).toBe(false);
    expect(clientFacingError(error)).toMatchObject({ status: 400, code: "BAD_REQUEST" });
  });

  it("leaves other failures to be answered 500", async () => {
    const error = await failureOf(sql`select 1 / 0`);
    expect(isUnstorableValueError(error)).toBe(false);
    expect(clientFacingError(error)).toBeUndefined();
  });
});

describe("a database that cannot be reached", () => {
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  it.each([
    ["a refused connection", refused],
    ["a refused connection to every address", new AggregateError([refused], "")],
    ["a lost connection", new Error("Connection terminated unexpectedly")],
    ["no free connection in time", new Error("timeout exceeded when trying to connect")],
    ["a statement without answer", new Error("Query read timeout")],
    ["a server shutting down (57P01)", Object.assign(new Error("terminating connection"), { code: "57P01" })],
    ["a statement timeout (57014)", Object.assign(new Error("canceling statement"), { code: "57014" })],
    ["a wrapped cause", new Error("Failed query: select 1", { cause: refused })],
  ])("%s is answered 503", (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
    expect(clientFacingError(error)).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE" });
  });
});
