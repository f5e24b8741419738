import { describe, expect, it } from "vitest";
import { readSidebarOpen, sidebarCookie } from "./sidebar-cookie";

describe("readSidebarOpen", () => {
  it("reads the remembered state among other cookies", () => {
    expect(readSidebarOpen("theme=dark; sidebar_state=false; other=1")).toBe(false);
    expect(readSidebarOpen("sidebar_state=true")).toBe(true);
  });

  it("knows nothing when the cookie is missing, empty or unreadable", () => {
    expect(readSidebarOpen("")).toBeUndefined();
    expect(readSidebarOpen("theme=dark")).toBeUndefined();
    expect(readSidebarOpen("sidebar_state=")).toBeUndefined();
    expect(readSidebarOpen("sidebar_state=maybe")).toBeUndefined();
  });

  it("matches the whole cookie name only", () => {
    expect(readSidebarOpen("old_sidebar_state=false; sidebar_state_x=false")).toBeUndefined();
  });

  it("reads back what sidebarCookie writes", () => {
    for (const open of [true, false]) {
      const [pair] = sidebarCookie(open).split(";");
      expect(readSidebarOpen(pair ?? "")).toBe(open);
    }
  });
});

describe("sidebarCookie", () => {
  it("keeps the state for 7 days on every path", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800; samesite=lax");
  });
});
