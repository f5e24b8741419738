import { ORPCError } from "@orpc/client";
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MyLearningItem } from "#shared/contracts/learning";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { catalogCourse, myLearningItem } from "../learning-fixtures";
import { MyLearning } from "./my-learning";

const api = vi.mocked(client.learning);

const pageOf = (items: MyLearningItem[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

const renderMyLearning = () =>
  renderWithQueryClient(
    <MemoryRouter>
      <MyLearning courseAddress={(id) => `/lms/courses/${id}`} />
    </MemoryRouter>,
  );

describe("MyLearning", () => {
  afterEach(() => {
    vi.resetAllMocks();
  });

  it("shows each enrollment with its status, a labelled progress bar and Continue", async () => {
    const sales = myLearningItem({
      course: catalogCourse({ title: "Sales Fundamentals", lessonCount: 4 }),
      status: "in_progress",
      progressPercentage: 75,
    });
    const privacy = myLearningItem({
      course: catalogCourse({ title: "Data Privacy" }),
      status: "completed",
      progressPercentage: 100,
      completedAt: new Date("2026-10-02T09:00:00Z"),
    });
    api.myLearning.mockResolvedValue(pageOf([sales, privacy]));
    renderMyLearning();
    const bar = await screen.findByRole("progressbar", { name: "Progress in Sales Fundamentals" });
    expect(bar).toHaveAttribute("aria-valuenow", "75");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    const row = within(screen.getByRole("listitem", { name: "Sales Fundamentals" }));
    expect(row.getByText("In Progress")).toBeInTheDocument();
    expect(row.getByText(/Enrolled Sep 14, 2026 · 4 lessons/)).toBeInTheDocument();
    expect(row.getByRole("link", { name: "Continue Sales Fundamentals" })).toHaveAttribute(
      "href",
      `/lms/courses/${sales.courseId}`,
    );
    const done = within(screen.getByRole("listitem", { name: "Data Privacy" }));
    expect(done.getByText("Completed")).toBeInTheDocument();
    expect(done.getByText(/Completed Oct 02, 2026/)).toBeInTheDocument();
    expect(api.myLearning.mock.calls[0]?.[0]).toEqual({ page: 1, pageSize: 25 });
  });

  it("says how to get enrolled when there are no enrollments", async () => {
    api.myLearning.mockResolvedValue(pageOf([]));
    renderMyLearning();
    expect(
      await screen.findByText("No enrollments found. Contact your administrator to get enrolled in courses."),
    ).toBeInTheDocument();
  });

  it("toasts the server's reason and offers Try Again when the list fails", async () => {
    api.myLearning.mockRejectedValue(
      new ORPCError("INTERNAL_SERVER_ERROR", { status: 500, message: "The database is unavailable." }),
    );
    renderMyLearning();
    expect(await screen.findByText("Error Loading Enrollments")).toBeInTheDocument();
    expect(screen.getByText("The database is unavailable.")).toBeInTheDocument();
    expect(within(screen.getByRole("alert")).getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
