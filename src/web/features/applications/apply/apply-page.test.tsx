import { render, screen, waitFor, within } from "@testing-library/react";
import { type UserEvent, userEvent } from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApplicationFormValues } from "#shared/contracts/applications";
import { Toaster } from "#web/components/ui/toaster";
import { wholeText } from "#web/test-support/whole-text-matcher";
import type { SubmitOutcome } from "../api/submit-application";
import { carriedEmail } from "../status/carried-email";
import { ApplyPage } from "./apply-page";

const { upload } = vi.hoisted(() => ({
  upload:
    vi.fn<
      (submission: {
        values: ApplicationFormValues;
        documents: readonly File[];
        onProgress(percent: number): void;
      }) => Promise<SubmitOutcome>
    >(),
}));
vi.mock("../api/submit-application", () => ({
  submitApplication: (
    values: ApplicationFormValues,
    documents: readonly File[],
    onProgress: (percent: number) => void,
  ) => upload({ values, documents, onProgress }),
}));

/** The status page, saying which e-mail it was carried. */
function StatusPageOpened() {
  return <p>Status of {carriedEmail(useLocation().state) ?? "nobody"}</p>;
}

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={["/apply"]}>
      <Routes>
        <Route path="/apply" element={<ApplyPage />} />
        <Route path="/status" element={<StatusPageOpened />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const fileOf = (name: string, size: number) => {
  const file = new File(["x"], name, { type: "application/pdf" });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

const pick = (user: UserEvent, ...files: File[]) =>
  user.upload(screen.getByLabelText(/^Attach documents/), files);

const attached = () => within(screen.getByRole("list", { name: "Attached documents" }));

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Company Name/), "Northwind Traders");
  await user.type(screen.getByLabelText(/^Contact Name/), "Nina North");
  await user.type(screen.getByLabelText(/^Contact Email/), "Nina@Northwind.example");
  await user.type(screen.getByLabelText(/^Why do you want to partner/), "We sell to mid-size retailers.");
  await user.selectOptions(screen.getByRole("combobox", { name: /^Business Type/ }), "System Integrator");
}

describe("ApplyPage", () => {
  afterEach(() => vi.resetAllMocks());

  it("shows the six sections with their required fields marked", () => {
    renderPage();
    for (const section of [
      "Company Information",
      "Contact Information",
      "Business Details",
      "Partnership Details",
      "Supporting Documents",
      "Additional Notes",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Company Name/)).toHaveAttribute("aria-required", "true");
    expect(screen.getByLabelText(/^Website/)).toHaveAttribute("type", "url");
    expect(screen.getByLabelText(/^Years of Sales Experience/)).toHaveAttribute("step", "0.1");
    expect(screen.getByRole("combobox", { name: /^Business Type/ })).toBeInTheDocument();
  });

  it("shows each required field's message, focuses the first and sends nothing", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Company name is required.")).toBeInTheDocument();
    expect(screen.getByText("Please choose a business type.")).toBeInTheDocument();
    expect(screen.getByText("Contact name is required.")).toBeInTheDocument();
    expect(screen.getByText("Contact email is required.")).toBeInTheDocument();
    expect(screen.getByText("Why you want to partner with us is required.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(screen.getByLabelText(/^Company Name/)).toHaveFocus());
    expect(upload).not.toHaveBeenCalled();
  });

  it("checks formats too: e-mail, website and whole numbers", async () => {
    const user = renderPage();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/^Contact Email/));
    await user.type(screen.getByLabelText(/^Contact Email/), "nina");
    await user.clear(screen.getByLabelText(/^Website/));
    await user.type(screen.getByLabelText(/^Website/), "northwind");
    await user.clear(screen.getByLabelText(/^Years in Business/));
    await user.type(screen.getByLabelText(/^Years in Business/), "2.5");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText(/Website must be a full address/)).toBeInTheDocument();
    expect(screen.getByText("Years in business must be a whole number.")).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("lists picked documents with their size in KB and removes one", async () => {
    const user = renderPage();
    await pick(user, fileOf("plan.pdf", 12_595), fileOf("logo.png", 2048));
    expect(attached().getByText("plan.pdf")).toBeInTheDocument();
    expect(attached().getByText("12.3 KB")).toBeInTheDocument();
    expect(attached().getByText("2.0 KB")).toBeInTheDocument();
    expect(screen.getByText("2 of 10 files attached.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove plan.pdf" }));
    expect(attached().queryByText("plan.pdf")).not.toBeInTheDocument();
    expect(screen.getByText("1 of 10 files attached.")).toBeInTheDocument();
  });

  it("refuses an eleventh document and one over 10 MB", async () => {
    const user = renderPage();
    await pick(user, ...Array.from({ length: 10 }, (_, n) => fileOf(`doc-${n}.pdf`, 1000)));
    expect(attached().getAllByRole("listitem")).toHaveLength(10);
    await pick(user, fileOf("eleventh.pdf", 1000));
    expect(screen.getByRole("alert")).toHaveTextContent(
      '"eleventh.pdf" was not added: please attach at most 10 documents.',
    );
    expect(attached().getAllByRole("listitem")).toHaveLength(10);

    await user.click(screen.getByRole("button", { name: "Remove doc-0.pdf" }));
    await pick(user, fileOf("huge.pdf", 10 * 1024 * 1024 + 1));
    expect(screen.getByRole("alert")).toHaveTextContent('"huge.pdf" is larger than 10 MB.');
    expect(attached().getAllByRole("listitem")).toHaveLength(9);
  });

  it("sends the checked values with the documents and shows Application Submitted!", async () => {
    upload.mockImplementation(async ({ onProgress }) => {
      onProgress(40);
      return {
        ok: true,
        application: { applicationId: "id-1", submittedAt: new Date("2026-03-05T10:00:00Z") },
      };
    });
    const user = renderPage();
    await fillRequired(user);
    await pick(user, fileOf("plan.pdf", 5000));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Application Submitted!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Application Submitted Successfully")).toBeInTheDocument();
    expect(
      screen.getByText(
        wholeText("Thank you for applying. We'll review your application within 3-5 business days."),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Mar 05, 2026")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Check Application Status" })).toHaveAttribute("href", "/status");
    expect(screen.getByRole("link", { name: "Go to Partner Login" })).toHaveAttribute(
      "href",
      "/partner/login",
    );
    const { values, documents } = upload.mock.calls[0]?.[0] ?? {};
    expect(values).toMatchObject({
      companyName: "Northwind Traders",
      businessType: "system_integrator",
      contactEmail: "nina@northwind.example",
      website: undefined,
    });
    expect(documents?.map((document) => document.name)).toEqual(["plan.pdf"]);

    // The status page opens with the e-mail the application was filed with.
    await user.click(screen.getByRole("link", { name: "Check Application Status" }));
    expect(screen.getByText("Status of nina@northwind.example")).toBeInTheDocument();
  });

  it("shows Application Failed and the server's reason beside the button, and field issues under their field", async () => {
    upload.mockResolvedValue({
      ok: false,
      status: 409,
      message: "An application for this email address is already being reviewed.",
      issues: [{ field: "website", message: "Website must be a full address, e.g. https://example.com." }],
    });
    const user = renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Application Failed")).toBeInTheDocument();
    expect(
      screen.getByText("There was an error submitting your application. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "An application for this email address is already being reviewed.",
    );
    expect(screen.getByText("Website must be a full address, e.g. https://example.com.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });
});
