// The learning module's messages (docs/product/learning.md), in a module of their own: the public certificate
// page shows one without loading the zod contracts (decision 0032).
export const LEARNING_MESSAGES = {
  courseNotFound: "Course not found.",
  lessonNotFound: "Lesson not found.",
  enrollmentNotFound: "Enrollment not found.",
  certificateNotFound: "Certificate not found",
  notEnrolled: "Enroll in this course first.",
  noQuiz: "This course has no quiz.",
  attemptLimitReached: "You have used every attempt at this quiz.",
  alreadyPassed: "You have already passed this quiz.",
  notCompleted: "A certificate can be downloaded only for a completed course.",
  outsideAudience: "This course is not open to this person.",
} as const;
