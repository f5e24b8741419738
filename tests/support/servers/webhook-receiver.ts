import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** Where it listens: http on 127.0.0.1, a port of its own. */
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** The statuses of the next answers, in order; 200 once they are used up. */
  answerWith(...statuses: number[]): void;
  close(): Promise<void>;
}

/** A webhook receiver on loopback, as an integrator runs one; `delayMs` makes it answer that much later. */
export async function startWebhookReceiver(options: { delayMs?: number } = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = statuses.shift() ?? 200;
      setTimeout(() => response.writeHead(status).end(), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    port,
    received,
    answerWith: (...next) => {
      statuses = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
