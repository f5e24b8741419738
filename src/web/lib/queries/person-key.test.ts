import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { orpc } from "../transport/rpc";
import { personKey } from "./person-key";

describe("personKey", () => {
  it("keeps one person's answer apart from another's, and the client's shorter keys reach both", async () => {
    const queryClient = new QueryClient();
    const sam = personKey(orpc.me.preferences.queryKey(), "sam");
    const kim = personKey(orpc.me.preferences.queryKey(), "kim");
    queryClient.setQueryData(sam, { theme: "dark", timeZone: null, dateLocale: null });
    expect(queryClient.getQueryData(kim)).toBeUndefined();

    queryClient.setQueryData(kim, { theme: "light", timeZone: null, dateLocale: null });
    await queryClient.invalidateQueries({ queryKey: personKey(orpc.me.key(), "sam") });
    expect(queryClient.getQueryState(sam)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(kim)?.isInvalidated).toBe(false);

    await queryClient.invalidateQueries({ queryKey: orpc.me.key() });
    expect(queryClient.getQueryState(kim)?.isInvalidated).toBe(true);
  });
});
