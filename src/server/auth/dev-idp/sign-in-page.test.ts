// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { renderSignInPage } from "./sign-in-page";
import { SIGN_IN_SCRIPT } from "./sign-in-script";

const ACCOUNTS = [
  { id: "a", email: "superadmin@example.com", name: "Sofia Ramirez", role: "super_admin" },
  { id: "b", email: "viewer@example.com", name: "Victor Chen", role: "viewer" },
] as const;

const render = (fields: { email?: string; error?: string } = {}) =>
  renderSignInPage({
    action: "/idp/interaction/abc/login",
    script: "/idp/assets/sign-in.js",
    accounts: ACCOUNTS,
    ...fields,
  });

function load(html: string) {
  document.open();
  document.write(html);
  document.close();
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe("sign-in page", () => {
  beforeEach(() => {
    load(render());
  });

  it("has labelled Email and Password fields and a Sign in button", () => {
    expect(document.querySelector("h1")?.textContent).toBe("Development sign-in");
    expect(document.querySelector<HTMLLabelElement>('label[for="email"]')?.textContent).toBe("Email");
    expect(document.querySelector<HTMLLabelElement>('label[for="password"]')?.textContent).toBe("Password");
    expect(field("email")?.id).toBe("email");
    expect(field("password")?.type).toBe("password");
    expect(document.querySelector('button[type="submit"]')?.textContent).toBe("Sign in");
    expect(document.querySelector("form")?.getAttribute("action")).toBe("/idp/interaction/abc/login");
    expect(document.querySelector("[role=alert]")).toBeNull();
  });

  it("lists the demo accounts with their role", () => {
    const accounts = [...document.querySelectorAll("button[data-email]")].map((button) =>
      button.textContent?.replace(/\s+/g, " ").trim(),
    );
    expect(accounts).toEqual(["superadmin@example.com Super admin", "viewer@example.com Viewer"]);
  });

  it("fills in the form when a demo account is chosen", () => {
    new Function(SIGN_IN_SCRIPT)();
    document.querySelector<HTMLButtonElement>('button[data-email="viewer@example.com"]')?.click();
    expect(field("email")?.value).toBe("viewer@example.com");
    expect(field("password")?.value).toBe("staff-demo");
    expect(document.activeElement?.textContent).toBe("Sign in");
  });

  it("shows the error, keeps the e-mail and marks the fields invalid after a failure", () => {
    load(render({ email: "someone@example.com", error: "Invalid email or password." }));
    expect(document.querySelector("[role=alert]")?.textContent).toBe("Invalid email or password.");
    expect(field("email")?.value).toBe("someone@example.com");
    expect(field("email")?.getAttribute("aria-invalid")).toBe("true");
    expect(field("password")?.getAttribute("aria-describedby")).toBe("sign-in-error");
  });

  it("escapes what it shows", () => {
    load(render({ email: '"><script>alert(1)</script>' }));
    expect(document.querySelectorAll("script:not([src])")).toHaveLength(0);
    expect(field("email")?.value).toBe('"><script>alert(1)</script>');
  });
});
