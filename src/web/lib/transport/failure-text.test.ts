import { afterEach, describe, expect, it, vi } from "vitest";
import { sentXhr, useFakeXhr } from "../../test-support/fake-xhr";
import { failureText, UNREACHABLE } from "./failure-text";
import { fetchRest } from "./fetch-rest";
import { client } from "./rpc";
import { uploadWithProgress } from "./upload-with-progress";

// The real typed client, to see what it makes of fetch's answers (tests/support/web/web-setup.ts mocks it).
vi.unmock("#web/lib/transport/rpc");

const DATABASE_DOWN =
  "The portal cannot reach its database at the moment. Please try again in a few seconds.";

const gatewayPage = (status: number) =>
  new Response("<html><body><h1>502 Bad Gateway</h1></body></html>", {
    status,
    headers: { "Content-Type": "text/html" },
  });

/** What the typed client rejects with when fetch answers so. */
async function typedClientFailure(answer: () => Promise<Response>): Promise<unknown> {
  vi.stubGlobal("fetch", vi.fn(answer));
  return client.deals.stats().then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("the words for a call the portal could not answer", () => {
  useFakeXhr();
  afterEach(() => vi.unstubAllGlobals());

  it("say the server could not be reached when the network fails", async () => {
    const error = await typedClientFailure(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(failureText(error)).toBe(UNREACHABLE);
  });

  it.each([502, 503, 504])(
    "say the same for a gateway's page with %i, never its status text",
    async (status) => {
      const error = await typedClientFailure(async () => gatewayPage(status));
      expect(failureText(error)).toBe(UNREACHABLE);
    },
  );

  it("keep the portal's own 503 message when its database is down", async () => {
    const error = await typedClientFailure(
      async () =>
        new Response(
          JSON.stringify({
            json: { defined: false, code: "SERVICE_UNAVAILABLE", status: 503, message: DATABASE_DOWN },
            meta: [],
          }),
          { status: 503, headers: { "Content-Type": "application/json" } },
        ),
    );
    expect(failureText(error)).toBe(DATABASE_DOWN);
  });

  it("give the text the product page names for the failure, outage or not", async () => {
    const error = await typedClientFailure(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(failureText(error, "Failed to submit deal. Please try again.")).toBe(
      "Failed to submit deal. Please try again.",
    );
  });

  it("come the same way from a plain REST call and an upload", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => gatewayPage(504)),
    );
    const error = await fetchRest("/api/v1/resources/1/file").catch((failure: unknown) => failure);
    expect(failureText(error)).toBe(UNREACHABLE);
    const upload = uploadWithProgress("/api/v1/deals", new FormData(), {
      onProgress: () => {},
      parse: () => 1,
    });
    sentXhr().respond(502, "<html>Bad Gateway</html>");
    expect(await upload).toEqual({ ok: false, failure: { status: 0, issues: [] } });
  });

  it("say Please try again. when the server refused without a reason", () => {
    expect(failureText(new Error("unexpected"))).toBe("Please try again.");
  });
});
