import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatCard, StatGrid } from "./stat-grid";

describe("StatGrid", () => {
  it("pairs each label with its figure and note in one description list", () => {
    render(
      <StatGrid>
        <StatCard label="Enrolled" value="1,284" note="Learners across all courses" />
        <StatCard
          label="Churn Rate"
          value="2.1%"
          note="-0.3% from last month"
          noteClassName="text-green-700"
        />
      </StatGrid>,
    );
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Enrolled", "Churn Rate"]);
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "1,284",
      "Learners across all courses",
      "2.1%",
      "-0.3% from last month",
    ]);
    expect(screen.getByText("-0.3% from last month")).toHaveClass("text-green-700");
    expect(screen.getByText("-0.3% from last month")).not.toHaveClass("text-muted-foreground");
  });
});
