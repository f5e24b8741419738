import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
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
});
