import { describe, expect, it } from "vitest";
import { APPLICATION_DOCUMENTS } from "../features/applications/application-documents";
import { router } from "../router";
import { declaredUploads } from "./declared-uploads";
import { publicProcedure } from "./procedures";

describe("declared uploads", () => {
  it("lists each procedure that declares files under its RPC path and its REST route", () => {
    expect(declaredUploads(router)).toEqual({
      "/rpc/applications/submit": APPLICATION_DOCUMENTS,
      "/api/v1/applications": APPLICATION_DOCUMENTS,
    });
  });

  it("skips procedures without a declaration and gives a procedure without a route only its RPC path", () => {
    const declaration = { ...APPLICATION_DOCUMENTS, maxFiles: 1 };
    const uploads = declaredUploads({
      files: { put: publicProcedure.meta({ upload: declaration }).handler(() => null) },
      plain: publicProcedure.handler(() => null),
    });
    expect(uploads).toEqual({ "/rpc/files/put": declaration });
  });
});
