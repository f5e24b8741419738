import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { addressWrapper } from "../../test-support/address-wrapper";
import { FilterableSection } from "./filterable-section";
import { useListFilter } from "./use-list-filter";

interface Fruit {
  name: string;
  colour: string;
}

const FRUITS: Fruit[] = [
  { name: "Apple", colour: "red" },
  { name: "Banana", colour: "yellow" },
  { name: "Cherry", colour: "red" },
];

function Fruits({
  card = false,
  list = vi.fn(),
}: {
  card?: boolean;
  list?: (shown: readonly Fruit[]) => void;
}) {
  const filter = useListFilter(FRUITS, { fields: ["name"], categoryField: "colour" });
  return (
    <FilterableSection
      card={card}
      title="Fruit"
      description="What the market has today."
      searchLabel="Search fruit"
      searchPlaceholder="Search fruit..."
      filter={filter}
      items="fruits"
      noMatch={(query) => `No fruit matches "${query}".`}
      filterControl={
        <button type="button" onClick={() => filter.setCategory("red")}>
          Only red
        </button>
      }
    >
      {(shown) => {
        list(shown);
        return (
          <ul>
            {shown.map((fruit) => (
              <li key={fruit.name}>{fruit.name}</li>
            ))}
          </ul>
        );
      }}
    </FilterableSection>
  );
}

const listed = () => screen.getAllByRole("listitem").map((item) => item.textContent);

describe("FilterableSection", () => {
  it("is a section named by its heading that counts and lists what matches the search", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Fruits />, addressWrapper());
    expect(screen.getByRole("region", { name: "Fruit" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Fruit" })).toBeInTheDocument();
    const search = screen.getByRole("searchbox", { name: "Search fruit" });
    expect(search).toHaveAttribute("placeholder", "Search fruit...");
    expect(screen.getByText("Showing 3 of 3 fruits")).toHaveAttribute("aria-live", "polite");

    await user.type(search, "an");
    expect(listed()).toEqual(["Banana"]);
    expect(screen.getByText("Showing 1 of 3 fruits")).toBeInTheDocument();
  });

  it("says nothing matches, with the trimmed query, and lists nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const list = vi.fn();
    render(<Fruits list={list} />, addressWrapper());
    list.mockClear();
    // Pasted as one change: typed key by key, the leading space alone would list every fruit.
    await user.click(screen.getByRole("searchbox", { name: "Search fruit" }));
    await user.paste(" kiwi ");
    expect(screen.getByText('No fruit matches "kiwi".')).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it("puts the further control beside the search and filters by its category", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Fruits />, addressWrapper());
    await user.click(screen.getByRole("button", { name: "Only red" }));
    expect(listed()).toEqual(["Apple", "Cherry"]);
    expect(screen.getByText("Showing 2 of 3 fruits")).toBeInTheDocument();
  });

  it("on a card is no region of its own but keeps its heading and search", () => {
    render(<Fruits card />, addressWrapper());
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Fruit" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search fruit" })).toBeInTheDocument();
    expect(listed()).toEqual(["Apple", "Banana", "Cherry"]);
  });
});
