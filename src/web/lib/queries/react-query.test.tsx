import { ORPCError } from "@orpc/client";
import { useQuery } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueryClient } from "../../test-support/render-with-query-client";
import type { PortalQueryMeta } from "./react-query";

const DEALS_FAILED: PortalQueryMeta = {
  failureTitle: "Error Loading Deals",
  failureDescription: "Could not load deals. Please try again.",
};

function Watcher({ load, meta }: { load(): Promise<string>; meta?: PortalQueryMeta }) {
  const query = useQuery({ queryKey: ["deals"], queryFn: load, meta });
  return <p>{query.isError ? "failed" : "loading"}</p>;
}

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe("the query cache's load-failure toast", () => {
  it("toasts a failed list load once, however many screens watch it and however often it is tried again", async () => {
    const load = vi.fn(() => Promise.reject(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 })));
    const { queryClient } = renderWithQueryClient(
      <>
        <Watcher load={load} meta={DEALS_FAILED} />
        <Watcher load={load} meta={DEALS_FAILED} />
      </>,
    );
    expect(await screen.findByText("Error Loading Deals")).toBeInTheDocument();
    expect(screen.getAllByText("failed")).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);

    await act(() => queryClient.refetchQueries({ queryKey: ["deals"] }));
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getAllByText("Error Loading Deals")).toHaveLength(1));
    expect(screen.getAllByText("Could not load deals. Please try again.")).toHaveLength(1);
  });

  it("says the server's reason when the list asks for it", async () => {
    const load = () =>
      Promise.reject(
        new ORPCError("INTERNAL_SERVER_ERROR", { status: 500, message: "The database is down." }),
      );
    renderWithQueryClient(
      <Watcher load={load} meta={{ failureTitle: "Error Loading Courses", failureReason: true }} />,
    );
    expect(await screen.findByText("Error Loading Courses")).toBeInTheDocument();
    expect(screen.getByText("The database is down.")).toBeInTheDocument();
  });

  it("toasts nothing for a query whose watchers do not show the list", async () => {
    const load = () => Promise.reject(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    renderWithQueryClient(<Watcher load={load} />);
    expect(await screen.findByText("failed")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Error Loading Deals")).not.toBeInTheDocument();
  });
});
