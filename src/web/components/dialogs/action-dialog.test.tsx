import { screen, waitFor } from "@testing-library/react";
import { PencilIcon } from "lucide-react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FOCUS_FALLBACK, watchFocus } from "../../lib/focus/focus-rescue";
import { renderWithQueryClient } from "../../test-support/render-with-query-client";
import { DialogTitle } from "../ui/dialog";
import { ActionDialog } from "./action-dialog";

/** A row whose Archive dialog, once done, archives the row's matter: its button goes away. */
function Row() {
  const [archived, setArchived] = useState(false);
  return (
    <ul>
      <li aria-label="Contoso" {...{ [FOCUS_FALLBACK]: "" }}>
        {archived ? (
          "Archived"
        ) : (
          <ActionDialog label="Archive" icon={<PencilIcon aria-hidden="true" />}>
            {(close) => (
              <>
                <DialogTitle>Archive Contoso</DialogTitle>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    setArchived(true);
                  }}
                >
                  Archive now
                </button>
              </>
            )}
          </ActionDialog>
        )}
      </li>
    </ul>
  );
}

let stop: () => void;
beforeEach(() => {
  stop = watchFocus(document);
});
afterEach(() => stop());

describe("ActionDialog", () => {
  it("gives the focus back to its button when closed with Escape", async () => {
    const { user } = renderWithQueryClient(<Row />);
    await user.click(screen.getByRole("button", { name: "Archive" }));
    expect(await screen.findByRole("dialog", { name: "Archive Contoso" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Archive" })).toHaveFocus());
  });

  it("gives it to the row around its button when the dialog's action took the button away", async () => {
    const { user } = renderWithQueryClient(<Row />);
    await user.click(screen.getByRole("button", { name: "Archive" }));
    await user.click(await screen.findByRole("button", { name: "Archive now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("listitem", { name: "Contoso" })).toHaveFocus());
  });
});
