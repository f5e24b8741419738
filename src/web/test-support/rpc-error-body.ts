/** The body oRPC's REST handler answers a refused input with (status 400), for a fake request to respond with. */
export function badRequestBody(message: string, data: Record<string, unknown>) {
  return { defined: false, code: "BAD_REQUEST", status: 400, message, data };
}
