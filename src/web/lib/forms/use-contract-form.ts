import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useContext, useEffect, useId, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import { firstInvalid, useFocusAfterSubmit } from "../focus/use-focus-after-submit";
import { toast } from "../toasts/toast";
import { failureText } from "../transport/failure-text";
import { rpcFailureOf } from "../transport/rpc-error";
import { whenSignInRequired } from "../transport/sign-in-required";
import { fieldError } from "./field-error";
import { type FormRefusal, formRefusalOf, placeRefusal } from "./form-refusal";
import {
  FormKeeperContext,
  keepForm,
  keptFormKey,
  NOT_KEPT_NOTE,
  SESSION_ENDED_FORM_NOTE,
  takeKeptForm,
} from "./kept-forms";

export interface ContractForm<Fields extends FieldValues, Values>
  extends UseFormReturn<Fields, unknown, Values> {
  /** The field's message to show, if it has one. */
  error(name: Path<Fields> & keyof Fields): string | undefined;
  /** What was refused that belongs to no field (or why no answer came), for the form's refusal alert. */
  reasons: readonly string[];
  /**
   * The form's submit handler: checks the contract, focuses the first invalid field once the form is enabled
   * again (`onInvalid` may add a toast), clears the last refusal's reasons and calls `send`.
   */
  submit(
    send: SubmitHandler<Values>,
    onInvalid?: (invalid: FieldErrors<Fields>) => void,
  ): (event?: React.BaseSyntheticEvent) => Promise<void>;
  /**
   * Places a refusal: each issue at the field it names (`fields` maps the server's names to the form's where
   * they differ), the first in the form's order focused, the rest and the server's reason beside the buttons.
   */
  refuse(refusal: FormRefusal, fields?: Readonly<Partial<Record<string, keyof Fields & Path<Fields>>>>): void;
  /**
   * A refused call of the typed client: the failure toast with the server's reason, then `refuse`. The form owns
   * its failure toasts: its next submission that `send` ends without a refusal dismisses them.
   */
  refuseCall(error: unknown, title: string): void;
}

/**
 * The one way a screen's form works: react-hook-form checking the shared zod contract (on the public pages its
 * zod/mini copy, contracts/public-form-fields.ts), and the server's refusal placed on the same fields. `order` lists the fields as the form shows them (the defaults' keys when
 * not given), so the first invalid one on screen gets the focus. Fields are focused after the submission ends
 * (react-hook-form's own focusing is off): they are disabled while it is sent. What was typed outlives an ended
 * session: kept in the tab when any call is answered 401, it is given back, with a note saying why, when the
 * form opens again for the same user (decision 0043).
 */
export function useContractForm<Fields extends FieldValues, Values>(
  schema: $ZodType<Values, Fields>,
  {
    defaultValues,
    order = Object.keys(defaultValues ?? {}) as (keyof Fields & Path<Fields>)[],
  }: { defaultValues?: DefaultValues<Fields>; order?: readonly (keyof Fields & Path<Fields>)[] } = {},
): ContractForm<Fields, Values> {
  const [reasons, setReasons] = useState<string[]>([]);
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver<Fields, unknown, Values>(schema),
    defaultValues,
    shouldFocusError: false,
  });
  const { setFocus, setError, handleSubmit } = form;
  useKeptAcrossSignIn(form, order, defaultValues, setReasons);
  // Read while rendering, so react-hook-form renders the form again whenever they change.
  const { errors, isSubmitting } = form.formState;
  const focusAfterSubmit = useFocusAfterSubmit(
    isSubmitting,
    useCallback((name: keyof Fields & Path<Fields>) => setFocus(name), [setFocus]),
  );

  const failureToasts = useFailureToasts();

  const refuse: ContractForm<Fields, Values>["refuse"] = (refusal, fields = {}) => {
    failureToasts.refused();
    const { placed, reasons } = placeRefusal(refusal, order, fields);
    for (const { field, message } of placed) setError(field, { message });
    setReasons(reasons);
    focusAfterSubmit(placed[0]?.field);
  };

  return {
    ...form,
    error: (name) => fieldError(errors, name),
    reasons,
    submit: (send, onInvalid) =>
      handleSubmit(
        async (values) => {
          setReasons([]);
          const attempt = failureToasts.attempt();
          await send(values);
          attempt.ended();
        },
        (invalid) => {
          onInvalid?.(invalid);
          focusAfterSubmit(firstInvalid<keyof Fields & Path<Fields>>(invalid, order));
        },
      ),
    refuse,
    refuseCall: (error, title) => {
      const failure = rpcFailureOf(error) ?? { status: 0, issues: [] };
      toast.error(title, { id: failureToasts.next(), description: failureText(error) });
      refuse(formRefusalOf(failure));
    },
  };
}

/**
 * The failure toasts a form raised (docs/product/errors-and-messages.md#failure-toasts): they belong to its
 * failed attempts, so the first attempt after them that ends without a refusal dismisses them; toasts about
 * anything else stay. Nothing is asked of the toaster while the form has raised none (a public page loads it
 * only for a toast, lib/toasts/toast.ts).
 */
function useFailureToasts() {
  const prefix = useId();
  const [state] = useState(() => ({ shown: [] as string[], raised: 0, refusals: 0 }));
  return {
    /** The id of a new failure toast, remembered until a successful attempt dismisses it. */
    next() {
      state.raised += 1;
      const id = `${prefix}failure-${state.raised}`;
      state.shown.push(id);
      return id;
    },
    refused() {
      state.refusals += 1;
    },
    attempt() {
      const refusals = state.refusals;
      return {
        ended() {
          if (state.refusals !== refusals) return;
          for (const id of state.shown.splice(0)) toast.dismiss(id);
        },
      };
    },
  };
}

/**
 * Keeps the form's values when a call meets an ended session (the page is about to leave for the sign-in) and
 * gives them back when the form opens again for the same user, with the note for its refusal alert. The form's
 * id is its address, its fields and the values it started from (kept-forms.ts).
 */
function useKeptAcrossSignIn<Fields extends FieldValues, Values>(
  form: UseFormReturn<Fields, unknown, Values>,
  order: readonly string[],
  defaultValues: DefaultValues<Fields> | undefined,
  showNotes: (notes: string[]) => void,
) {
  const owner = useContext(FormKeeperContext);
  const latest = useRef({ form, order, owner });
  latest.current = { form, order, owner };

  useEffect(
    () =>
      whenSignInRequired(() => {
        const { form, order, owner } = latest.current;
        if (owner === null) return;
        const started = form.formState.defaultValues;
        keepForm(keptFormKey(window.location.pathname, order, started), owner, form.getValues(), started);
      }),
    [],
  );

  // Once, when the form opens for a signed-in user: the values it starts from are those it was opened with.
  const [opened] = useState(() => ({ defaultValues, order }));
  useEffect(() => {
    if (owner === null) return;
    const kept = takeKeptForm(
      keptFormKey(window.location.pathname, opened.order, opened.defaultValues),
      owner,
    );
    if (!kept) return;
    const { form } = latest.current;
    form.reset({ ...form.getValues(), ...kept.values }, { keepDefaultValues: true });
    showNotes(kept.leftOut ? [SESSION_ENDED_FORM_NOTE, NOT_KEPT_NOTE] : [SESSION_ENDED_FORM_NOTE]);
  }, [owner, opened, showNotes]);
}
