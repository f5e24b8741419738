import type { quizQuestions } from "../schema";
import type { DemoContext, Fixed } from "./context";
import { DEMO_COURSE_IDS } from "./courses";
import { demoId } from "./ids";

interface Question {
  prompt: string;
  /** Each answer and whether it is correct. */
  options: [text: string, correct: boolean][];
}

const onboarding: Question[] = [
  {
    prompt: "How long does the partner team take to review an application?",
    options: [
      ["Within 24 hours", false],
      ["Within 3-5 business days", true],
      ["Within 30 days", false],
    ],
  },
  {
    prompt: "For how long does an approved deal protect its customer against another partner's registration?",
    options: [
      ["30 days", false],
      ["60 days", false],
      ["90 days", true],
      ["Until the deal closes, however long that takes", false],
    ],
  },
  {
    prompt: "Which of these must every deal registration include? Choose all that apply.",
    options: [
      ["The customer's company name", true],
      ["A contact person at the customer", true],
      ["A signed proposal", false],
      ["The expected close date", false],
    ],
  },
  {
    prompt: "A gold partner at 15% closes a $36,000 deal. What commission does it earn?",
    options: [
      ["$3,600.00", false],
      ["$5,400.00", true],
      ["$6,000.00", false],
    ],
  },
];

const selling: Question[] = [
  {
    prompt: "Two of need, authority, timing and budget are still unknown. What should the next meeting be?",
    options: [
      ["A product demo", false],
      ["A discovery call", true],
      ["A pricing negotiation", false],
    ],
  },
  {
    prompt: "In a good discovery call, who does most of the talking?",
    options: [
      ["The customer", true],
      ["The seller", false],
      ["Both equally", false],
    ],
  },
  {
    prompt: "Where should a business case start?",
    options: [
      ["From the list price", false],
      ["From the product's feature list", false],
      ["From the cost of the problem the customer described", true],
    ],
  },
];

const QUIZZES: [courseId: string, questions: Question[]][] = [
  [DEMO_COURSE_IDS.onboarding, onboarding],
  [DEMO_COURSE_IDS.selling, selling],
];

/** A demo question's fixed id: ten per course leave room for questions added later. */
function questionNumber(quiz: number, position: number): number {
  return quiz * 10 + position + 1;
}

/** A demo answer's fixed id, so attempts can name the answers chosen and a second seed finds the same ids. */
function optionId(quiz: number, position: number, option: number): string {
  return demoId("quizOptions", questionNumber(quiz, position) * 10 + option);
}

/** The demo quizzes' questions, with their answers and which are correct (docs/product/learning.md#quiz). */
export function demoQuizQuestions(context: DemoContext): Fixed<typeof quizQuestions>[] {
  return QUIZZES.flatMap(([courseId, questions], quiz) =>
    questions.map((question, position) => {
      const options = question.options.map(([text], option) => ({
        id: optionId(quiz, position, option),
        text,
      }));
      return {
        id: demoId("questions", questionNumber(quiz, position)),
        courseId,
        position,
        prompt: question.prompt,
        options,
        correctOptionIds: options.filter((_, option) => question.options[option]?.[1]).map(({ id }) => id),
        createdAt: context.daysAgo(365),
      };
    }),
  );
}

/**
 * Answers to a demo course's quiz that get exactly the questions at `wrong` wrong (the first wrong answer
 * alone instead of the correct set), so a demo attempt's answers agree with its score.
 */
export function demoAnswers(
  questions: Fixed<typeof quizQuestions>[],
  courseId: string,
  wrong: number[] = [],
): Record<string, string[]> {
  return Object.fromEntries(
    questions
      .filter((question) => question.courseId === courseId)
      .map((question) => {
        if (!wrong.includes(question.position)) return [question.id, question.correctOptionIds];
        const miss = question.options.find((option) => !question.correctOptionIds.includes(option.id));
        return [question.id, miss ? [miss.id] : []];
      }),
  );
}
