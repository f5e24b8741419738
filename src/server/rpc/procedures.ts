import { os } from "@orpc/server";
import type { RpcContext } from "./context";

/** Procedures anyone may call, signed in or not. */
export const publicProcedure = os.$context<RpcContext>();
