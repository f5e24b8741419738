import { describe, expect, it } from "vitest";
import { orpc } from "#web/lib/transport/rpc";
import { PERMISSION_PROFILE_KEY, permissionProfileQueryOptions } from "./get-permission-profile";

describe("the permission profile query", () => {
  it("is keyed as the typed client keys me.profile, followed by the person", () => {
    expect(PERMISSION_PROFILE_KEY).toEqual(orpc.me.profile.queryKey());
    expect(permissionProfileQueryOptions("sam").queryKey).toEqual([...orpc.me.profile.queryKey(), "sam"]);
  });
});
