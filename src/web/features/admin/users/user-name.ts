import type { UserListItem } from "#shared/contracts/users";

/** A user's name as User Management shows it: the full name, or the e-mail when there is none. */
export const userName = (user: Pick<UserListItem, "fullName" | "email">) => user.fullName || user.email;
