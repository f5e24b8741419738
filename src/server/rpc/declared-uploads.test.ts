import { describe, expect, it } from "vitest";
import { APPLICATION_DOCUMENTS } from "../features/applications/application-documents";
import { router } from "../router";
import { declaredUploads } from "./declared-uploads";
import { publicProcedure } from "./procedures";

describe("declared uploads", () => {
  it("finds each procedure that declares files at its RPC path and its REST route", () => {
    const uploads = declaredUploads(router);
    expect(uploads.find("/rpc/applications/submit")).toBe(APPLICATION_DOCUMENTS);
    expect(uploads.find("/api/v1/applications")).toBe(APPLICATION_DOCUMENTS);
    expect(uploads.find("/api/v1/applications/status")).toBeUndefined();
    expect(uploads.find("/rpc/applications/status")).toBeUndefined();
  });

  it("names who may call each upload procedure, to be checked before its body is read", () => {
    const uploads = declaredUploads(router);
    expect(uploads.access("/api/v1/applications")).toEqual({ kind: "public" });
    expect(uploads.access("/rpc/resources/upload")).toEqual({
      kind: "permission",
      anyOf: ["manage_partners"],
    });
    expect(uploads.access("/api/v1/deals")).toMatchObject({ kind: "partner-or-permission" });
    expect(uploads.access("/api/v1/deals/stats")).toBeUndefined();
  });

  it("skips procedures without a declaration and gives a procedure without a route only its RPC path", () => {
    const declaration = { ...APPLICATION_DOCUMENTS, maxFiles: 1 };
    const uploads = declaredUploads({
      files: { put: publicProcedure.meta({ upload: declaration }).handler(() => null) },
      plain: publicProcedure.handler(() => null),
    });
    expect(uploads.find("/rpc/files/put")).toBe(declaration);
    expect(uploads.find("/rpc/plain")).toBeUndefined();
    expect(uploads.find("/api/v1/files/put")).toBeUndefined();
  });

  it("matches a REST route's parameters as path segments, and nothing else", () => {
    const uploads = declaredUploads({
      deals: {
        attach: publicProcedure
          .meta({ upload: APPLICATION_DOCUMENTS })
          .route({ method: "POST", path: "/deals/{id}/proposal" })
          .handler(() => null),
      },
    });
    expect(uploads.find("/api/v1/deals/1f2e/proposal")).toBe(APPLICATION_DOCUMENTS);
    expect(uploads.find("/api/v1/deals/1f2e/x/proposal")).toBeUndefined();
    expect(uploads.find("/api/v1/deals//proposal")).toBeUndefined();
    expect(uploads.find("/api/v1/deals/1f2e/proposal/extra")).toBeUndefined();
  });
});
