import { ORPCError } from "@orpc/client";
import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LearnerCourse } from "#shared/contracts/learning";
import { client } from "#web/lib/transport/rpc";
import { authState, PARTNER_USER } from "#web/test-support/auth-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { AuthContext } from "../auth/auth-context";
import { PartnerCoursePage } from "./partner-course-page";

const COURSE_ID = "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e01";

const ACME = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  companyName: "Acme Solutions",
  contactName: "Alice Johnson",
  contactEmail: "partner@acme.example",
  status: "active" as const,
  tier: "gold" as const,
  commissionRate: 15,
  member: { userId: "member-alice", name: "Alice Johnson", role: "partner_admin" as const },
};

const COURSE: LearnerCourse = {
  id: COURSE_ID,
  title: "Sales Fundamentals",
  description: null,
  durationMinutes: 45,
  difficultyLevel: "beginner",
  category: "Sales",
  audience: "partners",
  lessonCount: 1,
  hasQuiz: false,
  lessons: [
    {
      id: "8e3f1b3b-1a3e-4cad-8b0d-4d5e6f7a8b01",
      title: "Finding prospects",
      body: "Start here.",
      file: null,
      done: false,
    },
  ],
  quiz: null,
  enrollment: null,
  attempts: { used: 0, remaining: null, bestScore: null, passed: false },
};

const renderPage = () =>
  renderWithQueryClient(
    <AuthContext.Provider value={authState({ user: PARTNER_USER })}>
      <MemoryRouter initialEntries={[`/dashboard/courses/${COURSE_ID}`]}>
        <Routes>
          <Route path="/dashboard/courses/:courseId" element={<PartnerCoursePage />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );

describe("PartnerCoursePage", () => {
  beforeEach(() => {
    // The header's bell: nothing unread, and no live stream (it polls instead).
    vi.mocked(client.notifications.unreadCount).mockResolvedValue({ unreadCount: 0 });
    vi.mocked(client.notifications.stream).mockRejectedValue(new Error("No stream in tests"));
  });
  afterEach(() => vi.resetAllMocks());

  it("shows the course under the partner's header, with a way back to the dashboard's Learning tab", async () => {
    vi.mocked(client.partners.mine).mockResolvedValue(ACME);
    vi.mocked(client.learning.course).mockResolvedValue(COURSE);
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Sales Fundamentals" })).toBeInTheDocument();
    // The course is the page's one h1; the partner's name heads the dashboard, not this page.
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Acme Solutions")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/partner/dashboard?tab=learning",
    );
    expect(vi.mocked(client.learning.course).mock.calls[0]?.[0]).toEqual({ id: COURSE_ID });
  });

  it("tells a user without an active partner Access Denied", async () => {
    vi.mocked(client.partners.mine).mockRejectedValue(new ORPCError("FORBIDDEN", { message: "No partner" }));
    renderPage();
    expect(await screen.findByText("Access Denied")).toBeInTheDocument();
    expect(client.learning.course).not.toHaveBeenCalled();
  });
});
