import { describe, expect, it } from "vitest";
import {
  isQueuedWithoutSmtp,
  welcomeEmailFailed,
  welcomeEmailFailure,
  welcomeEmailNote,
} from "./welcome-email";

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

  it("words a failure with its reason, without doubling the reason's full stop", () => {
    expect(welcomeEmailFailure({ status: "failed", reason: "550 mailbox unknown." })).toBe(
      "Failed to send welcome email: 550 mailbox unknown. Please try again.",
    );
    expect(welcomeEmailFailure({ status: "queued", reason: "Mailbox temporarily unavailable" })).toBe(
      "Failed to send welcome email: Mailbox temporarily unavailable. Please try again.",
    );
    expect(welcomeEmailFailure({ status: "sent" })).toBeUndefined();
    expect(welcomeEmailFailure(undefined)).toBeUndefined();
  });

  it("says where a mail that did not fail is, and nothing for a failed one or none", () => {
    const email = "ada@example.com";
    expect(welcomeEmailNote({ status: "sent" }, email)).toBe("The welcome e-mail went to ada@example.com.");
    expect(welcomeEmailNote({ status: "sending" }, email)).toBe(
      "The welcome e-mail to ada@example.com is being sent.",
    );
    expect(welcomeEmailNote({ status: "no_mail_server" }, email)).toBe(
      "The welcome e-mail waits in the outbox until a mail server is configured.",
    );
    expect(welcomeEmailNote({ status: "failed", reason: "550" }, email)).toBe("");
    expect(welcomeEmailNote(undefined, email)).toBe("");
  });
});
