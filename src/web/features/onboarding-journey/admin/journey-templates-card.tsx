import { CopyPlusIcon, ListChecksIcon, SaveIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import {
  JOURNEY_STEPS_MAX,
  type JourneyAudience,
  type JourneyTemplate,
  type JourneyTemplateStepInput,
} from "#shared/contracts/onboarding-journey";
import { BUSINESS_TYPES, type JourneyStepKind } from "#shared/enums";
import { formatNumber } from "#shared/format";
import { journeyStepTitle } from "#shared/journey-step-title";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { ConfirmDialog } from "#web/components/dialogs/confirm-dialog";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { SelectFilter } from "#web/components/forms/select-filter";
import { EmptyState } from "#web/components/lists/empty-state";
import { ItemMoveButtons } from "#web/components/lists/item-move-buttons";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { businessTypeLabel } from "#web/domain/business-type-labels";
import { formRefusalOf, placeRefusal } from "#web/lib/forms/form-refusal";
import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useJourneyTemplates, useSaveJourneyTemplate } from "../api/journey-templates";
import { AddStepForm, type NewStep } from "./add-step-form";

type Course = { id: string; title: string };

/** A step of the template being edited: a saved one keeps its id (and every partner's progress on it). */
interface DraftStep {
  /** Tells the rows apart while they move: the saved id, or one made for a new step. */
  key: string;
  id?: string;
  kind: JourneyStepKind;
  courseId: string | null;
  label: string | null;
  title: string;
}

const audienceLabel = (audience: JourneyAudience) =>
  audience === "default" ? "Default journey" : businessTypeLabel(audience);

const draftOf = (steps: JourneyTemplate["steps"], keepIds: boolean): DraftStep[] =>
  steps.map((step) => ({
    key: keepIds ? step.id : crypto.randomUUID(),
    id: keepIds ? step.id : undefined,
    kind: step.kind,
    courseId: step.courseId,
    label: step.label,
    title: step.title,
  }));

/** What the server is sent for a step: its id when saved, and only the course or name its kind asks. */
const inputOf = (step: DraftStep): JourneyTemplateStepInput => ({
  ...(step.id ? { id: step.id } : {}),
  kind: step.kind,
  ...(step.kind === "complete_course" ? { courseId: step.courseId } : {}),
  ...(step.kind === "manual" ? { label: step.label } : {}),
});

const partnersText = (partners: number, what: string) =>
  `${formatNumber(partners)} active ${partners === 1 ? "partner follows" : "partners follow"} ${what}`;

/**
 * Admin Settings, Programme: the onboarding journey's templates, the default and each business type's own (a type
 * without steps of its own follows the default), with how many active partners follow each. Holders of
 * manage_programme reorder, add and remove steps; anyone else reads them.
 */
