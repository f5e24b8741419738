import type { courseLessons } from "../schema";
import type { DemoContext, Fixed } from "./context";
import { DEMO_COURSE_IDS } from "./courses";
import { demoId } from "./ids";

type Lesson = Pick<Fixed<typeof courseLessons>, "title" | "body">;

const onboarding: Lesson[] = [
  {
    title: "Joining the partner programme",
    body: `## Who the programme is for

Resellers, referral partners and system integrators who sell to or serve our customers.

## Applying

1. Fill in the application on the partner site: your company, your main contact, the regions and
   industries you serve and what you expect to sell in the first year.
2. Our partner team reviews every application within **3-5 business days**.
3. Once approved, your contact receives a **welcome e-mail** with a link to set a password. The link
   works once; ask for a new one if it has expired.

## Your first week

- Sign in to the Partner Portal and check your company details.
- Read the resources: the sales deck, the pricing guide and the competitive battlecard.
- Finish this course: it is the first certificate on your profile.

> Your tier (bronze, silver, gold or platinum) sets your commission rate. It is reviewed with you as your
> closed business grows.`,
  },
  {
    title: "Registering deals and the 90-day protection",
    body: `## Why register

A registered deal tells us you are working with a customer, so we can support you and pay your
commission when it closes.

## What to send

- The customer's **company name** and a **contact person**.
- The **deal value** in dollars and, if you know it, the **expected close date**.
- A short description and, optionally, your proposal (PDF, Word or PowerPoint, up to 10 MB).

## What happens next

| Status | Meaning |
|---|---|
| Submitted | Waiting for the partner team |
| In review | The partner team is checking it |
| Approved | It is yours: work it to close |
| Closed won / closed lost | Final |

## The 90-day protection

An approved deal **protects the customer for 90 days**: if another partner registers the same customer in
that time, the partner team sees the earlier registration and approves the later one only as a
deliberate exception. Keep your deals moving; a registration that is older than 90 days no longer holds
the customer.

Registering the very same deal twice while the first still awaits review is refused, so you never count
one opportunity twice.`,
  },
  {
    title: "Commission and payouts",
    body: `## How commission is earned

When a deal is marked **closed won**, it earns exactly one commission:

\`\`\`
commission = deal value x your commission rate
\`\`\`

rounded to the cent, at the rate you have **on the day the deal closes**. A later change of rate does not
rewrite what a closed deal earned.

## From pending to paid

1. The commission appears under *My Commission* as **pending**.
2. Finance pays it and records the payment date and its reference.
3. The payout then shows as **paid**, with that date and reference.

## Worked example

A gold partner at 15% closes a $36,000 deal: the payout is **$5,400.00**.

*Total Commission* on your dashboard adds pending and paid payouts together.`,
  },
];

const selling: Lesson[] = [
  {
    title: "Qualifying the opportunity",
    body: `## Qualify before you pitch

Spend your time where a deal can close. Before the first demo, be able to answer:

- **Need**: which problem costs the customer money or time today?
- **Authority**: who signs, and who can stop the deal?
- **Timing**: what event makes them act this quarter rather than next year?
- **Budget**: is money set aside, or must a business case find it?

If two of the four are unknown, the next meeting is discovery, not a demo.`,
  },
  {
    title: "Running a discovery call",
    body: `## Listen more than you talk

A good discovery call is **70% customer, 30% you**.

1. Confirm the time and the goal of the call.
2. Ask open questions: *"Walk me through what happens when a customer raises a case today."*
3. Dig into impact: *"What does that delay cost you each month?"*
4. Summarise what you heard, in their words, and agree the next step with a date.

## Questions that work

- What have you tried already, and why did it not stick?
- Who else feels this problem?
- What would success look like in six months?`,
  },
  {
    title: "Building the business case and closing",
    body: `## A business case the customer writes with you

- Start from the **cost of the problem** the customer gave you in discovery.
- Show the **outcome** in their figures: hours saved, cases answered, churn avoided.
- Put the **price** next to the outcome, not on its own.

## Closing

- Agree a **mutual plan**: every step to signature, who owns it and by when.
- Handle objections by asking what is behind them before answering.
- Register the deal as soon as the customer is qualified, so it is protected while you close.`,
  },
];

const integration: Lesson[] = [
  {
    title: "Single sign-on and the REST API",
    body: `## Single sign-on

The portal signs staff in through the company's identity provider with OpenID Connect. Map the
provider's groups to roles before the roll-out, and test with one account of each role.

## The REST API

- Every call is authenticated and answers JSON.
- Lists are paged: follow the page numbers until a page comes back short.
- Errors carry a message a person can act on; log it with the request id.`,
  },
  {
    title: "Webhooks and data migration",
    body: `## Webhooks

- Answer **2xx quickly** and do the work afterwards; slow answers are retried.
- A delivery can arrive **more than once**: make handlers idempotent by the event id.

## Migrating data

1. Export from the old system and map every field, including the ones you plan to drop.
2. Load a **trial copy** and have the customer check a sample of records.
3. Freeze the old system, load the final export, and compare counts table by table.`,
  },
];

const customerSuccess: Lesson[] = [
  {
    title: "Health scores",
    body: `## What a health score tells you

A health score sums up how a customer is doing: product usage, open cases, payment history and how
recently you spoke.

- **Healthy**: keep the rhythm of check-ins.
- **At risk**: call this week and agree a recovery plan.
- **Churned**: learn why, and record it for the next renewal season.`,
  },
  {
    title: "Onboarding plans and renewals",
    body: `## Onboarding plans

Every new customer gets a plan with **three milestones**: first value, full roll-out and the first
business review.

## Renewals

Start the renewal conversation **90 days** before the end of the term, with the outcomes the customer
reached since the last one.`,
  },
];

const renewals: Lesson[] = [
  {
    title: "Spotting expansion early",
    body: `## Signals to watch

- New teams asking for access.
- Usage near the limits of the customer's edition.
- A new executive sponsor with a wider remit.`,
  },
];

const LESSONS_BY_COURSE: [courseId: string, lessons: Lesson[]][] = [
  [DEMO_COURSE_IDS.onboarding, onboarding],
  [DEMO_COURSE_IDS.selling, selling],
  [DEMO_COURSE_IDS.integration, integration],
  [DEMO_COURSE_IDS.customerSuccess, customerSuccess],
  [DEMO_COURSE_IDS.renewals, renewals],
];

/** The demo courses' lessons in order, numbered course by course so each keeps a fixed id. */
export function demoLessons(context: DemoContext): Fixed<typeof courseLessons>[] {
  return LESSONS_BY_COURSE.flatMap(([courseId, lessons], course) =>
    lessons.map((lesson, position) => ({
      id: demoLessonId(course, position),
      courseId,
      position,
      ...lesson,
      createdAt: context.daysAgo(365),
    })),
  );
}

/** The fixed id of a demo course's lesson: ten ids per course leave room for lessons added later. */
function demoLessonId(course: number, position: number): string {
  return demoId("lessons", course * 10 + position + 1);
}

/** The ids of a demo course's lessons, in order. */
export function demoLessonIdsOf(courseId: string): string[] {
  const course = LESSONS_BY_COURSE.findIndex(([id]) => id === courseId);
  const lessons = LESSONS_BY_COURSE[course]?.[1] ?? [];
  return lessons.map((_, position) => demoLessonId(course, position));
}
