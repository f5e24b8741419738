import { featureRouter } from "#server/rpc/feature-router";
import { permissionProcedure } from "#server/rpc/procedures";
import {
  auditActorOptionsInput,
  listAuditEntriesInput,
  listAuditEntriesOutput,
} from "#shared/contracts/audit-log";
import { personOptionsOutput } from "#shared/contracts/users";
import { listPeople } from "../users/list-people";
import { listAuditEntries } from "./list-audit-entries";

/** The audit trail is read with view_audit_logs; no procedure changes or deletes an entry. */
const auditReader = () => permissionProcedure("view_audit_logs");

const AUDIT_LOG_TAG = { name: "Audit log", description: "Who did what and when, for administrators." };

export const auditLogRouter = featureRouter(AUDIT_LOG_TAG, {
  list: auditReader()
    .route({
      method: "GET",
      path: "/audit-log",
      summary: "Audit entries, newest first, one page",
      description:
        "Filter by `action`, `actorId`, `subjectType` (with `subjectId` for one subject) and a time range `from`-`to` (inclusive). The total is exact up to 10,000; `totalCapped` says there are more.",
    })
    .input(listAuditEntriesInput)
    .output(listAuditEntriesOutput)
    .handler(({ input, context }) => listAuditEntries(context.db, input)),

  actorOptions: auditReader()
    .route({
      method: "GET",
      path: "/audit-log/actor-options",
      summary: "People whose name or e-mail contains `search`, for the actor filter",
    })
    .input(auditActorOptionsInput)
    .output(personOptionsOutput)
    .handler(({ input, context }) => listPeople(context.db, { ...input, staffOnly: false })),
});
