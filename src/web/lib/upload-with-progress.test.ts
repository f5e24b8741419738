import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uploadWithProgress } from "./upload-with-progress";

/** Stands in for the browser's XMLHttpRequest; the test plays the network. */
class FakeXhr {
  static last: FakeXhr | undefined;
  url = "";
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {}
  respond(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const sent = () => {
  if (!FakeXhr.last) throw new Error("no request was sent");
  return FakeXhr.last;
};

const parseId = (body: unknown) => {
  const id = (body as { id?: unknown }).id;
  return typeof id === "string" ? id : undefined;
};

describe("uploadWithProgress", () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("resolves a 2xx answer through the caller's parser and reports 100 %", async () => {
    const progress: number[] = [];
    const outcome = uploadWithProgress("/api/v1/things", new FormData(), {
      onProgress: (percent) => progress.push(percent),
      parse: parseId,
    });
    expect(sent().url).toBe("/api/v1/things");
    sent().respond(200, JSON.stringify({ id: "thing-1" }));
    expect(await outcome).toEqual({ ok: true, data: "thing-1" });
    expect(progress).toEqual([100]);
  });

  it("treats a success answer the parser does not accept as a failure with its status", async () => {
    const outcome = uploadWithProgress("/api/v1/things", new FormData(), {
      onProgress: () => {},
      parse: parseId,
    });
    sent().respond(201, "not json");
    expect(await outcome).toEqual({ ok: false, failure: { status: 201, issues: [] } });
  });

  it("answers status 0 when the upload is aborted", async () => {
    const outcome = uploadWithProgress("/api/v1/things", new FormData(), {
      onProgress: () => {},
      parse: parseId,
    });
    sent().onabort?.();
    expect(await outcome).toEqual({ ok: false, failure: { status: 0, issues: [] } });
  });
});
