import { render, screen, within } from "@testing-library/react";
import { type UserEvent, userEvent } from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "#web/components/ui/toaster";
import { LearningPage } from "./learning-page";

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[path]}>
      <LearningPage />
      <Address />
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const courseTitles = () =>
  within(screen.getByRole("list"))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

// Radix tabs switch on mouse down (or focus), which a person's click begins with.
const openTab = (user: UserEvent, name: string) => user.click(screen.getByRole("tab", { name }));

describe("LearningPage", () => {
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
    const user = renderAt("/lms");
    const address = screen.getByRole("status", { name: "Address" });
    expect(screen.getByRole("tab", { name: "My Learning" })).toHaveAttribute("href", "/lms/my-learning");
    await openTab(user, "My Learning");
    expect(address).toHaveTextContent(/^\/lms\/my-learning$/);
    expect(screen.getByRole("tab", { name: "My Learning" })).toHaveAttribute("aria-selected", "true");
    await openTab(user, "Certifications");
    expect(address).toHaveTextContent(/^\/lms\/certifications$/);
    await openTab(user, "Course Catalog");
    expect(address).toHaveTextContent(/^\/lms$/);
    expect(screen.getByRole("searchbox", { name: "Search courses" })).toBeInTheDocument();
  });

  it("shows the sample stats, with the catalog's 47 courses", () => {
    renderAt("/lms");
    const total = screen.getByText("Total Courses").closest("div");
    expect(total).toHaveTextContent("47");
    for (const label of ["Enrolled", "Completed", "Certificates"]) {
      expect(screen.getByText(label, { selector: "dt" })).toBeInTheDocument();
    }
  });

  it("searches the catalog by title or category and says when nothing matches", async () => {
    const user = renderAt("/lms");
    const search = screen.getByRole("searchbox", { name: "Search courses" });
    await user.clear(search);
    await user.type(search, "leadership");
    expect(courseTitles()).toEqual(["Leading High-Performing Teams"]);
    await user.clear(search);
    await user.type(search, "api integ");
    expect(courseTitles()).toEqual(["API Integration Workshop"]);
    await user.clear(search);
    await user.type(search, "underwater basket weaving");
    expect(screen.getByText(/No courses match "underwater basket weaving"/)).toBeInTheDocument();
  });

  it("shows each started course with a labelled progress bar", () => {
    renderAt("/lms/my-learning");
    const bar = screen.getByRole("progressbar", { name: "Sales Fundamentals" });
    expect(bar).toHaveAttribute("aria-valuenow", "75");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(screen.getByText(/Enrolled Sep 14, 2026 · 9 of 12\s+lessons/)).toBeInTheDocument();
  });

  it("says certifications are coming soon", () => {
    renderAt("/lms/certifications");
    expect(screen.getByText("Certification tracking coming soon")).toBeVisible();
  });

  it("answers Enroll Now and Create Course honestly", async () => {
    const user = renderAt("/lms");
    await user.click(screen.getByRole("button", { name: "Enroll Now in Sales Fundamentals" }));
    expect(await screen.findByText(/Enrollment in Sales Fundamentals opens once/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(await screen.findByText(/Course authoring arrives/)).toBeInTheDocument();
  });
});
