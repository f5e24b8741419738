import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHeader } from "./page-header";

describe("PageHeader", () => {
  it("names the heading by the title and shows the action", () => {
    render(
      <PageHeader
        title="Learning Management"
        description="Courses for the team."
        action={<button type="button">Create Course</button>}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveAccessibleName("Learning Management");
    expect(screen.getByRole("button", { name: "Create Course" })).toBeInTheDocument();
  });

  it("is just the heading and description without them", () => {
    const { container } = render(<PageHeader title="Admin Settings" description="Users and roles." />);
    expect(container.firstElementChild?.children).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeInTheDocument();
  });
});
