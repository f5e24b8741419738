import { describe, expect, it } from "vitest";
import { setUserPermissionsInput, setUserRoleInput, userIdInput } from "./users";

describe("user ids", () => {
  // A null character used to reach the database, whose refusal named no field.
  it.each([
    ["userIdInput", () => userIdInput.safeParse({ id: "u\u0000" })],
    ["setUserRoleInput", () => setUserRoleInput.safeParse({ id: "u\u0000", role: "viewer" })],
    ["setUserPermissionsInput", () => setUserPermissionsInput.safeParse({ id: "u\u0000", permissions: [] })],
  ])("%s refuses text the database cannot store, naming the id", (_name, parse) => {
    const result = parse();
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(["id"]);
  });
});
