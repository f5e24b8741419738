import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AttemptResult, LearnerCourse } from "#shared/contracts/learning";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { enrollmentOf, learnerCourse } from "../learning-fixtures";
import { CourseView } from "./course-view";

const api = vi.mocked(client.learning);

const renderCourse = (course: Pick<LearnerCourse, "id">) =>
  renderWithQueryClient(
    <MemoryRouter>
      <CourseView
        courseId={course.id}
        backTo="/lms"
        backLabel="Back to Course Catalog"
        certificationsTo="/lms/certifications"
      />
    </MemoryRouter>,
  );

function quizOf(course: LearnerCourse) {
  if (!course.quiz) throw new Error("the fixture course has a quiz");
  const [single, multiple] = course.quiz.questions;
  if (!single || !multiple) throw new Error("the fixture quiz has two questions");
  return { single, multiple };
}

describe("CourseView", () => {
  useRadixInJsdom();
  afterEach(() => {
    vi.resetAllMocks();
  });

  it("shows the course, its progress and its lessons in order", async () => {
    const course = learnerCourse({
      enrollment: enrollmentOf("x", { status: "in_progress", progressPercentage: 50 }),
    });
    course.lessons = course.lessons.map((lesson, index) =>
      index === 0 ? { ...lesson, done: true } : lesson,
    );
    api.course.mockResolvedValue(course);
    renderCourse(course);
    expect(await screen.findByRole("heading", { level: 1, name: "Sales Fundamentals" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(screen.getByText("In Progress")).toBeInTheDocument();
    const lessons = within(screen.getByRole("list", { name: "Lessons" })).getAllByRole("button");
    expect(lessons.map((lesson) => lesson.textContent)).toEqual([
      "1. Finding prospects (done)",
      "2. Discovery calls",
    ]);
    expect(api.course).toHaveBeenCalledWith({ id: course.id }, expect.anything());
  });

  it("opens a lesson with its text and video and records it once", async () => {
    const course = learnerCourse();
    const lesson = course.lessons[0] as (typeof course.lessons)[number];
    api.course.mockResolvedValue(course);
    api.openLesson.mockResolvedValue(enrollmentOf(course.id, { progressPercentage: 50 }));
    const { user } = renderCourse(course);
    await user.click(await screen.findByRole("button", { name: "1. Finding prospects" }));
    expect(screen.getByRole("heading", { level: 2, name: "Finding prospects" })).toHaveFocus();
    expect(screen.getByText("your best customers").tagName).toBe("STRONG");
    const video = screen.getByLabelText("Finding prospects video");
    expect(video.tagName).toBe("VIDEO");
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("src", `/api/v1/courses/${course.id}/lessons/${lesson.id}/file`);
    await waitFor(() =>
      expect(api.openLesson).toHaveBeenCalledWith({ courseId: course.id, lessonId: lesson.id }),
    );
    await user.click(screen.getByRole("button", { name: "2. Discovery calls" }));
    await user.click(screen.getByRole("button", { name: "1. Finding prospects" }));
    expect(api.openLesson.mock.calls.filter(([input]) => input.lessonId === lesson.id)).toHaveLength(1);
  });

  it("offers a PDF lesson's file to open in a new tab", async () => {
    const course = learnerCourse();
    const lesson = course.lessons[1] as (typeof course.lessons)[number];
    api.course.mockResolvedValue(course);
    api.openLesson.mockResolvedValue(enrollmentOf(course.id));
    const { user } = renderCourse(course);
    await user.click(await screen.findByRole("button", { name: "2. Discovery calls" }));
    const url = `/api/v1/courses/${course.id}/lessons/${lesson.id}/file`;
    const link = screen.getByRole("link", { name: "Open discovery.pdf in a new tab" });
    expect(link).toHaveAttribute("href", url);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("offers Enroll Now to a learner not enrolled, and records no lesson until then", async () => {
    const course = learnerCourse({ enrollment: null });
    api.course.mockResolvedValueOnce(course).mockResolvedValue({
      ...course,
      enrollment: enrollmentOf(course.id, { status: "enrolled", progressPercentage: 0 }),
    });
    api.enroll.mockResolvedValue(enrollmentOf(course.id, { status: "enrolled", progressPercentage: 0 }));
    const { user } = renderCourse(course);
    expect(await screen.findByText("Enroll to take the quiz.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "1. Finding prospects" }));
    expect(api.openLesson).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Enroll Now" }));
    expect(api.enroll).toHaveBeenCalledWith({ id: course.id });
    expect(await screen.findByText("You are enrolled in Sales Fundamentals.")).toBeInTheDocument();
    expect(await screen.findByRole("progressbar", { name: "Course progress" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    expect(screen.queryByRole("button", { name: "Enroll Now" })).not.toBeInTheDocument();
  });

  it("asks for every question before sending the quiz", async () => {
    const course = learnerCourse();
    api.course.mockResolvedValue(course);
    const { user } = renderCourse(course);
    await user.click(await screen.findByRole("button", { name: "Submit Answers" }));
    expect(await screen.findByText("Please answer question 1.")).toBeInTheDocument();
    expect(screen.getByText("Please answer question 2.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: "Your best customers' look-alikes" })).toHaveFocus(),
    );
    expect(api.submitAttempt).not.toHaveBeenCalled();
  });

  it("submits the chosen answers with a submission id and shows which questions were wrong", async () => {
    const course = learnerCourse();
    const { single, multiple } = quizOf(course);
    const [right, wrong] = single.options;
    const [problem, decider, commission] = multiple.options;
    if (!right || !wrong || !problem || !decider || !commission) throw new Error("fixture options");
    api.course.mockResolvedValue(course);
    const result: AttemptResult = {
      attemptId: "00000000-0000-4000-8000-00000000aaaa",
      score: 50,
      passed: false,
      passMark: 70,
      questions: [
        { questionId: single.id, correct: true, wrongOptionIds: [] },
        { questionId: multiple.id, correct: false, wrongOptionIds: [commission.id] },
      ],
      attempts: { used: 1, remaining: 2, bestScore: 50, passed: false },
      enrollment: enrollmentOf(course.id, { status: "in_progress", progressPercentage: 0 }),
    };
    api.submitAttempt.mockResolvedValue(result);
    const { user } = renderCourse(course);

    const first = within(await screen.findByRole("group", { name: "1. Who do you call first?" }));
    await user.click(first.getByRole("radio", { name: right.text }));
    const second = within(
      screen.getByRole("group", { name: "2. What does a discovery call find? (choose all that apply)" }),
    );
    await user.click(second.getByRole("checkbox", { name: problem.text }));
    await user.click(second.getByRole("checkbox", { name: commission.text }));
    await user.click(screen.getByRole("button", { name: "Submit Answers" }));

    await waitFor(() => expect(api.submitAttempt).toHaveBeenCalledTimes(1));
    const sent = api.submitAttempt.mock.calls[0]?.[0];
    expect(sent).toEqual({
      courseId: course.id,
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      answers: { [single.id]: [right.id], [multiple.id]: [problem.id, commission.id] },
    });
    const shown = within(await screen.findByRole("status", { name: "Quiz result" }));
    expect(shown.getByText("Not passed: 50%, the pass mark is 70%.")).toBeInTheDocument();
    const wrongly = within(shown.getByRole("list", { name: "Questions answered wrongly" }));
    expect(wrongly.getAllByRole("listitem")).toHaveLength(1);
    expect(wrongly.getByText("Question 2: What does a discovery call find?")).toBeInTheDocument();
    expect(wrongly.getByText("Wrong answers chosen: Your commission")).toBeInTheDocument();
    expect(shown.getByText("2 attempts left.")).toBeInTheDocument();

    // The next submission is a new one.
    await user.click(screen.getByRole("button", { name: "Submit Answers" }));
    await waitFor(() => expect(api.submitAttempt).toHaveBeenCalledTimes(2));
    expect(api.submitAttempt.mock.calls[1]?.[0].submissionId).not.toBe(sent?.submissionId);
  });

  it("counts a double click on Submit Answers once", async () => {
    const course = learnerCourse();
    const { single, multiple } = quizOf(course);
    api.course.mockResolvedValue(course);
    api.submitAttempt.mockReturnValue(new Promise(() => {}));
    const { user } = renderCourse(course);
    const first = within(await screen.findByRole("group", { name: "1. Who do you call first?" }));
    await user.click(first.getByRole("radio", { name: single.options[0]?.text }));
    const second = within(screen.getByRole("group", { name: /2\./ }));
    await user.click(second.getByRole("checkbox", { name: multiple.options[0]?.text }));
    await user.dblClick(screen.getByRole("button", { name: "Submit Answers" }));
    await waitFor(() => expect(api.submitAttempt).toHaveBeenCalled());
    const ids = new Set(api.submitAttempt.mock.calls.map(([input]) => input.submissionId));
    expect(ids.size).toBe(1);
  });

  it("keeps the submission id when no answer came, so a retry counts once", async () => {
    const course = learnerCourse();
    const { single, multiple } = quizOf(course);
    api.course.mockResolvedValue(course);
    api.submitAttempt.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user } = renderCourse(course);
    const first = within(await screen.findByRole("group", { name: "1. Who do you call first?" }));
    await user.click(first.getByRole("radio", { name: single.options[0]?.text }));
    const second = within(screen.getByRole("group", { name: /2\./ }));
    await user.click(second.getByRole("checkbox", { name: multiple.options[0]?.text }));
    await user.click(screen.getByRole("button", { name: "Submit Answers" }));
    expect(await screen.findByText("Quiz Not Submitted")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Answers" }));
    await waitFor(() => expect(api.submitAttempt).toHaveBeenCalledTimes(2));
    const [firstTry, retry] = api.submitAttempt.mock.calls.map(([input]) => input.submissionId);
    expect(firstTry).toEqual(expect.any(String));
    expect(retry).toBe(firstTry);
  });

  it("says the course is completed and links to Certifications", async () => {
    const course = learnerCourse({
      enrollment: enrollmentOf("x", { status: "completed", progressPercentage: 100 }),
      attempts: { used: 1, remaining: 2, bestScore: 100, passed: true },
    });
    api.course.mockResolvedValue(course);
    renderCourse(course);
    expect(await screen.findByText(/You have completed this course/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Certifications" })).toHaveAttribute(
      "href",
      "/lms/certifications",
    );
    expect(screen.getByText("You have passed this quiz.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Answers" })).not.toBeInTheDocument();
  });

  it("says when every attempt is used", async () => {
    const course = learnerCourse({ attempts: { used: 3, remaining: 0, bestScore: 40, passed: false } });
    api.course.mockResolvedValue(course);
    renderCourse(course);
    expect(await screen.findByText("You have used every attempt at this quiz.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Answers" })).not.toBeInTheDocument();
  });

  it("says Course not found. with a way back to the catalog", async () => {
    api.course.mockRejectedValue(new ORPCError("NOT_FOUND", { status: 404, message: "Course not found." }));
    renderCourse({ id: "00000000-0000-4000-8000-000000009999" });
    expect(await screen.findByRole("heading", { name: "Course not found." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Course Catalog" })).toHaveAttribute("href", "/lms");
  });
});
