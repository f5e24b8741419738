import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "./auth-context";
import { useAuthorization } from "./authorization-context";

describe("auth hooks outside their providers", () => {
  afterEach(() => vi.restoreAllMocks());

  it("useAuth names the provider it needs", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });

  it("useAuthorization names the provider it needs", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuthorization())).toThrow(
      "useAuthorization must be used within an AuthorizationProvider",
    );
  });
});
