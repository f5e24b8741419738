import { z } from "zod";
import { COURSE_AUDIENCES, COURSE_DIFFICULTIES, COURSE_STATUSES, ENROLLMENT_STATUSES } from "../enums";
import { VERIFICATION_CODE } from "../verification-code";
import { uuid } from "./ids";
import { numberField, optionalNumberField } from "./numbers";
import { pageInput, pageOf } from "./paging";
import { optionalText, requiredText, storableString } from "./text";

// Courses, lessons, quizzes, enrollments and certificates (docs/product/learning.md).

export { LEARNING_MESSAGES } from "../learning-messages";

export const courseDifficultySchema = z.enum(COURSE_DIFFICULTIES, {
  error: "Please choose a difficulty: beginner, intermediate or advanced.",
});
export const courseAudienceSchema = z.enum(COURSE_AUDIENCES, {
  error: "Please choose an audience: staff, partners or both.",
});
export const courseStatusSchema = z.enum(COURSE_STATUSES, {
  error: "Please choose draft or published.",
});
export const enrollmentStatusSchema = z.enum(ENROLLMENT_STATUSES);

export const MAX_LESSONS = 50;
export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 8;
export const MAX_LESSON_TEXT = 50_000;

// ---- The course editor (holders of manage_courses) ----

/** A lesson as the editor sends it: `id` keeps an existing lesson (and who has opened it); none adds one. */
export const lessonFormSchema = z.object({
  id: uuid({ error: "Please give a valid lesson id." }).optional(),
  title: requiredText("Lesson title", 200),
  body: storableString("Lesson text")
    .max(MAX_LESSON_TEXT, { error: `Lesson text must be at most ${MAX_LESSON_TEXT} characters.` })
    .default(""),
});
export type LessonForm = z.input<typeof lessonFormSchema>;

export const quizOptionFormSchema = z.object({
  id: uuid({ error: "Please give a valid answer id." }).optional(),
  text: requiredText("Answer", 500),
  correct: z.boolean({ error: "Correct must be true or false." }).default(false),
});

export const quizQuestionFormSchema = z.object({
  id: uuid({ error: "Please give a valid question id." }).optional(),
  prompt: requiredText("Question", 1000),
  options: z
    .array(quizOptionFormSchema, { error: "Answers must be a list." })
    .min(2, { error: "A question needs at least two answers." })
    .max(MAX_OPTIONS, { error: `A question has at most ${MAX_OPTIONS} answers.` })
    .refine((options) => options.some((option) => option.correct), {
      error: "Mark at least one answer as correct.",
    }),
});
export type QuizQuestionForm = z.input<typeof quizQuestionFormSchema>;

export const quizFormSchema = z.object({
  passMark: numberField("Pass mark", { integer: true, min: 1, max: 100 }),
  /** Empty: no limit. */
  attemptLimit: optionalNumberField("Attempt limit", { integer: true, min: 1, max: 100 }).transform(
    (limit) => limit ?? null,
  ),
  questions: z
    .array(quizQuestionFormSchema, { error: "Questions must be a list." })
    .min(1, { error: "A quiz needs at least one question." })
    .max(MAX_QUESTIONS, { error: `A quiz has at most ${MAX_QUESTIONS} questions.` }),
});

export const courseFormSchema = z.object({
  title: requiredText("Title", 200),
  description: optionalText("Description", 2000),
  durationMinutes: numberField("Duration", { integer: true, min: 1, max: 10_000 }),
  difficultyLevel: courseDifficultySchema.default("beginner"),
  category: requiredText("Category", 100),
  audience: courseAudienceSchema.default("both"),
  status: courseStatusSchema.default("draft"),
  lessons: z
    .array(lessonFormSchema, { error: "Lessons must be a list." })
    .min(1, { error: "A course needs at least one lesson." })
    .max(MAX_LESSONS, { error: `A course has at most ${MAX_LESSONS} lessons.` }),
  /** null: the course has no quiz and completes when every lesson is opened. */
  quiz: quizFormSchema.nullable().default(null),
});
export type CourseForm = z.input<typeof courseFormSchema>;
export type CourseFormValues = z.output<typeof courseFormSchema>;

export const courseIdInput = z.object({ id: uuid({ error: "Please give a valid course id." }) });
export const createCourseInput = courseFormSchema;
export const updateCourseInput = z.object({ id: courseIdInput.shape.id, course: courseFormSchema });

/** A lesson's file: a video or a PDF, in the same storage as resources. */
export const LESSON_FILE_EXTENSIONS = ["pdf", "mp4", "mov"] as const;
export const MAX_LESSON_VIDEO_BYTES = 500 * 1024 * 1024;
export const MAX_LESSON_PDF_BYTES = 50 * 1024 * 1024;

export const lessonIdInput = z.object({
  courseId: courseIdInput.shape.id,
  lessonId: uuid({ error: "Please give a valid lesson id." }),
});
export const uploadLessonFileInput = lessonIdInput.extend({
  file: z.file({ error: "Please select a file." }),
});

