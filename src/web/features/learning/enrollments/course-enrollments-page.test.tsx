import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LearnerOption } from "#shared/contracts/learning";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { COURSE_ID, courseEnrollmentFixture, editableCourseFixture } from "../editor/course-fixtures";
import { COURSE_ENROLLMENTS_PAGE_SIZE } from "./course-enrollment-list";
import { CourseEnrollmentsPage } from "./course-enrollments-page";

const api = vi.mocked(client.learning);

const BEN: LearnerOption = {
  userId: "user-ben",
  name: "Ben Okafor",
  email: "ben@example.com",
  kind: "staff",
  companyName: null,
};
const CARA: LearnerOption = {
  userId: "user-cara",
  name: "Cara Diaz",
  email: "cara@acme.example",
  kind: "partner",
  companyName: "Acme Solutions",
};

function renderPage() {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["manager"], ["manage_courses"])}>
      <MemoryRouter initialEntries={[paths.learning.courseEnrollments.to(COURSE_ID)]}>
        <Routes>
          <Route path={paths.learning.courseEnrollments.pattern} element={<CourseEnrollmentsPage />} />
        </Routes>
      </MemoryRouter>
    </AuthorizationContext.Provider>,
  );
}

const enrollmentsPage = (items: ReturnType<typeof courseEnrollmentFixture>[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: COURSE_ENROLLMENTS_PAGE_SIZE,
});

async function choose(user: UserEvent, search: string, name: string) {
  await user.type(screen.getByRole("combobox", { name: "People to enroll" }), search);
  // An option is named by its name and then its second line.
  await user.click(await screen.findByRole("option", { name: (shown) => shown.startsWith(`${name} `) }));
}

const toastTitled = async (title: string) =>
  within((await screen.findByText(title)).closest("[data-sonner-toast]") as HTMLElement);

describe("CourseEnrollmentsPage", () => {
  beforeEach(() => {
    api.editableCourse.mockResolvedValue(editableCourseFixture({ status: "published" }));
    api.courseEnrollments.mockResolvedValue(enrollmentsPage([]));
    api.searchLearners.mockImplementation(async (input) => ({
      items: [BEN, CARA].filter(
        (learner) => !input.search || learner.name.toLowerCase().includes(input.search.toLowerCase()),
      ),
    }));
  });
  afterEach(() => vi.resetAllMocks());

  it("says Course not found. for a course that does not exist, with the way back and no retry", async () => {
    api.editableCourse.mockRejectedValue(
      new ORPCError("NOT_FOUND", { status: 404, message: "Course not found." }),
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "Course not found." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to courses" })).toHaveAttribute(
      "href",
      paths.learning.manage,
    );
    expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
  });

  it("shows the course's title and each enrollment with its progress", async () => {
    api.courseEnrollments.mockResolvedValue(
      enrollmentsPage([
        courseEnrollmentFixture(),
        courseEnrollmentFixture({
          id: "9de3e581-bef0-4a0c-8ae3-f3e804917a10",
          userId: CARA.userId,
          name: CARA.name,
          email: CARA.email,
          kind: "partner",
          companyName: "Acme Solutions",
          status: "completed",
          progressPercentage: 100,
          completedAt: new Date("2026-11-10T12:00:00Z"),
        }),
      ]),
    );
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Selling the Platform" }),
    ).toBeInTheDocument();
    const list = within(await screen.findByRole("list", { name: "Enrollments" }));
    expect(list.getByRole("progressbar", { name: "Progress of Ana Lopez" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(list.getByRole("progressbar", { name: "Progress of Cara Diaz" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    expect(list.getByText("In Progress")).toBeInTheDocument();
    expect(list.getByText("Completed")).toBeInTheDocument();
    expect(list.getByText("Acme Solutions")).toBeInTheDocument();
    expect(list.getByText("Nov 10, 2026")).toBeInTheDocument();
    expect(list.getByText("Not yet")).toBeInTheDocument();
    expect(api.courseEnrollments).toHaveBeenCalledWith(
      { courseId: COURSE_ID, page: 1, pageSize: COURSE_ENROLLMENTS_PAGE_SIZE },
      expect.anything(),
    );
  });

  it("enrolls two chosen people at once and says how many were enrolled", async () => {
    api.enrollLearners.mockResolvedValue({ enrolled: 1, alreadyEnrolled: 1 });
    const { user } = renderPage();
    await screen.findByRole("heading", { level: 1, name: "Selling the Platform" });
    await choose(user, "ben", "Ben Okafor");
    await choose(user, "cara", "Cara Diaz");
    const chosen = within(screen.getByRole("list", { name: "Chosen people" }));
    expect(chosen.getByText("Ben Okafor")).toBeInTheDocument();
    expect(chosen.getByText("Cara Diaz")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Enroll" }));
    await waitFor(() =>
      expect(api.enrollLearners).toHaveBeenCalledWith({
        courseId: COURSE_ID,
        userIds: [BEN.userId, CARA.userId],
      }),
    );
    expect(
      (await toastTitled("Enrolled 1 person")).getByText("1 person was already enrolled."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Chosen people" })).not.toBeInTheDocument();
    await waitFor(() => expect(api.courseEnrollments).toHaveBeenCalledTimes(2));
  });

  it("takes a chosen person off before enrolling", async () => {
    api.enrollLearners.mockResolvedValue({ enrolled: 1, alreadyEnrolled: 0 });
    const { user } = renderPage();
    await screen.findByRole("heading", { level: 1, name: "Selling the Platform" });
    await choose(user, "ben", "Ben Okafor");
    await choose(user, "cara", "Cara Diaz");
    await user.click(screen.getByRole("button", { name: "Remove Ben Okafor" }));
    await user.click(screen.getByRole("button", { name: "Enroll" }));
    await waitFor(() =>
      expect(api.enrollLearners).toHaveBeenCalledWith({ courseId: COURSE_ID, userIds: [CARA.userId] }),
    );
    expect(await screen.findByText("Enrolled 1 person")).toBeInTheDocument();
  });

  it("asks for someone to enroll before sending, and shows the server's refusal", async () => {
    api.enrollLearners.mockRejectedValue(
      new ORPCError("BAD_REQUEST", { status: 400, message: "Publish the course before enrolling people." }),
    );
    const { user } = renderPage();
    await screen.findByRole("heading", { level: 1, name: "Selling the Platform" });
    await user.click(screen.getByRole("button", { name: "Enroll" }));
    expect(screen.getByRole("combobox", { name: "People to enroll" })).toHaveAccessibleDescription(
      "Please choose someone to enroll.",
    );
    expect(api.enrollLearners).not.toHaveBeenCalled();

    await choose(user, "ben", "Ben Okafor");
    await user.click(screen.getByRole("button", { name: "Enroll" }));
    expect(
      (await toastTitled("Enrollment Failed")).getByText("Publish the course before enrolling people."),
    ).toBeInTheDocument();
  });
});
