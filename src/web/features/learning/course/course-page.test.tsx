import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { learnerCourse } from "../learning-fixtures";
import { CoursePage } from "./course-page";

const api = vi.mocked(client.learning);

describe("CoursePage", () => {
  useRadixInJsdom();
  afterEach(() => {
    vi.resetAllMocks();
  });

  it("takes the course its address names, with a way back to the catalog", async () => {
    const course = learnerCourse({ title: "Data Privacy" });
    api.course.mockResolvedValue(course);
    renderWithQueryClient(
      <MemoryRouter initialEntries={[`/lms/courses/${course.id}`]}>
        <Routes>
          <Route path="/lms/courses/:courseId" element={<CoursePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Data Privacy" })).toBeInTheDocument();
    expect(api.course).toHaveBeenCalledWith({ id: course.id }, expect.anything());
    expect(screen.getByRole("link", { name: "Back to Course Catalog" })).toHaveAttribute("href", "/lms");
    expect(document.title).toMatch(/^Data Privacy · /);
  });
});
