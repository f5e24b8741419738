/**
 * The sign-in page's only script, served as a file because the Content-Security-Policy allows no inline script:
 * choosing a demo account fills in the form and moves focus to "Sign in", so Enter or one more click signs in.
 */
export const SIGN_IN_SCRIPT = `"use strict";
document.addEventListener("click", (event) => {
  const account = event.target instanceof Element ? event.target.closest("button[data-email]") : null;
  const form = document.querySelector("form");
  if (!account || !form) return;
  form.elements.namedItem("email").value = account.dataset.email ?? "";
  form.elements.namedItem("password").value = account.dataset.password ?? "";
  form.querySelector("button[type=submit]")?.focus();
});
`;
