import { orpc } from "#web/lib/transport/rpc";

/**
 * What a change of User Management or Departments can alter: the user lists and choosers, the departments
 * (managers, member counts) and the audit log, which records every change.
 */
export const administrationKeys = () => [orpc.users.key(), orpc.departments.key(), orpc.auditLog.key()];