export function JourneyTemplatesCard() {
  const canEdit = useAuthorization().hasPermission("manage_programme");
  const templates = useJourneyTemplates();
  const [audience, setAudience] = useState<JourneyAudience>("default");
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Onboarding journey</h2>
        </CardTitle>
        <CardDescription>
          The steps a partner takes from approval to its first deal, in order. A business type without a
          journey of its own follows the default. The portal ticks each step when the partner has done it;
          your team ticks the steps it does by hand, such as a kickoff call.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {templates.isPending ? (
          <ListLoading label="Loading the onboarding journeys" rows={4} />
        ) : templates.isError ? (
          <ListLoadFailed
            message="Could not load the onboarding journeys."
            onRetry={() => templates.refetch()}
          />
        ) : (
          <div className="grid gap-5">
            <SelectFilter<JourneyAudience>
              id={`${id}-audience`}
              label="Journey"
              className="sm:max-w-xs"
              value={audience}
              onChange={setAudience}
              options={(["default", ...BUSINESS_TYPES] as const).map((value) => ({
                value,
                label:
                  value !== "default" &&
                  !templates.data.templates.some((t) => t.audience === value && t.steps.length > 0)
                    ? `${audienceLabel(value)} (follows the default)`
                    : audienceLabel(value),
              }))}
            />
            <TemplateEditor
              key={audience}
              audience={audience}
              templates={templates.data.templates}
              courses={templates.data.courses}
              canEdit={canEdit}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function TemplateEditor({
  audience,
  templates,
  courses,
  canEdit,
}: {
  audience: JourneyAudience;
  templates: readonly JourneyTemplate[];
  courses: readonly Course[];
  canEdit: boolean;
}) {
  const template = templates.find((t) => t.audience === audience);
  const defaultSteps = templates.find((t) => t.audience === "default")?.steps ?? [];
  const partners = template?.partners ?? 0;
  const savedOwn = audience === "default" || (template?.steps.length ?? 0) > 0;
  // null: a business type that follows the default and is not being given its own journey.
  const [draft, setDraft] = useState<DraftStep[] | null>(() =>
    savedOwn ? draftOf(template?.steps ?? [], true) : null,
  );
  const [reasons, setReasons] = useState<string[]>([]);
  const [confirmingFollow, setConfirmingFollow] = useState(false);
  const failureToast = useRef<string | number | undefined>(undefined);
  const save = useSaveJourneyTemplate();

  const send = async (steps: DraftStep[]) => {
    setReasons([]);
    try {
      const next = await save.mutateAsync({ audience, steps: steps.map(inputOf) });
      const saved = next.templates.find((t) => t.audience === audience)?.steps ?? [];
      setDraft(audience === "default" || saved.length > 0 ? draftOf(saved, true) : null);
      if (failureToast.current !== undefined) toast.dismiss(failureToast.current);
      toast.success("Onboarding Journey Saved", {
        description:
          steps.length === 0
            ? `${audienceLabel(audience)} partners follow the default journey.`
            : "Each partner following this journey is brought up to date.",
      });
    } catch (error) {
      failureToast.current = toast.error("Onboarding Journey Not Saved", { description: failureText(error) });
      setReasons(placeRefusal(formRefusalOf(rpcFailureOf(error) ?? { status: 0, issues: [] }), []).reasons);
    } finally {
      setConfirmingFollow(false);
    }
  };

  if (draft === null) {
    const typeName = audienceLabel(audience);
    return (
      <div className="grid gap-4">
        <p className="text-sm">
          {typeName} partners follow the default journey.{" "}
          <span className="text-muted-foreground">{partnersText(partners, "it")}.</span>
        </p>
        <StepList
          label={`Steps of the default journey, which ${typeName} partners follow`}
          steps={defaultSteps}
        />
        {canEdit ? (
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto sm:justify-self-start"
            onClick={() => setDraft(draftOf(defaultSteps, false))}
          >
            <CopyPlusIcon aria-hidden="true" />
            Give this type its own journey
          </Button>
        ) : null}
      </div>
    );
  }

  const move = (index: number, by: -1 | 1) =>
    setDraft((steps) => {
      if (!steps) return steps;
      const to = index + by;
      if (to < 0 || to >= steps.length) return steps;
      const next = [...steps];
      [next[index], next[to]] = [next[to] as DraftStep, next[index] as DraftStep];
      return next;
    });
  const remove = (index: number) => setDraft((steps) => steps?.filter((_, at) => at !== index) ?? steps);
  const add = (step: NewStep) =>
    setDraft((steps) => [
      ...(steps ?? []),
      {
        key: crypto.randomUUID(),
        kind: step.kind,
        courseId: step.courseId,
        label: step.label,
        title: journeyStepTitle({
          kind: step.kind,
          courseTitle: courses.find((course) => course.id === step.courseId)?.title ?? null,
          label: step.label,
        }),
      },
    ]);
  const busy = save.isPending;
  const hasSavedOwn = audience !== "default" && savedOwn;

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        {partnersText(partners, "this journey")}
        {audience === "default" ? ": every business type without a journey of its own." : "."}
      </p>
      <StepList
        label={`Steps of the ${audience === "default" ? "default journey" : `${audienceLabel(audience)} journey`}`}
        steps={draft}
        editing={canEdit ? { move, remove, busy } : undefined}
      />
      {canEdit ? (
        <>
          {draft.length < JOURNEY_STEPS_MAX ? (
            <AddStepForm courses={courses} disabled={busy} onAdd={add} />
          ) : (
            <p className="text-sm text-muted-foreground">
              A journey has at most {JOURNEY_STEPS_MAX} steps; remove one to add another.
            </p>
          )}
          <div className="grid gap-4">
            <RefusalAlert reasons={reasons} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              {audience === "default" ? null : (
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy}
                  onClick={() => (hasSavedOwn ? setConfirmingFollow(true) : setDraft(null))}
                >
                  Follow the default
                </Button>
              )}
              <BusyButton
                type="button"
                busy={busy}
                busyLabel="Saving"
                icon={<SaveIcon aria-hidden="true" />}
                onClick={() => send(draft)}
              >
                Save Journey
              </BusyButton>
            </div>
          </div>
          <ConfirmDialog
            open={confirmingFollow}
            onClose={() => setConfirmingFollow(false)}
            title={`${audienceLabel(audience)} partners follow the default journey?`}
            description="This type's own steps are removed, with each partner's progress on them; its partners then follow the default journey's steps."
            action="Follow the Default"
            busy={busy}
            onConfirm={() => send([])}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Only holders of manage_programme change the journeys.</p>
      )}
    </div>
  );
}

function StepList({
  label,
  steps,
  editing,
}: {
  label: string;
  steps: readonly (Pick<DraftStep, "kind" | "title"> & { key?: string; id?: string })[];
  editing?: { move(index: number, by: -1 | 1): void; remove(index: number): void; busy: boolean };
}) {
  const listRef = useRef<HTMLOListElement>(null);
  // A removed step's button goes with it: the focus moves to the Remove button of the step that took its place.
  const [refocusAt, setRefocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (refocusAt === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('button[aria-label^="Remove "]');
    if (buttons && buttons.length > 0) buttons[Math.min(refocusAt, buttons.length - 1)]?.focus();
    setRefocusAt(null);
  }, [refocusAt]);
  if (steps.length === 0) {
    return (
      <EmptyState
        icon={<ListChecksIcon />}
        title="No steps"
        description="Partners following this journey have nothing to tick off until a step is added."
      />
    );
  }
  return (
    <ol ref={listRef} aria-label={label} className="grid divide-y rounded-md border text-sm">
      {steps.map((step, index) => {
        const _first = index === 0;
        const _last = index === steps.length - 1;
        return (
          <li
            key={step.key ?? step.id ?? index}
            className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-medium tabular-nums text-muted-foreground"
              >
                {index + 1}
              </span>
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium break-words">{step.title}</span>
                <span className="text-muted-foreground">
                  {step.kind === "manual" ? "Ticked by a partner manager" : "Ticked by the portal"}
                </span>
              </div>
            </div>
            {editing ? (
              <div className="ml-8 sm:ml-0">
                <ItemMoveButtons
                  name={step.title}
                  index={index}
                  count={steps.length}
                  canRemove
                  disabled={editing.busy}
                  onMove={(from, to) => editing.move(from, to > from ? 1 : -1)}
                  onRemove={(at) => {
                    editing.remove(at);
                    setRefocusAt(at);
                  }}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
