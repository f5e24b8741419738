import { describe, expect, it } from "vitest";
import { resourceFormData, uploadRefusal } from "./upload-resource";

describe("resourceFormData", () => {
  it("names each field resource[...] and leaves an empty description out", () => {
    const file = new File(["%PDF-1.4"], "prices.pdf", { type: "application/pdf" });
    const body = resourceFormData({ title: "Price Sheet", contentType: "pdf", isPublic: true, file });
    expect([...body.keys()]).toEqual([
      "resource[title]",
      "resource[contentType]",
      "resource[isPublic]",
      "file",
    ]);
    expect(body.get("resource[isPublic]")).toBe("true");
    expect((body.get("file") as File).name).toBe("prices.pdf");
  });
});

describe("uploadRefusal", () => {
  it("puts the file check's refusal at the file", () => {
    expect(uploadRefusal({ status: 400, message: "not a PDF", field: "file", issues: [] })).toEqual({
      ok: false,
      status: 400,
      message: undefined,
      issues: [{ field: "file", message: "not a PDF" }],
      fileRefused: true,
    });
  });

  it("puts a 413 at the file, with or without a message", () => {
    expect(uploadRefusal({ status: 413, message: "too large", issues: [] })).toMatchObject({
      message: undefined,
      issues: [{ field: "file", message: "too large" }],
      fileRefused: true,
    });
    expect(uploadRefusal({ status: 413, issues: [] })).toMatchObject({
      issues: [{ field: "file", message: "The file is too large. Please choose a smaller file." }],
    });
    // The multipart guard names the file twice (data.field and data.issues): it shows once.
    expect(
      uploadRefusal({
        status: 413,
        message: "too large",
        field: "file",
        issues: [{ path: ["file"], message: "too large" }],
      }).issues,
    ).toEqual([{ field: "file", message: "too large" }]);
  });

  it("names a resource field by its own name and keeps a generic message out", () => {
    expect(
      uploadRefusal({
        status: 400,
        message: "Input validation failed",
        issues: [{ path: ["resource", "title"], message: "Title is required." }],
      }),
    ).toEqual({
      ok: false,
      status: 400,
      message: undefined,
      issues: [{ field: "title", message: "Title is required." }],
      fileRefused: false,
    });
  });

  it("keeps a message that names no field for beside the button", () => {
    expect(uploadRefusal({ status: 403, message: "You may not do that.", issues: [] })).toMatchObject({
      message: "You may not do that.",
      issues: [],
      fileRefused: false,
    });
  });
});