const lessonFile = z.object({ name: z.string(), type: z.string().nullable(), size: z.number().int() });

/** The course as the editor loads it back: every field of the form, correct answers included. */
export const editableCourse = courseFormSchema.extend({
  id: uuid(),
  description: z.string().nullable(),
  // Courses written before the editor existed may lack either: the editor asks for them on the next save.
  durationMinutes: z.number().int().nullable(),
  category: z.string().nullable(),
  lessons: z.array(
    z.object({ id: uuid(), title: z.string(), body: z.string(), file: lessonFile.nullable() }),
  ),
  quiz: z
    .object({
      passMark: z.number().int(),
      attemptLimit: z.number().int().nullable(),
      questions: z.array(
        z.object({
          id: uuid(),
          prompt: z.string(),
          options: z.array(z.object({ id: uuid(), text: z.string(), correct: z.boolean() })),
        }),
      ),
    })
    .nullable(),
  updatedAt: z.date(),
});
export type EditableCourse = z.infer<typeof editableCourse>;

// ---- What learners see ----

export const courseSummary = z.object({
  id: uuid(),
  title: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  difficultyLevel: courseDifficultySchema,
  category: z.string().nullable(),
  audience: courseAudienceSchema,
  lessonCount: z.number().int(),
  hasQuiz: z.boolean(),
});
export type CourseSummary = z.infer<typeof courseSummary>;

/** A learner's enrollment and how far it has come (docs/product/learning.md#progress). */
export const enrollmentProgress = z.object({
  id: uuid(),
  courseId: uuid(),
  status: enrollmentStatusSchema,
  progressPercentage: z.number().int(),
  enrolledAt: z.date(),
  completedAt: z.date().nullable(),
});
export type EnrollmentProgress = z.infer<typeof enrollmentProgress>;

export const catalogCourse = courseSummary.extend({ enrollment: enrollmentProgress.nullable() });
export type CatalogCourse = z.infer<typeof catalogCourse>;

export const listCatalogInput = z
  .object({
    /** Matches the title or the category, ignoring case (docs/product/learning.md#course-catalog). */
    search: storableString("Search").trim().max(200).optional(),
    ...pageInput,
  })
  .meta({ examples: [{ search: "selling", page: 1, pageSize: 10 }] });
export type ListCatalogInput = z.input<typeof listCatalogInput>;
export const listCatalogOutput = pageOf(catalogCourse);

/** A quiz question as a learner gets it: the options without which are correct. */
export const learnerQuestion = z.object({
  id: uuid(),
  prompt: z.string(),
  /** Several answers are correct: the learner ticks boxes rather than one choice. */
  multiple: z.boolean(),
  options: z.array(z.object({ id: uuid(), text: z.string() })),
});
export type LearnerQuestion = z.infer<typeof learnerQuestion>;

export const learnerLesson = z.object({
  id: uuid(),
  title: z.string(),
  body: z.string(),
  file: lessonFile.nullable(),
  /** The caller has opened it. */
  done: z.boolean(),
});
export type LearnerLesson = z.infer<typeof learnerLesson>;

export const attemptSummary = z.object({
  used: z.number().int(),
  /** null: no limit. */
  remaining: z.number().int().nullable(),
  bestScore: z.number().int().nullable(),
  passed: z.boolean(),
});

export const learnerCourse = courseSummary.extend({
  lessons: z.array(learnerLesson),
  quiz: z
    .object({
      passMark: z.number().int(),
      attemptLimit: z.number().int().nullable(),
      questions: z.array(learnerQuestion),
    })
    .nullable(),
  enrollment: enrollmentProgress.nullable(),
  attempts: attemptSummary,
});
export type LearnerCourse = z.infer<typeof learnerCourse>;

export const enrollInput = courseIdInput;
export const openLessonInput = lessonIdInput;

export const submitAttemptInput = z.object({
  courseId: courseIdInput.shape.id,
  /** Chosen by the browser once per submission: sending it again returns the first result, counted once. */
  submissionId: uuid({ error: "Please give a valid submission id." }),
  /** The chosen answer ids by question id; every question must be answered. */
  answers: z.record(
    uuid({ error: "Please give a valid question id." }),
    z
      .array(uuid({ error: "Please give a valid answer id." }), { error: "Answers must be a list." })
      .min(1, { error: "Please answer every question." })
      .max(MAX_OPTIONS, { error: `A question has at most ${MAX_OPTIONS} answers.` }),
    { error: "Answers must map question ids to answer ids." },
  ),
});
export type SubmitAttemptInput = z.input<typeof submitAttemptInput>;

