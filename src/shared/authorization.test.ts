import { describe, expect, it } from "vitest";
import {
  hasAnyPermission,
  hasMinRoleLevel,
  hasPermission,
  hasRole,
  type PermissionProfile,
  roleLevelOf,
} from "./authorization";
import type { AppRole } from "./enums";
import type { PermissionName } from "./permissions";

const profile = (roles: AppRole[], permissions: string[] = []): PermissionProfile => ({
  roles,
  permissions,
  roleLevel: roleLevelOf(roles),
  departments: [],
});

describe("hasPermission", () => {
  it.each<[string, PermissionProfile, PermissionName, boolean]>([
    ["super_admin without grants", profile(["super_admin"]), "manage_users", true],
    ["admin without grants", profile(["admin"]), "manage_integrations", true],
    ["manager granted the permission", profile(["manager"], ["manage_users"]), "manage_users", true],
    ["manager without it", profile(["manager"], ["manage_users"]), "manage_roles", false],
    ["user with nothing", profile(["user"]), "view_data", false],
    ["partner", profile(["partner"]), "manage_partners", false],
    ["no roles at all", profile([]), "view_data", false],
  ])("%s", (_label, subject, permission, expected) => {
    expect(hasPermission(subject, permission)).toBe(expected);
  });

  it("is false without a profile", () => {
    expect(hasPermission(null, "view_data")).toBe(false);
    expect(hasPermission(undefined, "view_data")).toBe(false);
  });

  it("passes hasAnyPermission when one of several is held", () => {
    expect(hasAnyPermission(profile(["user"], ["manage_roles"]), ["manage_users", "manage_roles"])).toBe(
      true,
    );
    expect(hasAnyPermission(profile(["user"]), ["manage_users", "manage_roles"])).toBe(false);
  });
});

describe("hasRole", () => {
  it("is exact membership: admins do not hold other roles implicitly", () => {
    expect(hasRole(profile(["admin"]), "admin")).toBe(true);
    expect(hasRole(profile(["super_admin"]), "admin")).toBe(false);
    expect(hasRole(profile(["user"]), "viewer")).toBe(false);
    expect(hasRole(null, "user")).toBe(false);
  });
});

describe("role levels", () => {
  it.each([
    [[], 0],
    [["viewer"], 10],
    [["user"], 20],
    [["partner"], 20],
    [["analyst"], 30],
    [["sales_rep"], 30],
    [["manager"], 50],
    [["sales_manager"], 60],
    [["admin"], 90],
    [["super_admin"], 100],
    [["viewer", "manager"], 50],
  ] as [AppRole[], number][])("roles %j have level %i", (roles, level) => {
    expect(roleLevelOf(roles)).toBe(level);
  });

  it("hasMinRoleLevel compares with >=, and is false without a profile unless the level is 0", () => {
    expect(hasMinRoleLevel(profile(["manager"]), 50)).toBe(true);
    expect(hasMinRoleLevel(profile(["manager"]), 51)).toBe(false);
    expect(hasMinRoleLevel(null, 1)).toBe(false);
    expect(hasMinRoleLevel(null, 0)).toBe(true);
  });
});
