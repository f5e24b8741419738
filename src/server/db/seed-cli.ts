// `npm run seed`: see runSeedCommand.
import { runSeedCommand } from "./seed-command";

runSeedCommand().then(
  (lines) => {
    for (const line of lines) console.log(line);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
