import { afterEach, beforeEach, vi } from "vitest";

/** Stands in for the browser's XMLHttpRequest; the test plays the network. */
export class FakeXhr {
  static last: FakeXhr | undefined;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  contentType = "";
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  /** Answers the request: a string body as it is (an HTML page, say), anything else as JSON. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.contentType = typeof body === "string" ? "text/html" : "application/json";
    this.onload?.();
  }
  getResponseHeader(name: string): string | null {
    return name.toLowerCase() === "content-type" ? this.contentType : null;
  }
}

/** The request the code under test sent last. */
export function sentXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error("no request was sent");
  return FakeXhr.last;
}

/** Replaces XMLHttpRequest with FakeXhr for each test of the calling file. */
export function useFakeXhr(): void {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());
}
