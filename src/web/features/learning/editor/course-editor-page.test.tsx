import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EditableCourse } from "#shared/contracts/learning";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { CourseEditorPage } from "./course-editor-page";
import { COURSE_ID, editableCourseFixture, LESSON_IDS, OPTION_IDS, QUESTION_ID } from "./course-fixtures";

const api = vi.mocked(client.learning);
function CurrentAddress() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderEditor(address: string, permissions = ["manage_courses"]) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["manager"], permissions)}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={paths.learning.newCourse} element={<CourseEditorPage />} />
          <Route path={paths.learning.editCourse.pattern} element={<CourseEditorPage />} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </AuthorizationContext.Provider>,
  );
}

const lesson = (number: number) => within(screen.getByRole("group", { name: `Lesson ${number}` }));
const question = (number: number) => within(screen.getByRole("group", { name: `Question ${number}` }));

/** Replaces what the control holds with the value, pasted (typing every key is slow on a busy machine). */
async function enter(user: UserEvent, control: HTMLElement, value: string) {
  await user.clear(control);
  await user.paste(value);
}

async function fillDetails(user: UserEvent) {
  await enter(user, screen.getByLabelText(/^Title/), "Selling the Platform");
  await enter(user, screen.getByLabelText(/^Duration \(minutes\)/), "45");
  await enter(user, screen.getByLabelText(/^Category/), "Sales");
}

const toastTitled = async (title: string) =>
  within((await screen.findByText(title)).closest("[data-sonner-toast]") as HTMLElement);

