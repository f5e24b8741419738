/** What the account menu calls the user: the part of the e-mail before the @, or "User" (SPEC.md 2). */
export function accountName(email: string | null | undefined): string {
  return email?.split("@")[0] || "User";
}
