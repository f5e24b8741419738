import { afterEach, describe, expect, it, vi } from "vitest";
import { sentXhr, useFakeXhr } from "../../test-support/fake-xhr";
import { fetchRest } from "./fetch-rest";
import { client } from "./rpc";
import { whenSignInRequired } from "./sign-in-required";
import { uploadWithProgress } from "./upload-with-progress";

// The real typed client, to see what it makes of fetch's answers (tests/support/web/web-setup.ts mocks it).
vi.unmock("#web/lib/transport/rpc");

const answer = (status: number) =>
  new Response(JSON.stringify({ code: "UNAUTHORIZED", status, message: "Please sign in to continue." }), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/** A listener for the test, stopped after it. */
function listen() {
  const told = vi.fn();
  stops.push(whenSignInRequired(told));
  return told;
}
const stops: (() => void)[] = [];

describe("a call answered 401, whichever way it was sent", () => {
  useFakeXhr();
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.unstubAllGlobals();
  });

  it("is reported by the typed client, which still rejects", async () => {
    const told = listen();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(401)),
    );
    await expect(client.deals.stats()).rejects.toMatchObject({ status: 401 });
    expect(told).toHaveBeenCalledTimes(1);
  });

  it("is reported by an upload, which resolves its refusal", async () => {
    const told = listen();
    const outcome = uploadWithProgress("/api/v1/deals", new FormData(), {
      onProgress: () => {},
      parse: () => 1,
    });
    sentXhr().respond(401, { code: "UNAUTHORIZED", status: 401, message: "Please sign in to continue." });
    expect(await outcome).toMatchObject({ ok: false, failure: { status: 401 } });
    expect(told).toHaveBeenCalledTimes(1);
  });

  it("is reported by a plain REST call, and other answers are not", async () => {
    const told = listen();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(403)),
    );
    await expect(fetchRest("/api/v1/resources/1/file")).rejects.toThrow();
    expect(told).not.toHaveBeenCalled();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(401)),
    );
    await expect(fetchRest("/api/v1/resources/1/file")).rejects.toThrow();
    expect(told).toHaveBeenCalledTimes(1);
  });
});
