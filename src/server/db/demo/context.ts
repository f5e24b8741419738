import { DEMO_ADMIN_EMAIL } from "./people";

/** An insert row whose id is fixed, so the seed can tell which demo rows exist. */
export type Fixed<T extends { $inferInsert: unknown }> = T["$inferInsert"] & { id: string };

/** What every demo builder gets: dates relative to the seeding moment, and the stored ids of the demo users. */
export interface DemoContext {
  daysAgo(days: number): Date;
  /** The date `days` ago as YYYY-MM-DD; negative for days ahead. */
  isoDate(days: number): string;
  /** The id stored for the demo user with this e-mail. */
  userId(email: string): string;
  /** The demo administrator who approved, reviewed and uploaded. */
  adminId: string;
}

/** Dates count back from `now` so the demo looks current whenever it is seeded. */
export function demoContext(now: Date, userId: (email: string) => string): DemoContext {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  return {
    daysAgo,
    isoDate: (days) => daysAgo(days).toISOString().slice(0, 10),
    userId,
    adminId: userId(DEMO_ADMIN_EMAIL),
  };
}
