import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { partnerResources } from "#server/db/schema/index";
import { createResource } from "#tests/factories/resources";
import {
  describeFeatureAccess,
  featureCase,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";

const given = setUpFeatureAccessApp("manage_partners");
const db = () => given.app.testDatabase.database.db;

const publicResource = () =>
  createResource(db(), { title: `Access ${crypto.randomUUID()}`, storage: given.app.storage });
const rowsTitled = (title: string) =>
  db().select().from(partnerResources).where(eq(partnerResources.title, title));

// Every partner reads and downloads the public library; partner administrators (manage_partners) also see
// drafts, upload and delete (docs/product/resources.md#who-may-do-what).
describeFeatureAccess(given, "resources", {
  list: featureCase({
    allowed: ["partnerA", "partnerB", "permitted", "admin"],
    prepare: publicResource,
    call: (client, target) => client.resources.list({ search: target.title }),
    verify: async (target, result) => {
      expect((result as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([target.id]);
    },
  }),
  upload: featureCase({
    allowed: ["permitted", "admin"],
    prepare: async () => ({ title: `Access ${crypto.randomUUID()}` }),
    call: (client, target) =>
      client.resources.upload({
        resource: { title: target.title },
        file: sampleFile(SAMPLE_PDF, "access.pdf"),
      }),
    verify: async (target) => {
      expect(await rowsTitled(target.title)).toHaveLength(1);
    },
  }),
  delete: featureCase({
    allowed: ["permitted", "admin"],
    prepare: publicResource,
    call: (client, target) => client.resources.delete({ id: target.id }),
    verify: async (target) => {
      expect(await rowsTitled(target.title)).toHaveLength(0);
    },
  }),
  download: featureCase({
    allowed: ["partnerA", "partnerB", "permitted", "admin"],
    prepare: publicResource,
    call: (client, target) => client.resources.download({ id: target.id }),
    verify: async (_target, result) => {
      // The body's bytes are read over HTTP in read-resource-file.test.ts; over RPC it arrives as a stream.
      expect(result).toMatchObject({ status: 200, headers: { "content-type": "application/pdf" } });
    },
  }),
});
