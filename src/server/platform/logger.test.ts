import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function capture() {
  const lines: string[] = [];
  return { lines, logger: createLogger("trace", { write: (line: string) => void lines.push(line) }) };
}

/** A failed query as Drizzle throws it: the statement's values in its message and in `params`. */
function failedQuery(token: string) {
  const error = new Error(
    `Failed query: select * from session where token = $1\nparams: ${token}`,
  ) as Error & {
    query: string;
    params: unknown[];
  };
  error.query = "select * from session where token = $1";
  error.params = [token];
  error.cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  return error;
}

describe("the logger", () => {
  it("keeps secrets out of every line, wherever a library puts them", () => {
    const { lines, logger } = capture();
    const token = "SESSIONTOKEN1234567890abcdef";
    // Better Auth hands its logger the error among its arguments, not as `err`.
    logger.error({ args: [failedQuery(token)] }, "auth: INTERNAL_SERVER_ERROR");
    logger.error({ err: failedQuery(token) }, "procedure failed");
    logger.warn({ args: [{ nested: [{ params: [token] }] }] }, "auth: something");
    logger.info({ user: { password: "hunter2-hunter2", token, apiKey: "pk_live_secret" } }, "an object");
    logger.info(
      { headers: { cookie: `portal.session_token=${token}`, authorization: `Bearer ${token}` } },
      "h",
    );
    logger.info({ link: `https://partners.example.com/setup-password?token=${token}&next=1` }, "a link");
    const logged = lines.join("\n");
    for (const secret of [token, "hunter2-hunter2", "pk_live_secret"]) expect(logged).not.toContain(secret);
    // What helps an operator stays: the statement, the driver's code, the cause, the rest of a link.
    expect(logged).toContain("select * from session where token = $1");
    expect(logged).toContain("ECONNREFUSED");
    expect(logged).toContain("setup-password?token=[redacted]&next=1");
    expect(lines).toHaveLength(6);
  });

  it("logs circular structures without failing", () => {
    const { lines, logger } = capture();
    const loop: Record<string, unknown> = { name: "loop" };
    loop.self = loop;
    logger.info({ loop }, "circular");
    expect(lines[0]).toContain("[circular]");
  });
});
