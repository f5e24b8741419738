import { describe, expect, it } from "vitest";
import { isQueuedWithoutSmtp, welcomeEmailFailed } from "./welcome-email-toast";

describe("welcome e-mail outcome", () => {
  it("counts a failure and a queued mail with a delivery error as failed, not a mail waiting for SMTP", () => {
    expect(welcomeEmailFailed({ status: "failed", reason: "550 mailbox unknown" })).toBe(true);
    expect(welcomeEmailFailed({ status: "queued", reason: "Mailbox temporarily unavailable" })).toBe(true);
    expect(welcomeEmailFailed({ status: "no_mail_server" })).toBe(false);
    expect(welcomeEmailFailed({ status: "sending" })).toBe(false);
    expect(welcomeEmailFailed({ status: "sent" })).toBe(false);
    expect(welcomeEmailFailed(undefined)).toBe(false);
    expect(isQueuedWithoutSmtp({ status: "no_mail_server" })).toBe(true);
    expect(isQueuedWithoutSmtp({ status: "sent" })).toBe(false);
  });
});
