import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SearchCombobox } from "./search-combobox";

interface Person {
  id: string;
  name: string;
  email: string;
}

const PEOPLE: Person[] = [
  { id: "p-1", name: "Ada Admin", email: "ada@example.com" },
  { id: "p-2", name: "Noah Kim", email: "noah@example.com" },
];

/** The combobox as a screen holds it: the chosen person, and the options of the last search. */
function Chooser({
  onSearch = () => {},
  onOpen = () => {},
}: {
  onSearch?(text: string): void;
  onOpen?(): void;
}) {
  const [value, setValue] = useState<Person | null>(PEOPLE[0] ?? null);
  return (
    <>
      <label htmlFor="chooser">Manager</label>
      <SearchCombobox<Person>
        control={{ id: "chooser" }}
        value={value}
        onChange={setValue}
        onSearchChange={onSearch}
        onOpen={onOpen}
        results={{ options: PEOPLE, pending: false, fetching: false, failed: false, search: "", limit: 20 }}
        optionLabel={(person) => person.name}
        optionDetail={(person) => person.email}
        nothingLabel="None"
        noun={["person", "people"]}
        listLabel="People"
      />
      <output aria-label="Chosen">{value?.name ?? "nobody"}</output>
    </>
  );
}

const input = () => screen.getByRole("combobox", { name: "Manager" });

describe("SearchCombobox", () => {
  it("opens on the arrow keys, moves through None and the options, and chooses with Enter", async () => {
    const user = userEvent.setup({ delay: null });
    const onOpen = vi.fn();
    render(<Chooser onOpen={onOpen} />);
    await user.tab();
    expect(input()).toHaveValue("Ada Admin");
    expect(input()).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowDown}");
    expect(onOpen).toHaveBeenCalled();
    expect(input()).toHaveAttribute("aria-expanded", "true");
    // Each option is named by all it shows, its second line included (WCAG's label in name).
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "None",
      "Ada Admin ada@example.com",
      "Noah Kim noah@example.com",
    ]);
    expect(options.map((option) => option.getAttribute("aria-label"))).toEqual([null, null, null]);
    await user.keyboard("{ArrowDown}");
    await user.keyboard("{ArrowDown}");
    expect(input()).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: "Noah Kim noah@example.com" }).id,
    );
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("Chosen")).toHaveTextContent("Noah Kim");
    expect(input()).toHaveAttribute("aria-expanded", "false");
  });

  it("reports the typed search, keeps the previous choice when left, and chooses None", async () => {
    const user = userEvent.setup({ delay: null });
    const onSearch = vi.fn();
    render(<Chooser onSearch={onSearch} />);
    await user.clear(input());
    await user.type(input(), "no");
    expect(onSearch).toHaveBeenLastCalledWith("no");
    expect(input()).toHaveValue("no");
    await user.tab();
    expect(input()).toHaveValue("Ada Admin");
    expect(onSearch).toHaveBeenLastCalledWith("");
    await user.click(input());
    await user.click(screen.getByRole("option", { name: "None" }));
    expect(screen.getByLabelText("Chosen")).toHaveTextContent("nobody");
    expect(input()).toHaveValue("");
    expect(input()).toHaveAttribute("placeholder", "None");
  });

  it("closes the list on Escape without choosing", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Chooser />);
    await user.tab();
    await user.keyboard("{ArrowDown}");
    await user.keyboard("{Escape}");
    expect(input()).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByLabelText("Chosen")).toHaveTextContent("Ada Admin");
  });
});
