const GROUPS = {
  partners: 1,
  applications: 2,
  deals: 3,
  payouts: 4,
  resources: 5,
  courses: 6,
  enrollments: 7,
  attempts: 8,
  certificates: 9,
  auditLogs: 10,
  lessons: 11,
  questions: 12,
  quizOptions: 13,
} as const;

/** Recognisable fixed uuids: the group says which table, n which row. */
export function demoId(table: keyof typeof GROUPS, n: number): string {
  const group = GROUPS[table];
  return `de300000-0000-4000-8000-${group.toString(16).padStart(4, "0")}${n.toString(16).padStart(8, "0")}`;
}

export const DEMO_PARTNER_IDS = {
  acme: demoId("partners", 1),
  globex: demoId("partners", 2),
  initech: demoId("partners", 3),
  umbrella: demoId("partners", 4),
  hooli: demoId("partners", 5),
} as const;
