import { describe, expect, it } from "vitest";
import type { Db } from "#server/db/client";
import { AppError } from "#server/platform/app-error";
import { reportDefinition } from "#shared/contracts/reports";
import { reportPage, TOO_SLOW_MESSAGE } from "./report-page";

// A database that fails every statement the way given: only the mapping of its failure is under test here.
const failingWith = (error: unknown) => ({ execute: () => Promise.reject(error) }) as unknown as Db;

const byPartnerAndMonth = reportDefinition.parse({
  dataset: "deals",
  grouping: {
    by: [{ column: "partner" }, { column: "submitted", bucket: "month" }],
    measures: [{ aggregate: "count" }],
  },
});

describe("a report page the database gives up on", () => {
  it("refuses a statement cancelled by the time limit with what to change, as 400", async () => {
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), {
      code: "57014",
    });
    const refusal = await reportPage(
      failingWith(new Error("Failed query", { cause: cancelled })),
      byPartnerAndMonth,
      { kind: "all" },
      { page: 1, pageSize: 25 },
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      kind: "bad_request",
      message: TOO_SLOW_MESSAGE,
      data: { reason: "too_slow" },
    });
  });

  it("leaves any other failure as it is", async () => {
    const lost = Object.assign(new Error("Connection terminated"), { code: "08006" });
    await expect(
      reportPage(failingWith(lost), byPartnerAndMonth, { kind: "all" }, { page: 1, pageSize: 25 }),
    ).rejects.toBe(lost);
  });
});
