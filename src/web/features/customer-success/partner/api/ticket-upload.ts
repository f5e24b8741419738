import type { RpcFailure } from "#web/lib/transport/rpc-error";
import { uploadWithProgress } from "#web/lib/transport/upload-with-progress";

/** What a ticket form sent: its ticket's id and number, or the refusal to place on the form's fields. */
export type TicketUploadOutcome =
  | { ok: true; ticket: { id: string; number: number } }
  | { ok: false; failure: RpcFailure };

/** The multipart body of a ticket call: each given text field by its name, each file as attachments[]. */
export function ticketFormData(fields: Record<string, string | undefined>, attachments: readonly File[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  for (const file of attachments) body.append("attachments[]", file, file.name);
  return body;
}

function parseTicket(body: unknown): { id: string; number: number } | undefined {
  const ticket = (body as { ticket?: { id?: unknown; number?: unknown } } | null)?.ticket;
  return typeof ticket?.id === "string" && typeof ticket.number === "number"
    ? { id: ticket.id, number: ticket.number }
    : undefined;
}

/**
 * Posts a ticket form with its files to the procedure's REST route, reporting the upload's progress
 * (decision 0003). Never rejects: a refusal, or no answer (status 0), resolves to an outcome for the form.
 */
export async function sendTicketUpload(
  path: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<TicketUploadOutcome> {
  const outcome = await uploadWithProgress(path, body, { onProgress, parse: parseTicket });
  return outcome.ok ? { ok: true, ticket: outcome.data } : { ok: false, failure: outcome.failure };
}
