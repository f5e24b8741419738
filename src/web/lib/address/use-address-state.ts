import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * One value kept in the address: how it reads from its query parameter (anything unreadable gives the default)
 * and how it is written (null, e.g. for the default, leaves the parameter out so plain addresses stay plain).
 */
export interface AddressParam<T> {
  read(raw: string | null): T;
  write(value: T): string | null;
}

/** Free text, such as a search; empty is the default. */
export const textParam: AddressParam<string> = {
  read: (raw) => raw ?? "",
  write: (value) => value || null,
};

/** A box ticked in the address as `=1`, left out when not. */
export const flagParam: AddressParam<boolean> = {
  read: (raw) => raw === "1",
  write: (value) => (value ? "1" : null),
};

/** Any id (a person's, or a word such as "none"), "all" when the address names none. */
export const idOrAllParam: AddressParam<string> = {
  read: (raw) => raw || "all",
  write: (value) => (value === "all" ? null : value),
};

/** One of a list's choices, `fallback` (e.g. "all") when the address names none or an unknown one. */
export function choiceParam<T extends string>(choices: readonly T[], fallback: T): AddressParam<T> {
  return {
    read: (raw) => choices.find((choice) => choice === raw) ?? fallback,
    write: (value) => (value === fallback ? null : value),
  };
}

/**
 * A chosen record (a partner, a person) kept whole as JSON, so the address can show its name again after a
 * reload; `parse` checks what an address holds and throws on anything else, which reads as none.
 */
export function recordParam<T>(parse: (value: unknown) => T): AddressParam<T | null> {
  return {
    read: (raw) => {
      if (!raw) return null;
      try {
        return parse(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    write: (value) => (value === null ? null : JSON.stringify(value)),
  };
}

/** Parameter names of one list on a screen: a prefix keeps two lists' parameters apart. */
export const pageParamOf = (prefix: string) => `${prefix}page`;
export const sizeParamOf = (prefix: string) => `${prefix}size`;

/** How a change goes into the browser's history: a step of its own (push) or in place of the current one. */
export interface AddressWrite {
  replace?: boolean;
}

/**
 * Writes query parameters of one list, keeping every other parameter of the address. A new search or filter
 * starts the list again at page 1, so any write that does not name the page drops it.
 */
export function useAddressWriter(prefix = "") {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (changes: Record<string, string | null>, { replace = false }: AddressWrite = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!(pageParamOf(prefix) in changes)) next.delete(pageParamOf(prefix));
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [prefix, setSearchParams],
  );
}

type Values<Params> = { [Name in keyof Params]: Params[Name] extends AddressParam<infer T> ? T : never };

/**
 * A list's filters kept in the address (docs/product/shell-and-navigation.md#lists-and-the-address), so Back,
 * reload and a shared link show the same view. A change pushes a history entry unless asked to replace it, and
 * returns the list to page 1.
 */
export function useAddressState<Params extends Record<string, AddressParam<unknown>>>(
  params: Params,
  prefix = "",
): [Values<Params>, (changes: Partial<Values<Params>>, write?: AddressWrite) => void] {
  const [searchParams] = useSearchParams();
  const write = useAddressWriter(prefix);
  const names = Object.keys(params);
  const raws = names.map((name) => searchParams.get(prefix + name));
  const key = JSON.stringify(raws);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values change only when their parameters do.
  const values = useMemo(
    () =>
      Object.fromEntries(
        names.map((name, index) => [name, (params[name] as AddressParam<unknown>).read(raws[index] ?? null)]),
      ) as Values<Params>,
    [key],
  );
  const set = useCallback(
    (changes: Partial<Values<Params>>, options?: AddressWrite) =>
      write(
        Object.fromEntries(
          Object.entries(changes).map(([name, value]) => [
            prefix + name,
            (params[name] as AddressParam<unknown>).write(value),
          ]),
        ),
        options,
      ),
    [params, prefix, write],
  );
  return [values, set];
}
