import { ORPCError } from "@orpc/client";
import { describe, expect, it } from "vitest";
import { isClientRefusal, RpcRefusal, rpcFailureOf, rpcFailureOfResponse } from "./rpc-error";

describe("rpcFailureOfResponse", () => {
  it("ignores issues without a message", () => {
    expect(rpcFailureOfResponse(400, JSON.stringify({ data: { issues: [{ path: ["x"] }, "odd"] } }))).toEqual(
      {
        status: 400,
        message: undefined,
        issues: [],
      },
    );
  });

  it("reads the refusal as the typed client does, with the title, reason and issue paths", () => {
    const body = {
      defined: false,
      code: "BAD_REQUEST",
      status: 400,
      message: "Input validation failed",
      data: { reason: "invalid_link", title: "Invalid", issues: [{ message: "Too long.", path: ["notes"] }] },
    };
    const failure = rpcFailureOfResponse(400, JSON.stringify(body));
    expect(failure).toEqual({
      status: 400,
      message: "Input validation failed",
      title: "Invalid",
      reason: "invalid_link",
      issues: [{ path: ["notes"], message: "Too long." }],
    });
    expect(rpcFailureOf(new ORPCError("BAD_REQUEST", body))).toEqual(failure);
    expect(rpcFailureOf(new RpcRefusal(failure))).toBe(failure);
  });

  it("reads an API error's body and gives only the status for a body that is not JSON", () => {
    const body = { code: "PAYLOAD_TOO_LARGE", status: 413, message: "Too large." };
    expect(rpcFailureOfResponse(413, JSON.stringify(body))).toMatchObject({
      status: 413,
      message: "Too large.",
    });
    expect(rpcFailureOfResponse(502, "<html>Bad gateway</html>")).toEqual({ status: 502, issues: [] });
  });
});

describe("rpcFailureOf", () => {
  it("is null for a failure that is no refusal", () => {
    expect(rpcFailureOf(new TypeError("Failed to fetch"))).toBeNull();
  });
});

describe("isClientRefusal", () => {
  it("tells the typed client's ORPCError from other errors without importing its class", () => {
    expect(isClientRefusal(new ORPCError("FORBIDDEN"))).toBe(true);
    expect(isClientRefusal(new ORPCError("NOT_FOUND", { defined: true, data: { field: "code" } }))).toBe(
      true,
    );
    expect(isClientRefusal(new TypeError("Failed to fetch"))).toBe(false);
    expect(isClientRefusal({ code: "FORBIDDEN", status: 403, defined: false })).toBe(false);
    expect(isClientRefusal(Object.assign(new Error("odd"), { status: 403 }))).toBe(false);
  });
});
