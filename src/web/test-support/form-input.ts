import { fireEvent, screen } from "@testing-library/react";

/** The form control whose label matches, e.g. /^Company Name/ (a required field's label ends in "*"). */
export const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** Types a value into the control whose label matches, as one change. */
export const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

/** Clicks the button of that name, e.g. the form's submit button. */
export const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
