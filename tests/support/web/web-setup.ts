import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

// Every screen test stands in for the server with the one mocked typed client; a test of the real transport
// opts out with `vi.unmock("#web/lib/transport/rpc")`.
vi.mock("#web/lib/transport/rpc", () => import("#web/test-support/mock-rpc"));

// The suite runs on two cores beside the database tests: a second for findBy/waitFor is too tight under load.
configure({ asyncUtilTimeout: 3000 });

// Sonner keeps its toasts in module state: without this, one test's toasts show in the next test's Toaster.
afterEach(() => {
  cleanup();
  toast.dismiss();
});
