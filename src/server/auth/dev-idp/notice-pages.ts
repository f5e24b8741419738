import { escapeHtml } from "#server/platform/escape-html";
import { renderDocument } from "./html";

// The identity provider's pages other than sign-in: problems, and the two steps of signing out.

export function renderProblemPage({
  title,
  message,
  portalUrl,
}: {
  title: string;
  message: string;
  portalUrl: string;
}): string {
  return renderDocument({
    title,
    body: `<p class="badge">Development only</p>
<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(message)}</p>
<p><a class="button primary" href="${escapeHtml(portalUrl)}">Back to the portal</a></p>`,
  });
}

/** `form` is oidc-provider's hidden form (id "op.logoutForm", carrying its anti-forgery token). */
export function renderSignOutPage(form: string): string {
  return renderDocument({
    title: "Sign out",
    body: `<p class="badge">Development only</p>
<h1>Sign out of the development identity provider?</h1>
<p class="lead">The portal asked to end your development sign-in session as well.</p>
${form}
<div class="actions">
<button type="submit" class="button primary" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
<button type="submit" class="button secondary" form="op.logoutForm">No, stay signed in</button>
</div>`,
  });
}

export function renderSignedOutPage(portalUrl: string): string {
  return renderDocument({
    title: "Signed out",
    body: `<p class="badge">Development only</p>
<h1>You are signed out</h1>
<p class="lead">Your development sign-in session has ended.</p>
<p><a class="button primary" href="${escapeHtml(portalUrl)}">Back to the portal</a></p>`,
  });
}
