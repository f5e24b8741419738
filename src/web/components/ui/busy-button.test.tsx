import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BusyButton } from "./busy-button";

function Form({ busy, onSubmit }: { busy: boolean; onSubmit(): void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <BusyButton type="submit" busy={busy} busyLabel="Submitting" icon={null}>
        Submit Deal
      </BusyButton>
    </form>
  );
}

describe("BusyButton", () => {
  it("keeps the focus while busy, is announced as unavailable, and refuses presses", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    const { rerender } = render(<Form busy={false} onSubmit={onSubmit} />);
    const button = screen.getByRole("button", { name: "Submit Deal" });
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();

    rerender(<Form busy onSubmit={onSubmit} />);
    const busy = screen.getByRole("button", { name: /Submit Deal/ });
    // A disabled button would drop the focus to the page.
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await user.click(busy);
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledOnce();

    rerender(<Form busy={false} onSubmit={onSubmit} />);
    expect(screen.getByRole("button", { name: "Submit Deal" })).not.toHaveAttribute("aria-disabled");
  });
});
