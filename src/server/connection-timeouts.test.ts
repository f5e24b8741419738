import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_MS, setConnectionTimeouts } from "./connection-timeouts";

// What the server process sets (src/server/main.ts); that it answers with them: src/server/graceful-stop.test.ts.
describe("connection timeouts", () => {
  it("keeps an idle connection 65 s and waits 66 s for headers, past a load balancer's common 60 s", () => {
    const server = createServer();
    setConnectionTimeouts(server);
    expect({ keepAlive: server.keepAliveTimeout, headers: server.headersTimeout }).toEqual({
      keepAlive: 65_000,
      headers: 66_000,
    });
    expect([KEEP_ALIVE_MS, HEADERS_TIMEOUT_MS]).toEqual([65_000, 66_000]);
  });
});
