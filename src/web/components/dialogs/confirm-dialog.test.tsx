import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, onTestFinished } from "vitest";
import { FOCUS_FALLBACK, watchFocus } from "../../lib/focus/focus-rescue";
import { useRadixInJsdom } from "../../test-support/radix-in-jsdom";
import { renderWithQueryClient } from "../../test-support/render-with-query-client";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";
import { ConfirmDialog } from "./confirm-dialog";

/** A row whose Close button asks first; confirming closes the row's matter, so the button goes away. */
function Row({ tone }: { tone?: "destructive" | "default" }) {
  const [asking, setAsking] = useState(false);
  const [closed, setClosed] = useState(false);
  return (
    <ul>
      <li aria-label="Contoso" {...{ [FOCUS_FALLBACK]: "" }}>
        {closed ? (
          "Closed"
        ) : (
          <button type="button" onClick={() => setAsking(true)}>
            Close Contoso
          </button>
        )}
        <ConfirmDialog
          open={asking}
          onClose={() => setAsking(false)}
          title="Close Contoso?"
          description="Closed deals are final."
          action="Mark Closed Won"
          busy={false}
          tone={tone}
          onConfirm={() => {
            setAsking(false);
            setClosed(true);
          }}
        />
      </li>
    </ul>
  );
}

/** A status menu whose Suspended asks first, as the partners' status menu does. */
function StatusMenu() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Select value="active" onValueChange={(next) => setAsking(next === "suspended")}>
        <SelectTrigger aria-label="Status of Contoso">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="active">Active</SelectItem>
          <SelectItem value="suspended">Suspended</SelectItem>
        </SelectContent>
      </Select>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Suspend Contoso?"
        description="The contact is signed out at once."
        action="Suspend Partner"
        busy={false}
        onConfirm={() => setAsking(false)}
      />
    </>
  );
}

describe("ConfirmDialog", () => {
  useRadixInJsdom();

  it("gives the focus back to the menu whose choice opened it", async () => {
    const stop = watchFocus(document);
    onTestFinished(stop);
    const { user } = renderWithQueryClient(<StatusMenu />);
    await user.click(screen.getByRole("combobox", { name: "Status of Contoso" }));
    await user.click(await screen.findByRole("option", { name: "Suspended" }));
    expect(await screen.findByRole("alertdialog", { name: "Suspend Contoso?" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Status of Contoso" })).toHaveFocus());
  });

  it("gives the focus back to the control that opened it when Escape closes it", async () => {
    const { user } = renderWithQueryClient(<Row />);
    await user.click(screen.getByRole("button", { name: "Close Contoso" }));
    expect(await screen.findByRole("alertdialog", { name: "Close Contoso?" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Close Contoso" })).toHaveFocus());
  });

  it("gives it back on Cancel too", async () => {
    const { user } = renderWithQueryClient(<Row />);
    await user.click(screen.getByRole("button", { name: "Close Contoso" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Close Contoso" })).toHaveFocus());
  });

  it("focuses the row around the control when confirming took the control away", async () => {
    const { user } = renderWithQueryClient(<Row />);
    await user.click(screen.getByRole("button", { name: "Close Contoso" }));
    await user.click(await screen.findByRole("button", { name: "Mark Closed Won" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("listitem", { name: "Contoso" })).toHaveFocus());
  });

  it("paints the action red only when it is destructive", async () => {
    const { user } = renderWithQueryClient(<Row tone="default" />);
    await user.click(screen.getByRole("button", { name: "Close Contoso" }));
    const action = await screen.findByRole("button", { name: "Mark Closed Won" });
    expect(action).toHaveClass("bg-primary");
    expect(action).not.toHaveClass("bg-destructive");
  });

  it("paints a destructive action red, over a backdrop that dims the page", async () => {
    const { user } = renderWithQueryClient(<Row />);
    await user.click(screen.getByRole("button", { name: "Close Contoso" }));
    expect(await screen.findByRole("button", { name: "Mark Closed Won" })).toHaveClass("bg-destructive");
    expect(document.querySelector(".bg-black\\/50[data-state='open']")).toBeInTheDocument();
  });
});
