import { zodResolver } from "@hookform/resolvers/zod";
import { SearchIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { statusLookupInput } from "../../../../shared/contracts/applications";
import { TextField } from "../../../components/text-field";
import { BusyButton } from "../../../components/ui/busy-button";

type LookupFields = z.input<typeof statusLookupInput>;

/** Asks for the e-mail address the application was filed with. */
export function StatusLookupForm({ busy, onLookUp }: { busy: boolean; onLookUp(email: string): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LookupFields, unknown, z.output<typeof statusLookupInput>>({
    resolver: zodResolver(statusLookupInput),
    defaultValues: { email: "" },
  });

  return (
    <form
      onSubmit={handleSubmit(({ email }) => onLookUp(email))}
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <TextField
        id="status-email"
        label="Email"
        type="email"
        autoComplete="email"
        aria-required="true"
        placeholder="you@company.com"
        error={errors.email?.message}
        {...register("email")}
      />
      <BusyButton
        type="submit"
        busy={busy}
        busyLabel="Checking"
        icon={<SearchIcon aria-hidden="true" />}
        className="sm:mt-6"
      >
        Check Status
      </BusyButton>
    </form>
  );
}
