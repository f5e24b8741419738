import { useEffect, useState } from "react";
import { cn } from "#web/lib/style/cn";

const LEVELS = [
  { label: "Very weak", hint: "Guessed within seconds. Use a few unrelated words.", bar: "bg-destructive" },
  {
    label: "Weak",
    hint: "Easy to guess. Make it longer, with words that do not belong together.",
    bar: "bg-destructive",
  },
  { label: "Fair", hint: "Could be stronger: add another word or two.", bar: "bg-amber-500" },
  { label: "Good", hint: "Hard to guess.", bar: "bg-emerald-600" },
  { label: "Strong", hint: "Very hard to guess.", bar: "bg-emerald-600" },
] as const;

type Score = 0 | 1 | 2 | 3 | 4;
type Estimate = (password: string, userInputs: readonly string[]) => Score;

/**
 * How hard the password being typed is to guess (zxcvbn's estimate, counting the person's own name, address and
 * company as guessable), as a meter and a sentence. Only advice: the server's rules decide (docs/product/security.md#passwords).
 */
export function PasswordStrength({
  id,
  password,
  userInputs = [],
}: {
  id: string;
  password: string;
  userInputs?: readonly string[];
}) {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    let current = true;
    void import("./password-strength-estimate").then((module) => {
      if (current) setEstimate(() => module.passwordScore);
    });
    return () => {
      current = false;
    };
  }, []);
  if (password === "" || !estimate) return <p id={id} className="sr-only" aria-live="polite" />;
  const score = estimate(password, userInputs);
  const level = LEVELS[score];
  return (
    <div className="grid gap-1.5">
      <meter
        className="sr-only"
        aria-label="Password strength"
        min={0}
        max={4}
        value={score}
        aria-valuetext={level.label}
      />
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn("h-1.5 rounded-full", step <= Math.max(score, 1) ? level.bar : "bg-muted")}
          />
        ))}
      </div>
      <p id={id} aria-live="polite" className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{level.label}.</span> {level.hint}
      </p>
    </div>
  );
}
