import { describe, expect, it } from "vitest";
import { inertAround } from "./inert-around";

describe("inertAround", () => {
  it("makes all but the kept element inert, and releases only what it marked", () => {
    document.body.innerHTML = `
      <div id="root"><main id="main"><button>Behind</button></main></div>
      <div id="dialog" aria-hidden="true"><div id="frame"><button>In the dialog</button><div id="list"></div></div></div>
      <div id="already" inert></div>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    const release = inertAround(byId("list"));
    expect(byId("root")).toHaveAttribute("inert");
    expect(byId("list")).not.toHaveAttribute("inert");
    expect(byId("dialog")).not.toHaveAttribute("inert");
    expect(byId("frame").querySelector("button")).toHaveAttribute("inert");

    release();
    expect(byId("root")).not.toHaveAttribute("inert");
    expect(byId("frame").querySelector("button")).not.toHaveAttribute("inert");
    // What others marked stays as they left it.
    expect(byId("already")).toHaveAttribute("inert");
    expect(byId("dialog")).toHaveAttribute("aria-hidden", "true");
  });

  it("releases everything even when a dialog had hidden the page first", () => {
    document.body.innerHTML = `<div id="root" aria-hidden="true" data-aria-hidden="true"></div><div id="list"></div>`;
    const release = inertAround(document.getElementById("list") as HTMLElement);
    release();
    expect(document.getElementById("root")).not.toHaveAttribute("inert");
  });
});
