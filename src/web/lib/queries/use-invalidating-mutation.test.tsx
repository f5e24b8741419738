import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/ui/toaster";
import { useInvalidatingMutation } from "./use-invalidating-mutation";

function setUp<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  invalidates: (variables: Variables, result: Result | undefined) => readonly (readonly unknown[])[],
  onSettled?: () => void,
) {
  const queryClient = new QueryClient();
  const invalidated = vi.spyOn(queryClient, "invalidateQueries");
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useInvalidatingMutation(mutationFn, invalidates, { onSettled }), {
    wrapper,
  });
  const keys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { result, keys };
}

describe("useInvalidatingMutation", () => {
  it("refetches the keys the call names for its variables and answer, then runs the screen's onSettled", async () => {
    const onSettled = vi.fn();
    const { result, keys } = setUp(
      async ({ id }: { id: string }) => ({ ok: true, id }),
      ({ id }, answer) => [["items"], ["item", id, answer?.ok]],
      onSettled,
    );
    await act(() => result.current.mutateAsync({ id: "a" }));
    expect(keys()).toEqual([["items"], ["item", "a", true]]);
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it("refetches after a refusal too, with no answer", async () => {
    const { result, keys } = setUp(
      async (_: { id: string }): Promise<string> => {
        throw new Error("refused");
      },
      (_variables, answer) => [["items", answer ?? "none"]],
    );
    await act(() => result.current.mutateAsync({ id: "a" }).catch(() => {}));
    expect(keys()).toEqual([["items", "none"]]);
  });

  it("refetches the queries that say they also read what the call changes, and no others", async () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const fetched = { figures: 0, other: 0 };
    const watch = (queryKey: string[], counter: keyof typeof fetched, alsoReads?: string[][]) =>
      renderHook(
        () =>
          useQuery({
            queryKey,
            queryFn: async () => ++fetched[counter],
            ...(alsoReads ? { meta: { alsoReads } } : {}),
          }),
        { wrapper },
      );
    watch(["deals", "figures"], "figures", [["learning"]]);
    watch(["partners"], "other", [["payouts"]]);
    await waitFor(() => expect(fetched).toEqual({ figures: 1, other: 1 }));
    const { result } = renderHook(
      () =>
        useInvalidatingMutation(
          async () => "done",
          () => [["learning", "lessons"]],
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(undefined));
    await waitFor(() => expect(fetched.figures).toBe(2));
    expect(fetched.other).toBe(1);
  });

  it("dismisses the failure toasts of a failed attempt once a retry succeeds, and leaves the others", async () => {
    const queryClient = new QueryClient();
    let fail = true;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useInvalidatingMutation(
          async () => {
            if (fail) throw new Error("refused");
            return "saved";
          },
          () => [],
          {
            onError: () => toast.error("Update Failed"),
            onSuccess: () => toast.success("Deal Status Updated"),
          },
        ),
      { wrapper },
    );
    act(() => {
      toast.error("Error Loading Deals");
    });
    await act(() => result.current.mutateAsync(undefined).catch(() => {}));
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();

    fail = false;
    await act(() => result.current.mutateAsync(undefined));
    expect(await screen.findByText("Deal Status Updated")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Update Failed")).not.toBeInTheDocument());
    // A toast the call did not raise stays.
    expect(screen.getByText("Error Loading Deals")).toBeInTheDocument();
    act(() => {
      toast.dismiss();
    });
  });
});
