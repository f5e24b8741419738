import { ORPCError } from "@orpc/client";
import { screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CatalogCourse, CourseSummary, EnrollmentProgress } from "#shared/contracts/learning";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { PartnerLearningTab } from "./partner-learning-tab";

const api = vi.mocked(client.learning);

const SALES = "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e01";
const PRIVACY = "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e02";
const ONBOARDING = "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e03";

const course = (id: string, title: string): CourseSummary => ({
  id,
  title,
  description: null,
  durationMinutes: 45,
  difficultyLevel: "beginner",
  category: "Sales",
  audience: "partners",
  lessonCount: 3,
  hasQuiz: false,
});

const enrollment = (courseId: string, overrides: Partial<EnrollmentProgress> = {}): EnrollmentProgress => ({
  id: `6c1d9f1f-9e1c-4a8b-8e9b-2b3c4d5e6f${courseId.slice(-2)}`,
  courseId,
  status: "in_progress",
  progressPercentage: 33,
  enrolledAt: new Date("2026-10-01T09:00:00Z"),
  completedAt: null,
  ...overrides,
});

const courseAddress = (courseId: string) => `/dashboard/courses/${courseId}`;

function CurrentAddress() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

const renderTab = () =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={["/dashboard"]}>
      <Routes>
        <Route path="*" element={<PartnerLearningTab courseAddress={courseAddress} />} />
      </Routes>
      <CurrentAddress />
    </MemoryRouter>,
  );

const itemOf = (heading: HTMLElement) => within(heading.closest("li") as HTMLElement);

describe("PartnerLearningTab", () => {
  beforeEach(() => {
    const completed = enrollment(PRIVACY, {
      status: "completed",
      progressPercentage: 100,
      completedAt: new Date("2026-10-20T09:00:00Z"),
    });
    api.certifications.mockResolvedValue({
      items: [
        {
          enrollmentId: completed.id,
          courseId: PRIVACY,
          courseTitle: "Data Privacy",
          completedAt: new Date("2026-10-20T09:00:00Z"),
          bestScore: null,
          certificateId: "7d2e0a2a-0f2d-4b9c-9fac-3c4d5e6f7a80",
          verificationCode: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        },
      ],
    });
    api.myLearning.mockResolvedValue({
      items: [
        { ...enrollment(SALES), course: course(SALES, "Sales Fundamentals") },
        { ...completed, course: course(PRIVACY, "Data Privacy") },
      ],
      total: 2,
      page: 1,
      pageSize: 10,
    });
    const catalog: CatalogCourse[] = [
      { ...course(SALES, "Sales Fundamentals"), enrollment: enrollment(SALES) },
      { ...course(ONBOARDING, "Partner Onboarding"), enrollment: null },
    ];
    api.catalog.mockResolvedValue({ items: catalog, total: 2, page: 1, pageSize: 12 });
  });
  afterEach(() => vi.resetAllMocks());

  it("shows the partner's certificates, its enrollments with progress and the courses open to it", async () => {
    renderTab();
    expect(
      await screen.findByRole("button", { name: "Download Certificate for Data Privacy" }),
    ).toBeInTheDocument();
    const enrollments = within(await screen.findByRole("list", { name: "Your enrollments" }));
    const sales = itemOf(enrollments.getByRole("heading", { level: 3, name: "Sales Fundamentals" }));
    expect(sales.getByRole("progressbar", { name: "Progress in Sales Fundamentals" })).toBeInTheDocument();
    expect(sales.getByRole("link", { name: "Continue Sales Fundamentals" })).toHaveAttribute(
      "href",
      courseAddress(SALES),
    );
    const courses = within(await screen.findByRole("list", { name: "Courses" }));
    expect(courses.getByRole("link", { name: "Continue Sales Fundamentals" })).toHaveAttribute(
      "href",
      courseAddress(SALES),
    );
    expect(courses.getByRole("button", { name: "Enroll Now in Partner Onboarding" })).toBeInTheDocument();
  });

  it("enrolls in a course with Enroll Now and opens it at the address it was given", async () => {
    api.enroll.mockResolvedValue(enrollment(ONBOARDING, { status: "enrolled", progressPercentage: 0 }));
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Enroll Now in Partner Onboarding" }));
    expect(api.enroll.mock.calls[0]?.[0]).toEqual({ id: ONBOARDING });
    expect(await screen.findByText(courseAddress(ONBOARDING))).toBeInTheDocument();
  });

  it("opens a completed course from its certificate", async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole("link", { name: "Data Privacy" }));
    expect(screen.getByLabelText("Address")).toHaveTextContent(courseAddress(PRIVACY));
  });

  it("toasts Error Loading Certifications with the server's reason and still shows the courses", async () => {
    api.certifications.mockRejectedValue(
      new ORPCError("INTERNAL_SERVER_ERROR", { status: 500, message: "The database is unavailable." }),
    );
    renderTab();
    const toast = (await screen.findByText("Error Loading Certifications")).closest("[data-sonner-toast]");
    expect(within(toast as HTMLElement).getByText("The database is unavailable.")).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: "Enroll Now in Partner Onboarding" }),
    ).toBeInTheDocument();
  });
});
