import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on a free port that keeps what it receives and can be told to refuse. */
export class TestSmtpServer {
  readonly received: { to: string[]; raw: string }[] = [];
  refuse = false;
  /** Recipients it refuses for good (550), as a server does a mailbox that does not exist. */
  readonly unknownRecipients = new Set<string>();
  /** How long it takes to accept each message, as a slow mail server would. */
  delayMs = 0;
  private server: SMTPServer | undefined;

  private create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      // No reverse DNS of 127.0.0.1 before each greeting: it may wait on a resolver.
      disableReverseLookup: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo: (address, _session, callback) => {
        if (!this.unknownRecipients.has(address.address)) return callback();
        callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString("utf8");
        });
        stream.on("end", () => {
          if (this.refuse) {
            const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
            callback(error);
            return;
          }
          setTimeout(() => {
            this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
            callback();
          }, this.delayMs);
        });
      },
    });
  }

  /**
   * Listens on `port` (a free one by default). A stopped server starts again on its old port, keeping what it
   * received: a closed SMTPServer only answers 421, so each start listens with a new one.
   */
  async start(port = 0): Promise<string> {
    const server = this.create();
    this.server = server;
    server.listen(port, "127.0.0.1");
    await once(server.server, "listening");
    return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
