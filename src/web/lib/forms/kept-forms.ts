import { createContext } from "react";

/**
 * The signed-in user's id, given to every form by the auth provider: what a form keeps is given back only to the
 * same user (decision 0043). null on the public pages and while signed out: nothing is kept there.
 */
export const FormKeeperContext = createContext<string | null>(null);

/** Shown in a form given back what was typed before its session ended (docs/product/errors-and-messages.md). */
export const SESSION_ENDED_FORM_NOTE =
  "Your session has ended. What you typed is back: check it and send it again.";
/** Added when the form had a password or a file, which are never kept. */
export const NOT_KEPT_NOTE = "Passwords and files are not kept: enter or attach them again.";

const PREFIX = "kept-form:";

interface KeptForm {
  owner: string;
  values: Record<string, unknown>;
  /** A password or a file was left out. */
  leftOut: boolean;
}

const holdsFile = (value: unknown): boolean =>
  value instanceof Blob ||
  (typeof FileList !== "undefined" && value instanceof FileList) ||
  (Array.isArray(value) && value.some(holdsFile)) ||
  (typeof value === "object" &&
    value !== null &&
    !(value instanceof Date) &&
    Object.values(value).some(holdsFile));

/** What of a form's values may be kept: never a password (a field whose name says so) nor a file. */
function keepable(values: Record<string, unknown>): { values: Record<string, unknown>; leftOut: boolean } {
  const kept: Record<string, unknown> = {};
  let leftOut = false;
  for (const [name, value] of Object.entries(values)) {
    if (/password/i.test(name) || holdsFile(value))
      leftOut ||= value !== null && value !== "" && value !== undefined;
    else kept[name] = value;
  }
  return { values: kept, leftOut };
}

/**
 * A form's id: the address it is on, its fields and the values it started from, so the same form of another row
 * (an edit dialog of another user) is another form.
 */
export function keptFormKey(
  address: string,
  fields: readonly string[],
  defaults: object | undefined,
): string {
  const started = keepable({ ...defaults }).values;
  return `${PREFIX}${address}|${fields.join(",")}|${JSON.stringify(started)}`;
}

/**
 * Keeps what was typed into the form under `key` for `owner`, in this tab only; nothing when nothing but a
 * password or a file changed.
 */
export function keepForm(
  key: string,
  owner: string,
  values: Record<string, unknown>,
  defaults: object | undefined,
) {
  const typed = keepable(values);
  if (JSON.stringify(typed.values) === JSON.stringify(keepable({ ...defaults }).values)) return;
  const kept: KeptForm = { owner, ...typed };
  try {
    sessionStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or switched off: the form is lost as it was before.
  }
}

/** What was kept under `key`, removed from the tab; given only to the user who typed it. */
export function takeKeptForm(key: string, owner: string): Omit<KeptForm, "owner"> | undefined {
  let kept: KeptForm | undefined;
  try {
    const text = sessionStorage.getItem(key);
    if (text === null) return undefined;
    sessionStorage.removeItem(key);
    kept = JSON.parse(text) as KeptForm;
  } catch {
    return undefined;
  }
  return kept.owner === owner ? { values: kept.values, leftOut: kept.leftOut } : undefined;
}

/** Forgets every form this tab kept: its user signed out on purpose. */
export function forgetKeptForms(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing could be kept either.
  }
}
