import { rpcFailureOf } from "../transport/rpc-error";

/**
 * Whether a read of one item by the id in the address found nothing: 404 for an id that names nothing (or
 * another partner's row), 400 for one that cannot be an id. Either way the screen says Not found and asking
 * again cannot help (docs/product/errors-and-messages.md#not-found).
 */
export function isMissingItem(error: unknown): boolean {
  const status = rpcFailureOf(error)?.status;
  return status === 404 || status === 400;
}

/** A detail query's retry: once more for a failure that may pass, never for a missing item. */
export const retryUnlessMissing = (failures: number, error: unknown): boolean =>
  !isMissingItem(error) && failures < 1;
