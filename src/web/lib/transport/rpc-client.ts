// The typed client, loaded when first called: the entry every first visit downloads, and the public pages'
// forms, need it only once something is asked of the server, and it is about 7 kB of gzipped JavaScript
// (decision 0036). Screens behind sign-in import rpc.ts as before; this shares its one client.

/** The typed client of rpc.ts, once its chunk has loaded. */
export const rpcClient = () => import("./rpc").then((rpc) => rpc.client);
