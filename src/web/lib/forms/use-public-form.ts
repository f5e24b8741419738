import { type FormEvent, useEffect, useRef, useState } from "react";
import type { FieldsAnswer, FormInput } from "#shared/contracts/public-form-fields";
import { type FormRefusal, placeRefusal } from "./form-refusal";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a field's control takes: its name, first value, and the hooks the form reads it by. */
export interface RegisteredControl<Name extends string> {
  name: Name;
  defaultValue: string;
  ref(control: Control | null): void;
  onChange(): void;
}

export interface PublicForm<Name extends string, Values> {
  register(name: Name): RegisteredControl<Name>;
  /** What the controls hold now. */
  values(): FormInput<Name>;
  /** The field's message to show, if it has one. */
  error(name: Name): string | undefined;
  /** While `send` runs. */
  submitting: boolean;
  /** What was refused that belongs to no field (or why no answer came), for the form's refusal alert. */
  reasons: readonly string[];
  /**
   * The form's submit handler: checks the fields, focuses the first invalid one, or clears the last refusal and
   * calls `send` with the checked values.
   */
  submit(send: (values: Values) => void | Promise<void>): (event: FormEvent) => Promise<void>;
  /** Places a server's refusal as useContractForm's `refuse` does; the first field is focused once re-enabled. */
  refuse(refusal: FormRefusal): void;
}

/**
 * The public pages' forms (decision 0036): useContractForm's behaviour without react-hook-form, which would be a
 * tenth of a page's JavaScript. The controls are uncontrolled and read when sent; `check` is the form's
 * contracts/public-form-fields.ts check. As there, a field's message appears once the form is sent and follows
 * each change after that; a refusal goes to its fields in `order`, which lists every field as the form shows it.
 */
export function usePublicForm<Name extends string, Values>(
  check: (input: FormInput<Name>) => FieldsAnswer<Name, Values>,
  { order, defaultValues = {} }: { order: readonly Name[]; defaultValues?: Partial<Record<Name, string>> },
): PublicForm<Name, Values> {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [reasons, setReasons] = useState<string[]>([]);
  const controls = useRef(new Map<Name, Control>());
  const registered = useRef(new Map<Name, RegisteredControl<Name>>());
  const sent = useRef(false);
  // A field is focused once the form is enabled again: its controls may be disabled while it is sent.
  const pendingFocus = useRef<Name>(undefined);

  useEffect(() => {
    const field = pendingFocus.current;
    if (submitting || field === undefined) return;
    pendingFocus.current = undefined;
    controls.current.get(field)?.focus();
  });

  const values = () =>
    Object.fromEntries(
      order.map((name) => [name, controls.current.get(name)?.value ?? defaultValues[name] ?? ""]),
    ) as FormInput<Name>;

  const register = (name: Name) => {
    let control = registered.current.get(name);
    if (!control) {
      control = {
        name,
        defaultValue: defaultValues[name] ?? "",
        ref: (element) => {
          if (element) controls.current.set(name, element);
          else controls.current.delete(name);
        },
        onChange: () => {
          if (!sent.current) return;
          const answer = check(values());
          const message = answer.ok ? undefined : answer.errors[name];
          setErrors((shown) => (shown[name] === message ? shown : { ...shown, [name]: message }));
        },
      };
      registered.current.set(name, control);
    }
    return control;
  };

  return {
    register,
    values,
    error: (name) => errors[name],
    submitting,
    reasons,
    submit: (send) => async (event) => {
      event.preventDefault();
      sent.current = true;
      const answer = check(values());
      if (!answer.ok) {
        setErrors(answer.errors);
        pendingFocus.current = order.find((name) => answer.errors[name] !== undefined);
        return;
      }
      setErrors({});
      setReasons([]);
      setSubmitting(true);
      try {
        await send(answer.values);
      } finally {
        setSubmitting(false);
      }
    },
    refuse: (refusal) => {
      const { placed, reasons } = placeRefusal(refusal, order);
      setErrors(Object.fromEntries(placed.map(({ field, message }) => [field, message])) as typeof errors);
      setReasons(reasons);
      pendingFocus.current = placed[0]?.field;
    },
  };
}
