import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FOCUS_FALLBACK, RESCUE_DELAY_MS, watchFocus } from "./focus-rescue";

const settle = () => new Promise((resolve) => setTimeout(resolve, RESCUE_DELAY_MS + 50));

let stop: () => void;
beforeEach(() => {
  document.body.innerHTML = `
    <main id="main-content"><h1>Partner Portal Admin</h1>
      <section><h2 id="list-heading">All Partner Deals</h2>
        <ul><li id="row" ${FOCUS_FALLBACK}><h3>Contoso</h3><button id="approve">Approve</button></li></ul>
      </section>
      <button id="other">Other</button>
    </main>`;
  stop = watchFocus(document);
});
afterEach(() => stop());

const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe("watchFocus", () => {
  it("moves the focus to the row when its focused button goes away", async () => {
    byId("approve").focus();
    byId("approve").remove();
    await settle();
    expect(document.activeElement).toBe(byId("row"));
  });

  it("moves it to the row when its focused button is disabled", async () => {
    byId("approve").focus();
    // The browser drops the focus of a button as it is disabled (jsdom does not: the test drops it first).
    byId("approve").blur();
    byId("approve").setAttribute("disabled", "");
    await settle();
    expect(document.activeElement).toBe(byId("row"));
  });

  it("moves it to the list's heading when the row goes too, and to the screen's when the list goes", async () => {
    byId("approve").focus();
    byId("row").remove();
    await settle();
    expect(document.activeElement).toBe(byId("list-heading"));

    byId("other").focus();
    document.querySelector("section")?.remove();
    byId("other").remove();
    await settle();
    expect(document.activeElement).toBe(document.querySelector("h1"));
  });

  it("keeps the row of a dialog's opener for focus that was inside the dialog", async () => {
    byId("approve").focus();
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.innerHTML = `<button id="confirm">Confirm</button>`;
    document.body.append(dialog);
    byId("confirm").focus();
    dialog.remove();
    byId("approve").remove();
    await settle();
    expect(document.activeElement).toBe(byId("row"));
  });

  it("leaves the focus alone when a person moves it away themselves", async () => {
    byId("approve").focus();
    byId("approve").blur();
    document.querySelector("main")?.append(document.createElement("p"));
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
