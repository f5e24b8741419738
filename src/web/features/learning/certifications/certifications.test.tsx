import { ORPCError } from "@orpc/client";
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { certificationItem } from "../learning-fixtures";
import { Certifications } from "./certifications";

const api = vi.mocked(client.learning);

const renderCertifications = () =>
  renderWithQueryClient(
    <MemoryRouter>
      <Certifications courseAddress={(id) => `/lms/courses/${id}`} />
    </MemoryRouter>,
  );

/** The toast with this title, to read its description. */
const toastTitled = async (title: string) =>
  within((await screen.findByText(title)).closest("[data-sonner-toast]") as HTMLElement);

describe("Certifications", () => {
  afterEach(() => {
    vi.resetAllMocks();
    vi.unstubAllGlobals();
  });

  it("lists each completed course with its completion date and best score", async () => {
    api.certifications.mockResolvedValue({
      items: [
        certificationItem({ courseTitle: "Sales Fundamentals", bestScore: 90 }),
        certificationItem({
          courseTitle: "Data Privacy",
          bestScore: null,
          completedAt: new Date("2026-11-01T12:00:00Z"),
        }),
      ],
    });
    renderCertifications();
    const sales = within(
      (await screen.findByRole("heading", { level: 3, name: "Sales Fundamentals" })).closest(
        "li",
      ) as HTMLElement,
    );
    expect(sales.getByText("Oct 02, 2026")).toBeInTheDocument();
    expect(sales.getByText("90%")).toBeInTheDocument();
    expect(sales.getByRole("button", { name: "Download Certificate for Sales Fundamentals" })).toBeEnabled();
    expect(sales.getByRole("link", { name: "Verification page for Sales Fundamentals" })).toHaveAttribute(
      "href",
      "/verify/ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    );
    const privacy = within(
      screen.getByRole("heading", { level: 3, name: "Data Privacy" }).closest("li") as HTMLElement,
    );
    expect(privacy.getByText("Nov 01, 2026")).toBeInTheDocument();
    expect(privacy.getByText("No quiz")).toBeInTheDocument();
  });

  it("says plainly when no course is completed yet", async () => {
    api.certifications.mockResolvedValue({ items: [] });
    renderCertifications();
    expect(await screen.findByText("No certifications yet.")).toBeInTheDocument();
  });

  it("toasts Error Loading Certifications with the server's reason when the list fails", async () => {
    api.certifications.mockRejectedValue(
      new ORPCError("INTERNAL_SERVER_ERROR", { status: 500, message: "The database is unavailable." }),
    );
    renderCertifications();
    const shown = await toastTitled("Error Loading Certifications");
    expect(shown.getByText("The database is unavailable.")).toBeInTheDocument();
  });

  it("fetches the PDF of the enrollment and toasts Certificate Error with the server's reason when refused", async () => {
    const item = certificationItem({ courseTitle: "Sales Fundamentals" });
    api.certifications.mockResolvedValue({ items: [item] });
    const fetched = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: "CONFLICT",
            status: 409,
            message: "A certificate can be downloaded only for a completed course.",
          }),
          { status: 409, headers: { "content-type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", fetched);
    const { user } = renderCertifications();
    await user.click(
      await screen.findByRole("button", { name: "Download Certificate for Sales Fundamentals" }),
    );
    const shown = await toastTitled("Certificate Error");
    expect(
      shown.getByText("A certificate can be downloaded only for a completed course."),
    ).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledWith(`/api/v1/learning/certificates/${item.enrollmentId}/pdf`, {
      credentials: "same-origin",
    });
  });
});
