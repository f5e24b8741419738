import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** The form control whose label matches, e.g. /^Company Name/ (a required field's label ends in "*"). */
export const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** Replaces what the control whose label matches holds with the value, typed key by key. */
export async function type(user: UserEvent, label: RegExp, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

/** Clicks the button of that name, e.g. the form's submit button. */
export const press = (user: UserEvent, name: string) => user.click(screen.getByRole("button", { name }));
