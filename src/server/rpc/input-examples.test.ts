import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact } from "#tests/factories/users";
import { CONTACT_PASSWORD, handWrittenInputsOf } from "#tests/support/access/valid-inputs";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { router } from "../router";
import { inputExamplesOf } from "./input-examples";
import { listProcedures } from "./list-procedures";

// The valid input each procedure is sent by the access matrix and the generated bad input is its contract's
// example (which the OpenAPI document shows), or, where the input names rows that must exist or needs a unique
// value, one written in tests/support/access/valid-inputs.ts: one of the two, and an example its schema takes.

const all = listProcedures(router).map(({ path, procedure }) => ({
  name: path.join("."),
  schema: procedure["~orpc"].inputSchema as z.ZodType | undefined,
  examples: inputExamplesOf(procedure),
}));
const exemplified = all.filter((entry) => entry.examples.length > 0);

describe("a contract's input examples", () => {
  it.each(exemplified.map((entry) => [entry.name, entry] as const))(
    "%s: its input schema takes each",
    async (_, entry) => {
      for (const example of entry.examples) {
        const parsed = await entry.schema?.safeParseAsync(example);
        expect(parsed?.error?.issues, JSON.stringify(example)).toBeUndefined();
      }
    },
  );
});

describe("the valid inputs", () => {
  let testApp: TestApp;
  let handWritten: Set<string>;

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.testDatabase.database.db;
    const partner = await createPartner(db);
    const contact = await createPartnerContact(db, partner, { password: CONTACT_PASSWORD });
    const staff = await createAdmin(db);
    handWritten = new Set(Object.keys(await handWrittenInputsOf(testApp, { partner, contact, staff })));
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  it("are a contract's example, or written in valid-inputs.ts for an input that names rows", () => {
    const neither = all
      .filter((entry) => entry.schema && entry.examples.length === 0 && !handWritten.has(entry.name))
      .map((entry) => entry.name);
    expect(
      neither,
      "give each input schema `.meta({ examples: [...] })` in its contract, or, when its input names rows or needs a unique value, write it in tests/support/access/valid-inputs.ts",
    ).toEqual([]);
  });

  it("are never written by hand for a procedure whose contract gives an example", () => {
    const both = exemplified.filter((entry) => handWritten.has(entry.name)).map((entry) => entry.name);
    expect(
      both,
      "drop these from tests/support/access/valid-inputs.ts: the contract's example is sent",
    ).toEqual([]);
  });

  it("are written by hand only for procedures that take an input", () => {
    const taking = new Set(all.filter((entry) => entry.schema).map((entry) => entry.name));
    expect([...handWritten].filter((name) => !taking.has(name))).toEqual([]);
  });
});
