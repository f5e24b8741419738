import { screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { COURSE_ID, managedCourseFixture } from "../editor/course-fixtures";
import { MANAGED_COURSES_PAGE_SIZE, ManageCoursesPage } from "./manage-courses-page";

const api = vi.mocked(client.learning);

function CurrentAddress() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderPage(permissions = ["manage_courses"]) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["manager"], permissions)}>
      <MemoryRouter initialEntries={[paths.learning.manage]}>
        <Routes>
          <Route path="*" element={<ManageCoursesPage />} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </AuthorizationContext.Provider>,
  );
}

const DRAFT = managedCourseFixture({
  id: "8cd2d470-adef-4fcb-9fd2-e2d7f3806009",
  title: "Partner Onboarding",
  status: "draft",
  audience: "partners",
  lessonCount: 1,
  hasQuiz: false,
  enrollmentCount: 0,
});

const page = (items: ReturnType<typeof managedCourseFixture>[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: MANAGED_COURSES_PAGE_SIZE,
});

const row = (title: string) =>
  within(screen.getByRole("heading", { name: title }).closest("li") as HTMLElement);

describe("ManageCoursesPage", () => {
  afterEach(() => vi.resetAllMocks());

  it("tells someone without manage_courses they have no access, asking for nothing", () => {
    renderPage([]);
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to manage courses.")).toBeInTheDocument();
    expect(api.managedCourses).not.toHaveBeenCalled();
  });

  it("lists drafts and published courses with their facts", async () => {
    api.managedCourses.mockResolvedValue(page([managedCourseFixture(), DRAFT]));
    renderPage();
    await screen.findByRole("heading", { name: "Partner Onboarding" });
    expect(row("Partner Onboarding").getByText("Draft")).toBeInTheDocument();
    expect(row("Partner Onboarding").getByText("Partners")).toBeInTheDocument();
    expect(row("Partner Onboarding").getByText("1")).toBeInTheDocument();
    expect(row("Partner Onboarding").getByText("None")).toBeInTheDocument();
    const published = row("Selling the Platform");
    expect(published.getByText("Published")).toBeInTheDocument();
    expect(published.getByText("Staff and partners")).toBeInTheDocument();
    expect(published.getByText("12")).toBeInTheDocument();
    expect(api.managedCourses).toHaveBeenCalledWith(
      { page: 1, pageSize: MANAGED_COURSES_PAGE_SIZE },
      expect.anything(),
    );
  });

  it("links each course to its editor and its enrollments, and Create Course to a new one", async () => {
    api.managedCourses.mockResolvedValue(page([managedCourseFixture()]));
    renderPage();
    expect(await screen.findByRole("link", { name: "Edit Selling the Platform" })).toHaveAttribute(
      "href",
      paths.learning.editCourse.to(COURSE_ID),
    );
    expect(screen.getByRole("link", { name: "Enrollments of Selling the Platform" })).toHaveAttribute(
      "href",
      paths.learning.courseEnrollments.to(COURSE_ID),
    );
    expect(screen.getByRole("link", { name: "Create Course" })).toHaveAttribute(
      "href",
      paths.learning.newCourse,
    );
  });

  it("searches on the server", async () => {
    api.managedCourses.mockResolvedValue(page([managedCourseFixture()]));
    const { user } = renderPage();
    await screen.findByRole("heading", { name: "Selling the Platform" });
    api.managedCourses.mockResolvedValue(page([]));
    await user.type(
      screen.getByRole("searchbox", { name: "Search courses by title or category" }),
      "onboard",
    );
    await waitFor(() =>
      expect(api.managedCourses).toHaveBeenLastCalledWith(
        { search: "onboard", page: 1, pageSize: MANAGED_COURSES_PAGE_SIZE },
        expect.anything(),
      ),
    );
    expect(await screen.findByText("No courses found.")).toBeInTheDocument();
  });
});
