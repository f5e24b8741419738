import { describe, expect, it } from "vitest";
import { filterList, type ListSearch } from "./list-filter";

interface Book {
  title: string;
  author: string;
  genre: string;
  pages: number;
}

const BOOKS: Book[] = [
  { title: "Dune", author: "Frank Herbert", genre: "Science fiction", pages: 412 },
  { title: "Emma", author: "Jane Austen", genre: "Novel", pages: 474 },
  { title: "Hyperion", author: "Dan Simmons", genre: "Science fiction", pages: 482 },
];

const SEARCH: ListSearch<Book> = { fields: ["title", "author"], categoryField: "genre" };

const titles = (query: string, category?: string) =>
  filterList(BOOKS, SEARCH, query, category).map((book) => book.title);

describe("filterList", () => {
  it("matches any search field, ignoring case and surrounding spaces, in the list's order", () => {
    expect(titles("  HERBERT ")).toEqual(["Dune"]);
    expect(titles("on")).toEqual(["Hyperion"]);
    expect(titles("e")).toEqual(["Dune", "Emma", "Hyperion"]);
  });

  it("returns every item, as a new array, for an empty query", () => {
    const all = filterList(BOOKS, SEARCH, " ");
    expect(all).toEqual(BOOKS);
    expect(all).not.toBe(BOOKS);
  });

  it("does not look in other fields", () => {
    expect(titles("science")).toEqual([]);
  });

  it("keeps only the chosen category, exactly, and combines it with the query", () => {
    expect(titles("", "Science fiction")).toEqual(["Dune", "Hyperion"]);
    expect(titles("", "science fiction")).toEqual([]);
    expect(titles("dan", "Science fiction")).toEqual(["Hyperion"]);
    expect(titles("jane", "Science fiction")).toEqual([]);
  });

  it("ignores a category when the search names no category field", () => {
    expect(filterList(BOOKS, { fields: ["title"] }, "", "Novel")).toHaveLength(3);
  });
});
