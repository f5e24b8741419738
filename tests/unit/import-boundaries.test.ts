import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// Each rule of .dependency-cruiser.mjs (decision 0022) is shown failing on one planted import in a throwaway
// project that otherwise keeps them all; the repository itself is checked by `npm run lint`.
const repository = path.resolve(import.meta.dirname, "../..");
const script = path.join(repository, "scripts/check-boundaries.mjs");

function check(root: string) {
  const result = spawnSync(process.execPath, [script, root], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let fixture: string | undefined;

/** A throwaway project with the repository's import aliases and the given files. */
function tree(files: Record<string, string>): string {
  fixture = mkdtempSync(path.join(tmpdir(), "import-boundaries-"));
  const { imports } = JSON.parse(readFileSync(path.join(repository, "package.json"), "utf8"));
  writeFileSync(path.join(fixture, "package.json"), JSON.stringify({ type: "module", imports }));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(fixture, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return fixture;
}

const CLEAN = {
  "src/shared/enums.ts": 'export const STATUSES = ["open"];\n',
  "src/server/db/client.ts": 'import { STATUSES } from "#shared/enums";\nexport const db = STATUSES;\n',
  "src/server/db/client.test.ts": 'import { dealsRouter } from "#server/features/deals/deals.router";\n',
  "src/server/features/users/list-people.ts": "export const listPeople = () => [];\n",
  "src/server/features/users/create-user.ts": 'import { db } from "../../db/client";\nexport const c = db;\n',
  "src/server/features/deals/deals.router.ts": [
    'import { db } from "#server/db/client";',
    'import { listPeople } from "../users/list-people";',
    "export const dealsRouter = { db, listPeople };",
  ].join("\n"),
  "src/server/router.ts":
    'import { dealsRouter } from "./features/deals/deals.router";\nexport const router = dealsRouter;\n',
  "src/web/lib/transport/rpc.ts":
    'import type { router } from "#server/router";\nexport type Router = typeof router;\n',
  "src/web/lib/style/cn.ts": 'export const cn = () => "";\n',
  "src/web/components/ui/button.tsx":
    'import { cn } from "#web/lib/style/cn";\nexport const Button = () => <button type="button" className={cn()} />;\n',
  "src/web/features/deals/deal-list.tsx": [
    'import { Button } from "#web/components/ui/button";',
    'import type { Router } from "../../lib/rpc";',
    'import { STATUSES } from "#shared/enums";',
    "export const DealList = () => <Button />;",
  ].join("\n"),
  "src/web/features/learning/course-card.tsx": "export type Course = { title: string };\n",
  "src/web/app/pages/portal-page.tsx": [
    'import { DealList } from "#web/features/deals/deal-list";',
    'const Courses = lazy(() => import("../../features/learning/course-card"));',
  ].join("\n"),
};

describe("import boundaries", () => {
  afterEach(() => {
    if (fixture) rmSync(fixture, { recursive: true, force: true });
    fixture = undefined;
  });

  it("passes a project that keeps every boundary", () => {
    const result = check(tree(CLEAN));
    expect(result.output).toContain("no dependency violations found");
    expect(result.status).toBe(0);
  });

  it.each<{ rule: string; files: Record<string, string>; violation: string }>([
    {
      rule: "shared-imports-nothing-of-ours",
      files: { "src/shared/labels.ts": 'import { db } from "#server/db/client";\n' },
      violation: "src/shared/labels.ts → src/server/db/client.ts",
    },
    {
      rule: "web-imports-server-only-as-types",
      files: { "src/web/lib/data.ts": 'import { db } from "#server/db/client";\nexport const d = db;\n' },
      violation: "src/web/lib/data.ts → src/server/db/client.ts",
    },
    {
      rule: "server-infrastructure-imports-no-feature",
      files: { "src/server/rpc/context.ts": 'import { listPeople } from "../features/users/list-people";\n' },
      violation: "src/server/rpc/context.ts → src/server/features/users/list-people.ts",
    },
    {
      rule: "server-feature-imports-another-only-through-its-public-files",
      files: { "src/server/features/deals/submit-deal.ts": 'import { c } from "../users/create-user";\n' },
      violation: "src/server/features/deals/submit-deal.ts → src/server/features/users/create-user.ts",
    },
    {
      rule: "web-shared-code-imports-no-feature",
      files: {
        "src/web/components/deal-badge.tsx": 'export { DealList } from "../features/deals/deal-list";\n',
      },
      violation: "src/web/components/deal-badge.tsx → src/web/features/deals/deal-list.tsx",
    },
    {
      rule: "web-shared-code-imports-no-feature",
      files: {
        "src/web/lib/load.ts": 'export const load = () => import("#web/features/learning/course-card");\n',
      },
      violation: "src/web/lib/load.ts → src/web/features/learning/course-card.tsx",
    },
    {
      rule: "web-feature-imports-no-other-feature",
      files: {
        "src/web/features/deals/deal-card.tsx":
          'import type {\n  Course,\n} from "../learning/course-card";\nexport const c = 1;\n',
      },
      violation: "src/web/features/deals/deal-card.tsx → src/web/features/learning/course-card.tsx",
    },
    {
      rule: "web-feature-imports-no-other-feature",
      files: {
        "src/web/features/learning/course-list.test.tsx": 'vi.mock("#web/features/deals/deal-list");\n',
      },
      violation: "src/web/features/learning/course-list.test.tsx → src/web/features/deals/deal-list.tsx",
    },
    {
      rule: "no-cycles",
      files: {
        "src/server/db/schema.ts": 'import { db } from "./client";\nexport const schema = db;\n',
        "src/server/db/client.ts": 'import { schema } from "./schema";\nexport const db = schema;\n',
      },
      violation: "src/server/db/client.ts → \n      src/server/db/schema.ts →",
    },
  ])("fails $rule on $violation", ({ rule, files, violation }) => {
    const result = check(tree({ ...CLEAN, ...files }));
    expect(result.output).toContain(`error ${rule}: ${violation}`);
    expect(result.status).not.toBe(0);
  });
});
