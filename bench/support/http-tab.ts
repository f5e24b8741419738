// One browser tab of a load run against a running server: it keeps its cookies, sends the portal's Origin as
// the web app does, calls procedures over /rpc with the typed client and uploads over REST, and times every
// call into the recorder, whatever it answers.
import { createORPCClient } from "@orpc/client";
import { RPCLink } from "@orpc/client/fetch";
import type { RouterClient } from "@orpc/server";
import type { AppRouter } from "#server/router";
import { CookieJar } from "#tests/support/browser/cookie-jar";
import type { LoadRecorder, Outcome } from "./load-recorder";

/** Longer than any answer the server should take under load; a call still open then counts as a timeout. */
const CALL_TIMEOUT_MS = 30_000;

export type CallResult<T> = { ok: true; value: T } | { ok: false; outcome: Outcome };

export class HttpTab {
  private readonly jar = new CookieJar();
  private lastStatus: number | undefined;
  readonly rpc: RouterClient<AppRouter>;

  /**
   * @param serverUrl where requests go (http://127.0.0.1:port)
   * @param origin the portal's own address, sent as Origin (the server's PUBLIC_URL)
   * @param clientAddress sent as X-Forwarded-For, for a server that trusts it (TRUST_PROXY): each tab its own
   *   machine, as browsers behind a load balancer are, so per-address limits count each one apart
   * @param cookie a session cookie the tab starts with (staff, who have no password to sign in with)
   */
  constructor(
    private readonly serverUrl: string,
    private readonly origin: string,
    private readonly recorder: Pick<LoadRecorder, "record">,
    private readonly clientAddress: string,
    private readonly cookie?: string,
  ) {
    this.rpc = createORPCClient(
      new RPCLink({
        url: `${serverUrl}/rpc`,
        headers: () => this.headers(new URL(`${serverUrl}/rpc`)),
        fetch: (request, init) => this.send(request, init),
      }),
    );
  }

  private headers(url: URL): Record<string, string> {
    const cookie = [this.cookie, this.jar.header(url)].filter(Boolean).join("; ");
    return { origin: this.origin, "x-forwarded-for": this.clientAddress, ...(cookie ? { cookie } : {}) };
  }

  private async send(request: Request | string, init?: RequestInit): Promise<Response> {
    const response = await fetch(request, init);
    this.lastStatus = response.status;
    this.jar.store(response);
    return response;
  }

  /** Runs one call as `operation`, timed to the end of its answer's body. */
  async call<T>(operation: string, run: (signal: AbortSignal) => Promise<T>): Promise<CallResult<T>> {
    this.lastStatus = undefined;
    const signal = AbortSignal.timeout(CALL_TIMEOUT_MS);
    const started = performance.now();
    try {
      const value = await run(signal);
      this.recorder.record(operation, performance.now() - started, this.lastStatus ?? 200);
      return { ok: true, value };
    } catch {
      const outcome: Outcome = this.lastStatus ?? (signal.aborted ? "timeout" : "network");
      this.recorder.record(operation, performance.now() - started, outcome);
      return { ok: false, outcome };
    }
  }

  /** A multipart POST to a REST route, as the web app sends uploads; the answer's JSON when it is 2xx. */
  upload(operation: string, path: string, body: FormData): Promise<CallResult<unknown>> {
    return this.call(operation, async (signal) => {
      const url = new URL(path, this.serverUrl);
      const response = await this.send(url.toString(), {
        method: "POST",
        body,
        headers: this.headers(url),
        signal,
      });
      const answer: unknown = await response.json();
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return answer;
    });
  }
}