// The editor is the largest form of the app: on two busy cores a walk through it can pass the default 5 s.
describe("CourseEditorPage", { timeout: 15_000 }, () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it.each([
    ["an unknown id", COURSE_ID, new ORPCError("NOT_FOUND", { status: 404, message: "Course not found." })],
    [
      "a malformed id",
      "abc",
      new ORPCError("BAD_REQUEST", { status: 400, message: "Input validation failed" }),
    ],
  ])("says Course not found. for %s, with the way back and no retry", async (_case, id, refusal) => {
    api.editableCourse.mockRejectedValue(refusal);
    renderEditor(paths.learning.editCourse.to(id));
    expect(await screen.findByRole("heading", { name: "Course not found." })).toBeInTheDocument();
    expect(screen.getByText(/There is no course at this address/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to courses" })).toHaveAttribute(
      "href",
      paths.learning.manage,
    );
    expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
    expect(api.editableCourse).toHaveBeenCalledTimes(1);
  });

  it("tells someone without manage_courses they have no access", () => {
    renderEditor(paths.learning.newCourse, []);
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("refuses an empty title and a question without a correct answer with the contract's messages", async () => {
    const { user } = renderEditor(paths.learning.newCourse);
    await enter(user, lesson(1).getByLabelText(/^Lesson title/), "Why it sells");
    await user.click(screen.getByLabelText("This course has a quiz"));
    await enter(user, question(1).getByLabelText(/^Question/), "What sells it?");
    await enter(user, question(1).getByLabelText("Answer 1 of question 1"), "The price");
    await enter(user, question(1).getByLabelText("Answer 2 of question 1"), "The outcome");
    await user.click(screen.getByRole("button", { name: "Create Course" }));

    expect(await screen.findByText("Title is required.")).toBeInTheDocument();
    expect(screen.getByText("Mark at least one answer as correct.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute("aria-invalid", "true");
    expect(question(1).getByLabelText("Correct (answer 1 of question 1)")).toHaveAccessibleDescription(
      "Mark at least one answer as correct.",
    );
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
    expect(api.createCourse).not.toHaveBeenCalled();
  });

  it("adds and reorders lessons, creates the course and moves to its edit address", async () => {
    api.createCourse.mockResolvedValue(editableCourseFixture());
    api.editableCourse.mockResolvedValue(editableCourseFixture());
    const { user } = renderEditor(paths.learning.newCourse);
    await fillDetails(user);
    await enter(user, lesson(1).getByLabelText(/^Lesson title/), "Objections");
    await user.click(screen.getByRole("button", { name: "Add lesson" }));
    await waitFor(() => expect(lesson(2).getByLabelText(/^Lesson title/)).toHaveFocus());
    await user.keyboard("Why it sells");
    await enter(user, lesson(2).getByLabelText("Lesson text"), "# The pitch");
    await user.click(screen.getByRole("button", { name: "Move lesson 2 up" }));

    expect(lesson(1).getByLabelText(/^Lesson title/)).toHaveValue("Why it sells");
    expect(lesson(2).getByLabelText(/^Lesson title/)).toHaveValue("Objections");
    expect(screen.getByRole("button", { name: "Move lesson 1 up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move lesson 2 down" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Create Course" }));
    await waitFor(() => expect(api.createCourse).toHaveBeenCalledTimes(1));
    expect(api.createCourse.mock.calls[0]?.[0]).toEqual({
      title: "Selling the Platform",
      description: undefined,
      durationMinutes: 45,
      difficultyLevel: "beginner",
      category: "Sales",
      audience: "both",
      status: "draft",
      lessons: [
        { title: "Why it sells", body: "# The pitch" },
        { title: "Objections", body: "" },
      ],
      quiz: null,
    });
    expect(
      (await toastTitled("Course Created")).getByText(/Selling the Platform is saved/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText("Address")).toHaveTextContent(paths.learning.editCourse.to(COURSE_ID)),
    );
    expect(await screen.findByRole("heading", { name: "Edit Course" })).toBeInTheDocument();
  });

  it("previews a lesson's Markdown", async () => {
    const { user } = renderEditor(paths.learning.newCourse);
    await user.type(lesson(1).getByLabelText("Lesson text"), "# Welcome");
    await user.click(screen.getByRole("button", { name: "Preview lesson 1", pressed: false }));
    const preview = screen.getByRole("region", { name: "Preview of lesson 1" });
    expect(within(preview).getByRole("heading", { name: "Welcome" })).toBeInTheDocument();
  });

  it("sends an edit with the ids of the lessons, questions and answers it keeps", async () => {
    const saved = editableCourseFixture();
    api.editableCourse.mockResolvedValue(saved);
    api.updateCourse.mockResolvedValue({ ...saved, title: "Selling the Platform, Again" });
    const { user } = renderEditor(paths.learning.editCourse.to(COURSE_ID));

    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue("Selling the Platform");
    expect(lesson(1).getByText("pitch.pdf")).toBeInTheDocument();
    expect(lesson(1).getByText("2.0 MB")).toBeInTheDocument();
    await enter(user, title, "Selling the Platform, Again");
    await user.click(screen.getByRole("button", { name: "Move lesson 2 up" }));
    await user.click(screen.getByRole("button", { name: "Save Course" }));

    await waitFor(() => expect(api.updateCourse).toHaveBeenCalledTimes(1));
    expect(api.updateCourse.mock.calls[0]?.[0]).toEqual({
      id: COURSE_ID,
      course: expect.objectContaining({
        title: "Selling the Platform, Again",
        lessons: [
          { id: LESSON_IDS[1], title: "Objections", body: "" },
          { id: LESSON_IDS[0], title: "Why it sells", body: "# The pitch" },
        ],
        quiz: {
          passMark: 70,
          attemptLimit: 3,
          questions: [
            {
              id: QUESTION_ID,
              prompt: "What sells it?",
              options: [
                { id: OPTION_IDS[0], text: "The price", correct: false },
                { id: OPTION_IDS[1], text: "The outcome", correct: true },
              ],
            },
          ],
        },
      }),
    });
    expect(await screen.findByText("Course Saved")).toBeInTheDocument();
  });

  it("sends no quiz once it is switched off", async () => {
    const saved = editableCourseFixture();
    api.editableCourse.mockResolvedValue(saved);
    api.updateCourse.mockResolvedValue({ ...saved, quiz: null });
    const { user } = renderEditor(paths.learning.editCourse.to(COURSE_ID));
    await user.click(await screen.findByLabelText("This course has a quiz"));
    expect(screen.queryByRole("group", { name: "Question 1" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Course" }));
    await waitFor(() => expect(api.updateCourse).toHaveBeenCalledTimes(1));
    expect(api.updateCourse.mock.calls[0]?.[0].course.quiz).toBeNull();
  });

  it("places the server's refusal on the fields it names", async () => {
    api.editableCourse.mockResolvedValue(editableCourseFixture());
    api.updateCourse.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: "Input validation failed",
        data: {
          issues: [
            { path: ["course", "category"], message: "Category must be at most 100 characters." },
            { path: ["course", "lessons", 1, "title"], message: "Lesson title is required." },
          ],
        },
      }),
    );
    const { user } = renderEditor(paths.learning.editCourse.to(COURSE_ID));
    await user.click(await screen.findByRole("button", { name: "Save Course" }));

    expect(await screen.findByText("Category must be at most 100 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Category/)).toHaveAttribute("aria-invalid", "true");
    expect(lesson(2).getByLabelText(/^Lesson title/)).toHaveAccessibleDescription(
      "Lesson title is required.",
    );
    await waitFor(() => expect(screen.getByLabelText(/^Category/)).toHaveFocus());
    expect(await screen.findByText("Course Not Saved")).toBeInTheDocument();
  });
  it("uploads a file to a saved lesson and removes one", async () => {
    const saved = editableCourseFixture();
    api.editableCourse.mockResolvedValue(saved);
    const video = new File(["video"], "objections.mp4", { type: "video/mp4" });
    const withVideo = editableCourseFixture({
      lessons: [
        saved.lessons[0] as EditableCourse["lessons"][number],
        {
          ...(saved.lessons[1] as EditableCourse["lessons"][number]),
          file: { name: "objections.mp4", type: "video/mp4", size: 5 },
        },
      ],
    });
    api.uploadLessonFile.mockImplementation(async () => {
      api.editableCourse.mockResolvedValue(withVideo);
      return withVideo;
    });
    api.removeLessonFile.mockResolvedValue(withVideo);
    const { user } = renderEditor(paths.learning.editCourse.to(COURSE_ID));

    await user.upload(await screen.findByLabelText("Choose a file for lesson 2"), video);
    await waitFor(() =>
      expect(api.uploadLessonFile).toHaveBeenCalledWith({
        courseId: COURSE_ID,
        lessonId: LESSON_IDS[1],
        file: video,
      }),
    );
    expect(await lesson(2).findByText("objections.mp4")).toBeInTheDocument();
    expect(await screen.findByText("File Uploaded")).toBeInTheDocument();

    await user.click(lesson(1).getByRole("button", { name: "Remove pitch.pdf" }));
    await waitFor(() =>
      expect(api.removeLessonFile).toHaveBeenCalledWith({
        courseId: COURSE_ID,
        lessonId: LESSON_IDS[0],
      }),
    );
  });

  it("refuses a lesson file of another type without sending it", async () => {
    api.editableCourse.mockResolvedValue(editableCourseFixture());
    const { user } = renderEditor(paths.learning.editCourse.to(COURSE_ID));
    const picker = await screen.findByLabelText("Choose a file for lesson 2");
    // As through the picker's "All files".
    await user
      .setup({ applyAccept: false })
      .upload(picker, new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText('"notes.txt" is not a PDF or a video (mp4, mov).')).toBeInTheDocument();
    expect(picker).toHaveAttribute("aria-invalid", "true");
    expect(api.uploadLessonFile).not.toHaveBeenCalled();
  });

  it("offers no file picker for a lesson that is not saved yet", async () => {
    const { user } = renderEditor(paths.learning.newCourse);
    await user.click(screen.getByRole("button", { name: "Add lesson" }));
    expect(screen.queryByLabelText(/Choose a file/)).not.toBeInTheDocument();
    expect(
      lesson(2).getByText("Save the course to attach a video or PDF to this lesson."),
    ).toBeInTheDocument();
  });
  it("keeps a lesson added in an edit by its new id on the next save", async () => {
    const saved = editableCourseFixture();
    const newLessonId = "7bc1c36f-9cde-4eba-8ec1-d1c6e27f5f08";
    const afterSave = editableCourseFixture({
      lessons: [...saved.lessons, { id: newLessonId, title: "Closing", body: "", file: null }],
    });
    api.editableCourse.mockResolvedValue(saved);
    api.updateCourse.mockResolvedValue(afterSave);
    const { user } = renderEditor(paths.learning.editCourse.to(COURSE_ID));
    await user.click(await screen.findByRole("button", { name: "Add lesson" }));
    await user.type(lesson(3).getByLabelText(/^Lesson title/), "Closing");
    await user.click(screen.getByRole("button", { name: "Save Course" }));
    await waitFor(() => expect(api.updateCourse).toHaveBeenCalledTimes(1));
    expect(api.updateCourse.mock.calls[0]?.[0].course.lessons[2]).toEqual({ title: "Closing", body: "" });

    await user.click(screen.getByRole("button", { name: "Save Course" }));
    await waitFor(() => expect(api.updateCourse).toHaveBeenCalledTimes(2));
    expect(api.updateCourse.mock.calls[1]?.[0].course.lessons[2]).toEqual({
      id: newLessonId,
      title: "Closing",
      body: "",
    });
  });
});
