import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeXhr, sentXhr, useFakeXhr } from "../../test-support/fake-xhr";
import { whenSignInRequired } from "./sign-in-required";
import { uploadWithProgress } from "./upload-with-progress";

const parseId = (body: unknown) => {
  const id = (body as { id?: unknown }).id;
  return typeof id === "string" ? id : undefined;
};

describe("uploadWithProgress", () => {
  useFakeXhr();

  it("resolves a 2xx answer through the caller's parser and reports 100 %", async () => {
    const progress: number[] = [];
    const outcome = uploadWithProgress("/api/v1/things", new FormData(), {
      onProgress: (percent) => progress.push(percent),
      parse: parseId,
    });
    expect(sentXhr().url).toBe("/api/v1/things");
    sentXhr().respond(200, JSON.stringify({ id: "thing-1" }));
    expect(await outcome).toEqual({ ok: true, data: "thing-1" });
    expect(progress).toEqual([100]);
  });

  it("treats a success answer the parser does not accept as a failure with its status", async () => {
    const outcome = uploadWithProgress("/api/v1/things", new FormData(), {
      onProgress: () => {},
      parse: parseId,
    });
    sentXhr().respond(201, "not json");
    expect(await outcome).toEqual({ ok: false, failure: { status: 201, issues: [] } });
  });

  it("answers status 0 when the upload is aborted", async () => {
    const outcome = uploadWithProgress("/api/v1/things", new FormData(), {
      onProgress: () => {},
      parse: parseId,
    });
    sentXhr().onabort?.();
    expect(await outcome).toEqual({ ok: false, failure: { status: 0, issues: [] } });
  });
});

describe("an upload whose files are larger than the server reads of a refused body", () => {
  useFakeXhr();
  afterEach(() => vi.unstubAllGlobals());

  const withProposal = (bytes: number) => {
    const body = new FormData();
    body.append("deal[companyName]", "Kept Inc");
    body.append("proposal", new File([new Uint8Array(bytes)], "proposal.pdf"));
    return body;
  };
  const gateAnswers = (answer: Response) => {
    const asked = vi.fn(async (_path: string, _init: RequestInit) => answer);
    vi.stubGlobal("fetch", asked);
    return asked;
  };
  const upload = (body: FormData) =>
    uploadWithProgress("/api/v1/deals", body, { onProgress: () => {}, parse: parseId });

  it("asks the gate first and shows its refusal without sending the files", async () => {
    const asked = gateAnswers(
      new Response(
        JSON.stringify({ code: "UNAUTHORIZED", status: 401, message: "Please sign in to continue." }),
        {
          status: 401,
          headers: { "Content-Type": "application/json" },
        },
      ),
    );
    const told = vi.fn();
    const stop = whenSignInRequired(told);
    const outcome = await upload(withProposal(200 * 1024));
    stop();
    expect(outcome).toMatchObject({
      ok: false,
      failure: { status: 401, message: "Please sign in to continue." },
    });
    expect(told).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledTimes(1);
    const [path, init] = asked.mock.calls[0] ?? [];
    expect(path).toBe("/api/v1/deals");
    expect(new Headers(init?.headers).get("Upload-Check")).toBe("1");
    expect(init?.body).toBeUndefined();
    expect(FakeXhr.last).toBeUndefined();
  });

  it("sends the files once the gate lets them in", async () => {
    gateAnswers(new Response(null, { status: 204 }));
    const outcome = upload(withProposal(200 * 1024));
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    sentXhr().respond(201, { id: "deal-1" });
    expect(await outcome).toEqual({ ok: true, data: "deal-1" });
  });

  it("sends a small file without asking", async () => {
    const asked = gateAnswers(new Response(null, { status: 204 }));
    const outcome = upload(withProposal(100 * 1024));
    sentXhr().respond(201, { id: "deal-2" });
    expect(await outcome).toEqual({ ok: true, data: "deal-2" });
    expect(asked).not.toHaveBeenCalled();
  });
});
