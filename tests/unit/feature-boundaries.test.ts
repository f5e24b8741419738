import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = path.resolve(import.meta.dirname, "../../scripts/check-feature-boundaries.mjs");

function check(root?: string) {
  const result = spawnSync(process.execPath, root ? [script, root] : [script], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let fixture: string | undefined;

/** A throwaway project holding the given files under src/web. */
function tree(files: Record<string, string>): string {
  fixture = mkdtempSync(path.join(tmpdir(), "feature-boundaries-"));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(fixture, "src/web", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return fixture;
}

const CLEAN = {
  "features/deals/api/get-deals.ts": 'import { client } from "../../../lib/rpc";\nexport const x = client;\n',
  "features/deals/deal-list.tsx": [
    'import type { Deal } from "./api/get-deals";',
    'import { Button } from "../../components/ui/button";',
    'import { paths } from "../../app/paths";',
    'import { useQuery } from "@tanstack/react-query";',
  ].join("\n"),
  "features/learning/course-card.tsx": 'import { cn } from "../../lib/cn";\n',
  "app/pages/portal-page.tsx": [
    'import { DealList } from "../../features/deals/deal-list";',
    'const Courses = lazy(() => import("../../features/learning/course-card"));',
  ].join("\n"),
  "components/ui/button.tsx": 'import { cn } from "../../lib/cn";\n',
  "lib/cn.ts": "export const cn = () => '';\n",
};

describe("check-feature-boundaries", () => {
  afterEach(() => {
    if (fixture) rmSync(fixture, { recursive: true, force: true });
    fixture = undefined;
  });

  it("passes a tree whose features import only their own files and shared code", () => {
    const result = check(tree(CLEAN));
    expect(result.output).toContain("no import crosses them");
    expect(result.status).toBe(0);
  });

  it("fails naming the file, line and import when a feature imports another feature", () => {
    const result = check(
      tree({
        ...CLEAN,
        "features/deals/deal-card.tsx": [
          'import { cn } from "../../lib/cn";',
          "import type {",
          "  Course,",
          '} from "../learning/course-card";',
        ].join("\n"),
        "features/learning/api/get-courses.ts": 'vi.mock("../../deals/api/get-deals");\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'src/web/features/deals/deal-card.tsx:4: "../learning/course-card": feature "deals" imports feature "learning"',
    );
    expect(result.output).toContain(
      'src/web/features/learning/api/get-courses.ts:1: "../../deals/api/get-deals"',
    );
  });

  it("fails when shared components or lib import a feature, statically or lazily", () => {
    const result = check(
      tree({
        ...CLEAN,
        "components/deal-badge.tsx": 'export { DealList } from "../features/deals/deal-list";\n',
        "lib/load.ts": 'export const load = () => import("../features/learning/course-card");\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('src/web/components/deal-badge.tsx:1: "../features/deals/deal-list"');
    expect(result.output).toContain('src/web/lib/load.ts:1: "../features/learning/course-card"');
  });

  it("passes this repository's web app", () => {
    const result = check();
    expect(result.output).toContain("no import crosses them");
    expect(result.status).toBe(0);
  });
});
