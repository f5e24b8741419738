import { systemRouter } from "./features/system/system.router";

/** Every procedure of the API; the web client's types come from here. */
export const router = {
  system: systemRouter,
};

export type AppRouter = typeof router;
