import { ORPCError } from "@orpc/client";
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LearningStats } from "#shared/contracts/learning";
import { AuthorizationContext, type AuthorizationState } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { LearningPage } from "./learning-page";

const api = vi.mocked(client.learning);

const STAFF = authorizationState(["user"]);
const AUTHOR = authorizationState(["manager"], ["manage_courses"]);

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAt(path: string, state: AuthorizationState = STAFF) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={state}>
      <MemoryRouter initialEntries={[path]}>
        <LearningPage />
        <Address />
      </MemoryRouter>
    </AuthorizationContext.Provider>,
  );
}

const stats = (overrides: Partial<LearningStats> = {}): LearningStats => ({
  totalCourses: 12,
  activeEnrollments: 3,
  completionRate: 40,
  certificatesIssued: 2,
  scope: "mine",
  ...overrides,
});

/** The figure shown on the card with this label. */
const figure = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent ?? "";

// Radix tabs switch on mouse down (or focus), which a person's click begins with.
const openTab = (user: UserEvent, name: string) => user.click(screen.getByRole("tab", { name }));

describe("LearningPage", () => {
  beforeEach(() => {
    api.stats.mockResolvedValue(stats());
    api.catalog.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 12 });
    api.myLearning.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
    api.certifications.mockResolvedValue({ items: [] });
  });
  afterEach(() => {
    vi.resetAllMocks();
  });

  it.each([
    ["/lms", "Course Catalog"],
    ["/lms/my-learning", "My Learning"],
    ["/lms/certifications", "Certifications"],
  ])("opens %s on the %s tab", (path, tab) => {
    renderAt(path);
    expect(screen.getByRole("heading", { level: 1, name: "Learning Management" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(tab);
  });

  it("makes each tab a link to its address and goes there when a tab is chosen", async () => {
    const { user } = renderAt("/lms");
    const address = screen.getByRole("status", { name: "Address" });
    expect(screen.getByRole("tab", { name: "My Learning" })).toHaveAttribute("href", "/lms/my-learning");
    await openTab(user, "My Learning");
    expect(address).toHaveTextContent(/^\/lms\/my-learning$/);
    expect(
      await screen.findByText("No enrollments found. Contact your administrator to get enrolled in courses."),
    ).toBeInTheDocument();
    await openTab(user, "Certifications");
    expect(address).toHaveTextContent(/^\/lms\/certifications$/);
    expect(await screen.findByText("No certifications yet.")).toBeInTheDocument();
    await openTab(user, "Course Catalog");
    expect(address).toHaveTextContent(/^\/lms$/);
    expect(screen.getByRole("searchbox", { name: "Search courses" })).toBeInTheDocument();
  });

  it("shows the server's figures: courses, active enrollments, the completion rate and certificates", async () => {
    renderAt("/lms");
    expect(await screen.findByText("Open to you")).toBeInTheDocument();
    expect(figure("Total Courses")).toBe("12");
    expect(figure("Enrolled")).toBe("3");
    expect(figure("Completion Rate")).toBe("40%");
    expect(figure("Certificates")).toBe("2");
    expect(screen.queryByText("Sample data")).not.toBeInTheDocument();
  });

  it("says the figures are the programme's when the server answers for every learner", async () => {
    api.stats.mockResolvedValue(stats({ scope: "programme", totalCourses: 47 }));
    renderAt("/lms", AUTHOR);
    expect(await screen.findByText("Every course, drafts included")).toBeInTheDocument();
    expect(figure("Total Courses")).toBe("47");
  });

  it("says when the figures could not be loaded", async () => {
    api.stats.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    renderAt("/lms");
    expect((await screen.findAllByText("Could not be loaded")).length).toBe(4);
    expect(figure("Total Courses")).toBe("–");
  });

  it("hides Create Course and Manage Courses from staff without manage_courses", async () => {
    renderAt("/lms");
    await screen.findByText("Open to you");
    expect(screen.queryByRole("link", { name: "Create Course" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Manage Courses" })).not.toBeInTheDocument();
  });

  it("links holders of manage_courses to a new course and to course management", async () => {
    const { user } = renderAt("/lms", AUTHOR);
    const header = within(
      screen.getByRole("heading", { level: 1 }).closest("div")?.parentElement as HTMLElement,
    );
    expect(header.getByRole("link", { name: "Manage Courses" })).toHaveAttribute("href", "/lms/manage");
    const create = header.getByRole("link", { name: "Create Course" });
    expect(create).toHaveAttribute("href", "/lms/courses/new");
    await user.click(create);
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(/^\/lms\/courses\/new$/);
  });
});
