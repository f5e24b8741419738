import { DEMO_STAFF_PASSWORD } from "#server/db/demo-startup";
import { escapeHtml } from "#server/platform/escape-html";
import { renderDocument } from "./html";
import type { StaffIdentity } from "./staff-directory";

export const INVALID_CREDENTIALS = "Invalid email or password.";

export interface SignInPageOptions {
  /** Where the form posts: the interaction's login path on this origin. */
  action: string;
  /** Path of the click-to-fill script. */
  script: string;
  accounts: readonly StaffIdentity[];
  /** The e-mail typed before a failed attempt, so the person only retypes the password. */
  email?: string;
  error?: string;
}

const roleLabel = (role: string) => {
  const words = role.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function renderAccounts(accounts: readonly StaffIdentity[]): string {
  if (accounts.length === 0) {
    return `<p class="hint">No staff accounts exist yet. Load the demo data with <code>npm run seed</code>.</p>`;
  }
  const items = accounts
    .map(
      (
        account,
      ) => `<li><button type="button" class="button account" data-email="${escapeHtml(account.email)}" data-password="${escapeHtml(DEMO_STAFF_PASSWORD)}">
<span class="account-email">${escapeHtml(account.email)}</span>
<span class="account-role">${escapeHtml(roleLabel(account.role))}</span>
</button></li>`,
    )
    .join("\n");
  return `<p class="hint">Every staff account uses the password <code>${escapeHtml(DEMO_STAFF_PASSWORD)}</code>. Choose one to fill in the form.</p>
<ul class="accounts">
${items}
</ul>`;
}

export function renderSignInPage({ action, script, accounts, email = "", error }: SignInPageOptions): string {
  const failed = error !== undefined;
  const invalid = failed ? ` aria-invalid="true" aria-describedby="sign-in-error"` : "";
  // After a failure the e-mail is kept, so the password is what needs typing.
  const emailFocus = failed ? "" : " autofocus";
  const passwordFocus = failed ? " autofocus" : "";
  const body = `<p class="badge">Development only</p>
<h1>Development sign-in</h1>
<p class="lead">This page stands in for the company's identity provider while the portal runs in development.</p>
${failed ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" spellcheck="false" required value="${escapeHtml(email)}"${invalid}${emailFocus}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${passwordFocus}>
<button type="submit" class="button primary">Sign in</button>
</form>
<section aria-labelledby="demo-accounts">
<h2 id="demo-accounts">Demo staff accounts</h2>
${renderAccounts(accounts)}
</section>`;
  return renderDocument({ title: "Development sign-in", body, script });
}
