import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { SelectField } from "./select-field";

const ZONES = ["Asia/Tokyo", "Europe/Paris"] as const;

/** A time zone field that may stay empty, and what its form holds. */
function ZoneForm({ native = false }: { native?: boolean }) {
  const form = useForm({ defaultValues: { zone: "Asia/Tokyo" } });
  return (
    <>
      <SelectField
        id="zone"
        label="Time zone"
        name="zone"
        control={form.control}
        emptyLabel="Browser's time zone"
        options={ZONES}
        optionLabel={(zone) => zone}
        native={native}
        disabled={false}
      />
      <output>{`held: "${form.watch("zone")}"`}</output>
    </>
  );
}

describe("SelectField", () => {
  useRadixInJsdom();

  it("offers the choice of none first, which empties the field, and an option again after it", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ZoneForm />);
    const menu = screen.getByRole("combobox", { name: "Time zone" });
    expect(menu).toHaveTextContent("Asia/Tokyo");
    await user.click(menu);
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Browser's time zone", ...ZONES]);
    await user.click(screen.getByRole("option", { name: "Browser's time zone" }));
    expect(screen.getByText('held: ""')).toBeInTheDocument();
    expect(menu).toHaveTextContent("Browser's time zone");
    await user.click(menu);
    await user.click(await screen.findByRole("option", { name: "Europe/Paris" }));
    expect(screen.getByText('held: "Europe/Paris"')).toBeInTheDocument();
  });

  it("natively, is the browser's own menu with the same choices", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ZoneForm native />);
    const menu = screen.getByRole("combobox", { name: "Time zone" });
    expect(menu.tagName).toBe("SELECT");
    expect(menu).toHaveValue("Asia/Tokyo");
    await user.selectOptions(menu, "Browser's time zone");
    expect(screen.getByText('held: ""')).toBeInTheDocument();
    await user.selectOptions(menu, "Europe/Paris");
    expect(screen.getByText('held: "Europe/Paris"')).toBeInTheDocument();
  });
});
