// The import boundaries `npm run lint` enforces (decision 0022). Each rule's comment is what depcruise prints.

/**
 * What a server feature lets other features import: its router's use cases stay its own; these files are its
 * public surface. Add a file here (and say why in the pull request) before another feature imports it.
 */
const SERVER_FEATURE_PUBLIC_FILES = [
  "payouts/commission-summary.ts",
  "users/list-people.ts",
  // Every list of people searches and orders them by the same keys.
  "users/people-keys.ts",
  // The search asks each kind with the visibility rule of its own list.
  "resources/resource-visibility.ts",
  "learning/course-visibility.ts",
  // A deal closed won makes or joins its customer in the deal's own transaction.
  "customer-success/customer-from-won-deal.ts",
  // The dashboard counts customers as the KPI cards do, and shows audit entries as the audit log reads them.
  "customer-success/customer-counts.ts",
  "audit-log/audit-entry-rows.ts",
  "notifications/notification-rows.ts",
  // A schedule's recipients are chosen among staff as a department's manager is.
  "users/list-people.ts",
  // Analytics' top partners are the performance ranking's first.
  "performance/list-performance-ranking.ts",
  // The dashboard counts the reports a person opens as the report library lists them.
  "reports/report-figures.ts",
  // The partner's detail view lists its members as the team page does.
  "partner-teams/partner-member-rows.ts",
  // Deals take the programme's terms at approval, and count review deadlines in Customer Success's calendar.
  "programme/programme-settings.ts",
  // A deal closed won and a course completed move the partner's tier at once.
  "programme/evaluate-partner-tier.ts",
  // A partner given a rate other than its tier's keeps it as its own.
  "programme/tier-rules-store.ts",
  "customer-success/customer-success-settings.ts",
  // A partner registers deals once its programme agreement is signed.
  "agreements/agreement-standing.ts",
  // A partner named by id that does not exist is refused in the same words everywhere.
  "partners/get-partner-row.ts",
  // A journey's course step names a published partner course as a tier does.
  "programme/list-tier-courses.ts",
  // The journeys' daily reconciliation is claimed per day as the tier evaluation is.
  "programme/programme-days.ts",
  // Signing, a profile, an invitation, a finished course and a deal move the partner's onboarding journey.
  "onboarding-journey/advance-journey.ts",
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "shared-imports-nothing-of-ours",
      comment: "src/shared is read by server and web alike: it imports only packages and its own files.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^(src/(server|web)|tests|bench)/" },
    },
    {
      name: "web-imports-server-only-as-types",
      comment: "The web bundle must not carry server code: import server modules with `import type` only.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-infrastructure-imports-no-feature",
      comment:
        "src/server/{rpc,platform,auth,db} serve the features and never import one; features are wired in src/server/router.ts.",
      severity: "error",
      // Their tests may wire a feature in to exercise them, as the app does.
      from: { path: "^src/server/(rpc|platform|auth|db)/", pathNot: "\\.test\\.ts$" },
      to: { path: "^src/server/features/" },
    },
    {
      name: "server-feature-imports-another-only-through-its-public-files",
      comment:
        "A server feature imports another feature only through the files that feature declares public (SERVER_FEATURE_PUBLIC_FILES in .dependency-cruiser.mjs, decision 0022).",
      severity: "error",
      from: { path: "^src/server/features/([^/]+)/" },
      to: {
        path: "^src/server/features/",
        pathNot: [
          "^src/server/features/$1/",
          `^src/server/features/(${SERVER_FEATURE_PUBLIC_FILES.map(escapeRegExp).join("|")})$`,
        ],
      },
    },
    {
      name: "web-shared-code-imports-no-feature",
      comment:
        "src/web/components, src/web/lib and src/web/domain serve the features, never the other way round (decisions 0013 and 0020).",
      severity: "error",
      from: { path: "^src/web/(components|lib|domain)/" },
      to: { path: "^src/web/features/" },
    },
    {
      name: "web-feature-imports-no-other-feature",
      comment:
        "A web feature imports only its own files and shared code; pages that combine features are composed in src/web/app (decision 0013).",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "no-cycles",
      comment:
        "Modules that import each other, directly or around a loop, cannot be understood or moved alone.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: "^(src|tests|bench)/",
    // dependency-cruiser cannot use TypeScript 7's compiler yet; swc parses the sources and keeps type-only imports
    // (marked so) without tsPreCompilationDeps, which would ask for that compiler.
    parser: "swc",
    // Lets vi.mock("…") count as an import, as the module it replaces is one.
    exoticRequireStrings: ["vi.mock", "vi.doMock", "vi.importActual"],
    // #web/* names src/web/*.js (package.json imports), which stands for the .ts or .tsx source as in TypeScript.
    enhancedResolveOptions: { extensionAlias: { ".js": [".ts", ".tsx", ".js"] } },
    skipAnalysisNotInRules: true,
  },
};
