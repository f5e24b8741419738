import type { MouseEvent } from "react";
import { describe, expect, it } from "vitest";
import { plainClick } from "./plain-click";

const click = (fields: Partial<MouseEvent<Element>> = {}) =>
  ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...fields,
  }) as MouseEvent<Element>;

describe("plainClick", () => {
  it("takes a left click with no modifier key", () => {
    expect(plainClick(click())).toBe(true);
  });

  it.each([
    ["the middle button", { button: 1 }],
    ["Cmd", { metaKey: true }],
    ["Ctrl", { ctrlKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
  ])("leaves a click with %s to the link", (_case, fields) => {
    expect(plainClick(click(fields))).toBe(false);
  });
});
