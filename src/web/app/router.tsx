import { createBrowserRouter } from "react-router";
import { PageLoading } from "./page-loading";

// Every screen is its own chunk, so the first page loads only what it shows.
export const router = createBrowserRouter([
  {
    path: "/",
    lazy: async () => ({ Component: (await import("../features/home/home-page")).HomePage }),
    HydrateFallback: PageLoading,
  },
  {
    path: "*",
    lazy: async () => ({ Component: (await import("../features/not-found/not-found-page")).NotFoundPage }),
    HydrateFallback: PageLoading,
  },
]);
