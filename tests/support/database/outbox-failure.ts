import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

/** Runs `work` while every insert into the mail outbox fails, as if the database refused it. */
export async function whileOutboxFails(db: Db, work: () => Promise<void>): Promise<void> {
  await db.execute(sql`create function refuse_outbox() returns trigger language plpgsql as $$
    begin raise exception 'outbox unavailable'; end $$`);
  await db.execute(
    sql`create trigger refuse_outbox before insert on email_outbox for each row execute function refuse_outbox()`,
  );
  try {
    await work();
  } finally {
    await db.execute(sql`drop trigger refuse_outbox on email_outbox`);
    await db.execute(sql`drop function refuse_outbox()`);
  }
}
