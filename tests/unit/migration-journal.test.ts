import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const drizzleDir = fileURLToPath(new URL("../../drizzle/", import.meta.url));

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(readFileSync(path.join(drizzleDir, "meta/_journal.json"), "utf8")) as {
  entries: JournalEntry[];
};

// Drizzle's migrator applies only migrations newer than the newest applied one: a timestamp that goes backwards
// (two branches generating in parallel) would be skipped silently on every existing database.
describe("drizzle/meta/_journal.json", () => {
  it("has at least one migration, numbered in order", () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
  });

  it("has strictly increasing timestamps", () => {
    for (let i = 1; i < journal.entries.length; i++) {
      const previous = journal.entries[i - 1] as JournalEntry;
      const current = journal.entries[i] as JournalEntry;
      expect(current.when, `${current.tag} must be newer than ${previous.tag}`).toBeGreaterThan(
        previous.when,
      );
    }
  });

  it("names an existing SQL file for every entry, and every SQL file has an entry", () => {
    for (const entry of journal.entries) {
      expect(existsSync(path.join(drizzleDir, `${entry.tag}.sql`)), `${entry.tag}.sql`).toBe(true);
    }
    const sqlFiles = readdirSync(drizzleDir)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    expect(sqlFiles).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort());
  });
});
