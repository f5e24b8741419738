import { describe, expect, it } from "vitest";
import type { ApplicationFormValues } from "#shared/contracts/applications";
import { sentXhr, useFakeXhr } from "#web/test-support/fake-xhr";
import { applicationFormData, submitApplication } from "./submit-application";

const VALUES: ApplicationFormValues = {
  companyName: "Northwind Traders",
  businessType: "system_integrator",
  website: undefined,
  annualRevenue: 2_500_000,
  contactName: "Nina North",
  contactEmail: "nina@northwind.example",
  contactPhone: undefined,
  businessLicense: undefined,
  yearsInBusiness: 12,
  numberOfEmployees: "51-200",
  primaryIndustry: undefined,
  partnershipReason: "We sell to mid-size retailers.",
  targetMarket: undefined,
  expectedDealsPerYear: undefined,
  salesExperience: 8.5,
  additionalNotes: undefined,
};

describe("applicationFormData", () => {
  it("puts every form value under application[...] as text, empty ones as '', and each file as documents[]", () => {
    const pdf = new File(["%PDF-1.4"], "plan.pdf", { type: "application/pdf" });
    const png = new File(["png"], "logo.png", { type: "image/png" });
    const body = applicationFormData(VALUES, [pdf, png]);
    expect(body.get("application[companyName]")).toBe("Northwind Traders");
    expect(body.get("application[businessType]")).toBe("system_integrator");
    expect(body.get("application[annualRevenue]")).toBe("2500000");
    expect(body.get("application[salesExperience]")).toBe("8.5");
    expect(body.get("application[website]")).toBe("");
    expect(body.get("application[additionalNotes]")).toBe("");
    const fields = [...body.keys()].filter((key) => key.startsWith("application["));
    expect(fields).toHaveLength(Object.keys(VALUES).length);
    const files = body.getAll("documents[]") as File[];
    expect(files.map((file) => file.name)).toEqual(["plan.pdf", "logo.png"]);
  });
});

describe("submitApplication", () => {
  useFakeXhr();

  it("posts multipart to the REST API asking for JSON, reports progress and reads the 201 answer", async () => {
    const progress: number[] = [];
    const outcome = submitApplication(VALUES, [], (percent) => progress.push(percent));
    const xhr = sentXhr();
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/v1/applications");
    expect(xhr.headers).toEqual({ Accept: "application/json" });
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 250, total: 1000 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 500, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
    xhr.respond(201, {
      applicationId: "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f",
      status: "pending",
      submittedAt: "2026-03-05T10:00:00.000Z",
    });
    expect(await outcome).toEqual({
      ok: true,
      application: {
        applicationId: "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f",
        submittedAt: new Date("2026-03-05T10:00:00.000Z"),
      },
    });
    expect(progress).toEqual([25, 100, 100]);
  });

  it("reads the reason of a document refusal", async () => {
    const outcome = submitApplication(VALUES, [], () => {});
    sentXhr().respond(400, {
      defined: false,
      code: "BAD_REQUEST",
      status: 400,
      message:
        '"invoice.pdf" is not a PDF, Word document (doc, docx) or JPEG/PNG image. Please attach one of those.',
      data: { field: "documents" },
    });
    expect(await outcome).toEqual({
      ok: false,
      status: 400,
      message:
        '"invoice.pdf" is not a PDF, Word document (doc, docx) or JPEG/PNG image. Please attach one of those.',
      issues: [],
    });
  });

  it("turns validation issues into field messages and keeps the generic message out", async () => {
    const outcome = submitApplication(VALUES, [], () => {});
    sentXhr().respond(400, {
      defined: false,
      code: "BAD_REQUEST",
      status: 400,
      message: "Input validation failed",
      data: {
        issues: [
          {
            message: "Website must be a full address, e.g. https://example.com.",
            path: ["application", "website"],
          },
          { message: "Please attach at most 10 documents.", path: ["documents"] },
        ],
      },
    });
    expect(await outcome).toEqual({
      ok: false,
      status: 400,
      message: undefined,
      issues: [
        { field: "website", message: "Website must be a full address, e.g. https://example.com." },
        { field: undefined, message: "Please attach at most 10 documents." },
      ],
    });
  });

  it("reads a conflict, the size guard's answer, and a body that is not JSON", async () => {
    const conflict = submitApplication(VALUES, [], () => {});
    sentXhr().respond(409, {
      code: "CONFLICT",
      status: 409,
      message: "An application for this email address is already being reviewed.",
    });
    expect(await conflict).toMatchObject({
      ok: false,
      status: 409,
      message: "An application for this email address is already being reviewed.",
    });

    const tooLarge = submitApplication(VALUES, [], () => {});
    sentXhr().respond(413, {
      code: "PAYLOAD_TOO_LARGE",
      status: 413,
      message: "The request is too large. The limit is 101 MB.",
    });
    expect(await tooLarge).toMatchObject({
      status: 413,
      message: "The request is too large. The limit is 101 MB.",
    });

    const proxyPage = submitApplication(VALUES, [], () => {});
    sentXhr().respond(429, "<html>Too many requests</html>");
    expect(await proxyPage).toEqual({ ok: false, status: 429, issues: [] });
  });

  it("answers status 0 when the network fails", async () => {
    const outcome = submitApplication(VALUES, [], () => {});
    sentXhr().onerror?.();
    expect(await outcome).toEqual({ ok: false, status: 0, issues: [] });
  });
});
