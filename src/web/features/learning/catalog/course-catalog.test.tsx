import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CatalogCourse } from "#shared/contracts/learning";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { catalogCourse, enrollmentOf } from "../learning-fixtures";
import { CourseCatalog } from "./course-catalog";

const api = vi.mocked(client.learning);

const pageOf = (items: CatalogCourse[]) => ({ items, total: items.length, page: 1, pageSize: 12 });

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

const renderCatalog = () =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={["/lms"]}>
      <CourseCatalog courseAddress={(id) => `/lms/courses/${id}`} />
      <Address />
    </MemoryRouter>,
  );

const card = (title: string) =>
  within(screen.getByRole("heading", { level: 3, name: title }).closest("li") as HTMLElement);

describe("CourseCatalog", () => {
  afterEach(() => {
    vi.resetAllMocks();
  });

  it("shows each course with its difficulty, category, duration, lessons and quiz", async () => {
    api.catalog.mockResolvedValue(
      pageOf([
        catalogCourse({ title: "Sales Fundamentals", lessonCount: 3, hasQuiz: true }),
        catalogCourse({
          title: "Leading Teams",
          difficultyLevel: "advanced",
          category: "Leadership",
          durationMinutes: 90,
          lessonCount: 1,
          hasQuiz: false,
        }),
      ]),
    );
    renderCatalog();
    const sales = await waitFor(() => card("Sales Fundamentals"));
    expect(sales.getByText("Beginner")).toBeInTheDocument();
    expect(sales.getByText("Sales")).toBeInTheDocument();
    expect(sales.getByText("3 lessons")).toBeInTheDocument();
    expect(sales.getByText("Quiz included")).toBeInTheDocument();
    const leading = card("Leading Teams");
    expect(leading.getByText("Advanced")).toBeInTheDocument();
    expect(leading.getByText("Leadership")).toBeInTheDocument();
    expect(leading.getByText("1 lesson")).toBeInTheDocument();
    expect(leading.getByText("No quiz")).toBeInTheDocument();
    expect(api.catalog.mock.calls[0]?.[0]).toEqual({ page: 1, pageSize: 12 });
  });

  it("sends the search term to the server, once per pause", async () => {
    api.catalog.mockResolvedValue(pageOf([catalogCourse()]));
    const { user } = renderCatalog();
    await screen.findByRole("list", { name: "Courses" });
    const calls = api.catalog.mock.calls.length;
    const search = screen.getByRole("searchbox", { name: "Search courses" });
    expect(search).toHaveAttribute("placeholder", "Search by title or category...");
    await user.type(search, " leadership ");
    await waitFor(() =>
      expect(api.catalog).toHaveBeenLastCalledWith(
        { search: "leadership", page: 1, pageSize: 12 },
        expect.anything(),
      ),
    );
    expect(api.catalog.mock.calls.length).toBe(calls + 1);
  });

  it("says when a search finds nothing", async () => {
    api.catalog.mockResolvedValueOnce(pageOf([catalogCourse()])).mockResolvedValue(pageOf([]));
    const { user } = renderCatalog();
    await screen.findByRole("list", { name: "Courses" });
    await user.type(screen.getByRole("searchbox", { name: "Search courses" }), "basket weaving");
    expect(await screen.findByText("No courses found.")).toBeInTheDocument();
    expect(screen.getByText(/No course title or category matches "basket weaving"/)).toBeInTheDocument();
  });

  it("enrolls with Enroll Now, says so, opens the course and then shows Continue", async () => {
    const course = catalogCourse({ title: "Sales Fundamentals" });
    api.catalog
      .mockResolvedValueOnce(pageOf([course]))
      .mockResolvedValue(
        pageOf([{ ...course, enrollment: enrollmentOf(course.id, { progressPercentage: 0 }) }]),
      );
    api.enroll.mockResolvedValue(enrollmentOf(course.id, { status: "enrolled", progressPercentage: 0 }));
    const { user } = renderCatalog();
    await user.click(await screen.findByRole("button", { name: "Enroll Now in Sales Fundamentals" }));
    expect(api.enroll).toHaveBeenCalledWith({ id: course.id });
    expect(await screen.findByText("You are enrolled in Sales Fundamentals.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(`/lms/courses/${course.id}`),
    );
    const next = await screen.findByRole("link", { name: "Continue Sales Fundamentals" });
    expect(next).toHaveAttribute("href", `/lms/courses/${course.id}`);
    expect(screen.getByRole("progressbar", { name: "Progress in Sales Fundamentals" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    expect(screen.queryByRole("button", { name: /Enroll Now/ })).not.toBeInTheDocument();
  });

  it("toasts the server's reason when enrolling is refused", async () => {
    api.catalog.mockResolvedValue(pageOf([catalogCourse({ title: "Sales Fundamentals" })]));
    api.enroll.mockRejectedValue(
      new ORPCError("FORBIDDEN", { status: 403, message: "This course is not open to this person." }),
    );
    const { user } = renderCatalog();
    await user.click(await screen.findByRole("button", { name: "Enroll Now in Sales Fundamentals" }));
    expect(await screen.findByText("Enrollment Failed")).toBeInTheDocument();
    expect(screen.getByText("This course is not open to this person.")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(/^\/lms$/);
  });
});
