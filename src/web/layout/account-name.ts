/**
 * What the account menu calls the user: the part of the e-mail before the @, or "User"
 * (docs/product/shell-and-navigation.md#account-menu).
 */
export function accountName(email: string | null | undefined): string {
  return email?.split("@")[0] || "User";
}
