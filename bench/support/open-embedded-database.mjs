// Opens the embedded database in the folder given as the first argument the way the server does (PGlite with
// pg_trgm), answers one query and says "open" on stdout: the floor a server restart on that folder stands on.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const database = await PGlite.create(process.argv[2], { extensions: { pg_trgm } });
await database.query("select 1");
process.stdout.write("open\n");
await database.close();
