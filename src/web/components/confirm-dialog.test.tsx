import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { FOCUS_FALLBACK } from "../lib/focus-rescue";
import { renderWithQueryClient } from "../test-support/render-with-query-client";
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

describe("ConfirmDialog", () => {
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
