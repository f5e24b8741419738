import { describe, expect, it } from "vitest";
import { sentXhr, useFakeXhr } from "../test-support/fake-xhr";
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