export const attemptResult = z.object({
  attemptId: uuid(),
  score: z.number().int(),
  passed: z.boolean(),
  passMark: z.number().int(),
  /** Per question: whether it was answered right, and which chosen answers were wrong. */
  questions: z.array(z.object({ questionId: uuid(), correct: z.boolean(), wrongOptionIds: z.array(uuid()) })),
  attempts: attemptSummary,
  enrollment: enrollmentProgress,
});
export type AttemptResult = z.infer<typeof attemptResult>;

export const myLearningItem = enrollmentProgress.extend({ course: courseSummary });
export type MyLearningItem = z.infer<typeof myLearningItem>;
export const listMyLearningInput = z.object({ ...pageInput }).meta({ examples: [{ page: 1, pageSize: 10 }] });
export const listMyLearningOutput = pageOf(myLearningItem);

export const learningStats = z.object({
  /** Published courses open to the caller; every course for holders of manage_courses. */
  totalCourses: z.number().int(),
  /** Enrollments not yet completed: the caller's own, or everyone's for holders of manage_courses. */
  activeEnrollments: z.number().int(),
  /** Completed over all enrollments, 0 to 100. */
  completionRate: z.number().int(),
  certificatesIssued: z.number().int(),
  /** Whose figures these are. */
  scope: z.enum(["mine", "programme"]),
});
export type LearningStats = z.infer<typeof learningStats>;

// ---- Certificates ----

/** A completed enrollment and its certificate (docs/product/learning.md#certifications). */
export const certificationItem = z.object({
  enrollmentId: uuid(),
  courseId: uuid(),
  courseTitle: z.string(),
  completedAt: z.date(),
  /** The best quiz score; null for a course without a quiz. */
  bestScore: z.number().int().nullable(),
  certificateId: uuid().nullable(),
  verificationCode: z.string().nullable(),
});
export type CertificationItem = z.infer<typeof certificationItem>;
export const listCertificationsOutput = z.object({ items: z.array(certificationItem) });

export const downloadCertificateInput = z.object({
  enrollmentId: uuid({ error: "Please give a valid enrollment id." }),
});

/** A verification code: 26 characters of base32 (130 random bits). */
export const verificationCodeSchema = storableString("Verification code")
  .trim()
  .toUpperCase()
  .regex(VERIFICATION_CODE, { error: "A verification code is 26 letters and digits." });
export const verifyCertificateInput = z.object({ code: verificationCodeSchema });
export const verifiedCertificate = z.object({
  valid: z.literal(true),
  holderName: z.string(),
  courseTitle: z.string(),
  completedAt: z.date(),
  issuedAt: z.date(),
  verificationCode: z.string(),
});
export type VerifiedCertificate = z.infer<typeof verifiedCertificate>;

// ---- Enrolling others and following a course (holders of manage_courses) ----

export const managedCourse = courseSummary.extend({
  status: courseStatusSchema,
  enrollmentCount: z.number().int(),
  updatedAt: z.date(),
});
export type ManagedCourse = z.infer<typeof managedCourse>;
export const listManagedCoursesInput = listCatalogInput;
export const listManagedCoursesOutput = pageOf(managedCourse);

export const learnerKindSchema = z.enum(["staff", "partner"]);

export const learnerOption = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  kind: learnerKindSchema,
  /** The partner's company for a partner contact. */
  companyName: z.string().nullable(),
});
export type LearnerOption = z.infer<typeof learnerOption>;
export const searchLearnersInput = z.object({
  courseId: courseIdInput.shape.id,
  search: storableString("Search").trim().max(200).optional(),
});
export const searchLearnersOutput = z.object({ items: z.array(learnerOption) });

export const enrollLearnersInput = z.object({
  courseId: courseIdInput.shape.id,
  userIds: z
    .array(storableString("User id").trim().min(1, { error: "Please choose someone to enroll." }).max(100), {
      error: "Choose the people to enroll.",
    })
    .min(1, { error: "Please choose someone to enroll." })
    .max(50, { error: "Enroll at most 50 people at once." }),
});
/**
 * The Enroll people form: `userIds` holds the people chosen, whole, so they show by name (also when the form is
 * given back after signing in again, decision 0043), and yields their ids as enrollLearnersInput checks them.
 */
export const enrollPeopleSchema = z.object({
  userIds: z
    .array(learnerOption)
    .transform((people) => people.map((person) => person.userId))
    .pipe(enrollLearnersInput.shape.userIds),
});
export type EnrollPeopleForm = z.input<typeof enrollPeopleSchema>;
export const enrollLearnersOutput = z.object({
  enrolled: z.number().int(),
  alreadyEnrolled: z.number().int(),
});

export const courseEnrollmentItem = enrollmentProgress.extend({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  kind: learnerKindSchema,
  companyName: z.string().nullable(),
});
export type CourseEnrollmentItem = z.infer<typeof courseEnrollmentItem>;
export const listCourseEnrollmentsInput = z.object({ courseId: courseIdInput.shape.id, ...pageInput });
export const listCourseEnrollmentsOutput = pageOf(courseEnrollmentItem);
