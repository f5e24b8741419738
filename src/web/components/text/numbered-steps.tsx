import { DayRangesOnOneLine } from "./day-ranges-on-one-line";

/** A process as an ordered list, each step with its number in a circle (decoration: the list already counts). */
export function NumberedSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-medium">{step.title}</p>
            <p className="text-sm text-muted-foreground">
              <DayRangesOnOneLine text={step.text} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
