import type { UserListItem } from "#shared/contracts/users";

/** What each action on a user's row takes: the user, and why the grant rules refuse the action, if they do. */
export interface UserActionProps {
  user: UserListItem;
  /** Why the action is refused: its button is disabled. */
  refusal?: string;
  /** The id of the text that says so, which describes the disabled button. */
  refusalId?: string;
}
