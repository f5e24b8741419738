import type { Caller } from "#server/auth/session";
import type { RpcContext } from "#server/rpc/context";

export async function exportReport(
  _context: RpcContext,
  _caller: Caller,
  _id: string,
): Promise<{ status: 200; headers: Record<string, string>; body: ReadableStream<Uint8Array> }> {
  throw new Error("exportReport is being written");
}
