// Checks the import boundaries in .dependency-cruiser.mjs over src, tests and bench (decision 0022). Through the
// API: the depcruise command's configuration schema refuses the resolver's extensionAlias, which maps our
// #web/*.js specifiers to their .ts and .tsx sources.
// Run: node scripts/check-boundaries.mjs [project root, default: this repository]
import { existsSync } from "node:fs";
import path from "node:path";
import { cruise } from "dependency-cruiser";
import config from "../.dependency-cruiser.mjs";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
process.chdir(root);

const { output, exitCode } = await cruise(
  ["src", "tests", "bench"].filter((folder) => existsSync(folder)),
  {
    ...config.options,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    outputType: "err-long",
  },
);
process.stdout.write(typeof output === "string" ? output : "");
process.exitCode = exitCode;
