import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PasswordStrength } from "./password-strength";

describe("PasswordStrength", () => {
  it("says nothing until something is typed", () => {
    render(<PasswordStrength id="strength" password="" />);
    expect(screen.queryByRole("meter")).not.toBeInTheDocument();
  });

  it("rates a common password very weak and a long phrase of unrelated words strong, with a sentence", async () => {
    const { rerender } = render(<PasswordStrength id="strength" password="password" />);
    const weak = await screen.findByRole("meter", { name: "Password strength" });
    expect(weak).toHaveAttribute("value", "0");
    expect(weak).toHaveAttribute("aria-valuetext", "Very weak");
    expect(screen.getByText(/Use a few unrelated words/)).toBeInTheDocument();

    rerender(<PasswordStrength id="strength" password="violet harbour trains lamp quietly" />);
    const strong = screen.getByRole("meter", { name: "Password strength" });
    expect(strong).toHaveAttribute("aria-valuetext", "Strong");
    expect(screen.getByText("Very hard to guess.")).toBeInTheDocument();
  });

  it("counts the person's own words as guessable", async () => {
    const { rerender } = render(<PasswordStrength id="strength" password="Northwind2026" />);
    const before = Number((await screen.findByRole("meter")).getAttribute("value"));
    rerender(<PasswordStrength id="strength" password="Northwind2026" userInputs={["Northwind"]} />);
    expect(Number(screen.getByRole("meter").getAttribute("value"))).toBeLessThan(before);
  });
});
