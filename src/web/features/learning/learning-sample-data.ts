// Sample figures only: this screen makes no server calls until the learning platform is connected.

import type { CourseDifficulty } from "#shared/enums";
import { formatNumber } from "#shared/format";

export interface Course {
  id: string;
  title: string;
  description: string;
  category: string;
  difficulty: CourseDifficulty;
  durationMinutes: number;
  enrolled: number;
  /** Average learner rating out of 5. */
  rating: number;
}

/** A course the signed-in learner has started. */
export interface Enrollment {
  courseId: string;
  /** 0-100 */
  progress: number;
  lessonsDone: number;
  lessons: number;
  /** Date only, ISO format. */
  enrolledOn: string;
}

export interface LearningStat {
  label: string;
  value: string;
  note: string;
}

/**
 * The catalog size (docs/product/learning.md#course-catalog); the catalog tab shows a featured selection of
 * it.
 */
export const TOTAL_COURSES = 47;

export const LEARNING_STATS: LearningStat[] = [
  { label: "Total Courses", value: formatNumber(TOTAL_COURSES), note: "6 added this quarter" },
  { label: "Enrolled", value: formatNumber(1284), note: "Learners across all courses" },
  { label: "Completed", value: formatNumber(892), note: "Course completions this year" },
  { label: "Certificates", value: formatNumber(156), note: "Issued this year" },
];

export const COURSES: Course[] = [
  {
    id: "crs-101",
    title: "Sales Fundamentals",
    description: "Prospecting, discovery calls and a repeatable pipeline from first contact to close.",
    category: "Sales",
    difficulty: "beginner",
    durationMinutes: 120,
    enrolled: 342,
    rating: 4.8,
  },
  {
    id: "crs-102",
    title: "Advanced Negotiation Techniques",
    description: "Anchoring, trade-offs and multi-stakeholder negotiations for enterprise deals.",
    category: "Sales",
    difficulty: "advanced",
    durationMinutes: 180,
    enrolled: 156,
    rating: 4.9,
  },
  {
    id: "crs-103",
    title: "Analytics Suite Product Deep Dive",
    description: "Every module of the analytics suite, with demo scripts for the most common use cases.",
    category: "Product",
    difficulty: "intermediate",
    durationMinutes: 150,
    enrolled: 218,
    rating: 4.6,
  },
  {
    id: "crs-104",
    title: "Customer Onboarding Best Practices",
    description: "Kick-off meetings, success plans and the first 90 days of a new customer.",
    category: "Customer Success",
    difficulty: "beginner",
    durationMinutes: 90,
    enrolled: 267,
    rating: 4.7,
  },
  {
    id: "crs-105",
    title: "Data Privacy and GDPR Essentials",
    description: "What personal data we hold, the lawful bases for using it and how to answer requests.",
    category: "Compliance",
    difficulty: "beginner",
    durationMinutes: 60,
    enrolled: 512,
    rating: 4.5,
  },
  {
    id: "crs-106",
    title: "Leading High-Performing Teams",
    description: "Coaching, feedback and goal setting for first-time and experienced managers.",
    category: "Leadership",
    difficulty: "intermediate",
    durationMinutes: 240,
    enrolled: 134,
    rating: 4.8,
  },
  {
    id: "crs-107",
    title: "API Integration Workshop",
    description: "Authentication, webhooks and rate limits, with hands-on exercises against the sandbox.",
    category: "Technical",
    difficulty: "advanced",
    durationMinutes: 210,
    enrolled: 98,
    rating: 4.7,
  },
  {
    id: "crs-108",
    title: "Partner Channel Management",
    description: "Recruiting, enabling and measuring sales partners across the partner tiers.",
    category: "Partnerships",
    difficulty: "intermediate",
    durationMinutes: 120,
    enrolled: 176,
    rating: 4.6,
  },
  {
    id: "crs-109",
    title: "Handling Difficult Conversations",
    description: "Escalations, renewals at risk and delivering bad news while keeping the relationship.",
    category: "Customer Success",
    difficulty: "intermediate",
    durationMinutes: 75,
    enrolled: 203,
    rating: 4.9,
  },
];

export const MY_ENROLLMENTS: Enrollment[] = [
  { courseId: "crs-101", progress: 75, lessonsDone: 9, lessons: 12, enrolledOn: "2026-09-14" },
  { courseId: "crs-104", progress: 40, lessonsDone: 4, lessons: 10, enrolledOn: "2026-10-05" },
  { courseId: "crs-103", progress: 15, lessonsDone: 3, lessons: 20, enrolledOn: "2026-11-02" },
];
