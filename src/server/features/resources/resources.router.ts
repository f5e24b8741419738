import { z } from "zod";
import { featureRouter } from "#server/rpc/feature-router";
import { fileResponse } from "#server/rpc/file-response";
import { API_KEYS_ALLOWED, partnerOrPermissionProcedure, permissionProcedure } from "#server/rpc/procedures";
import {
  downloadResourceInput,
  listResourcesInput,
  listResourcesOutput,
  resourceIdInput,
  resourceItem,
  uploadResourceInput,
} from "#shared/contracts/resources";
import { deleteResource } from "./delete-resource";
import { listResources } from "./list-resources";
import { readResourceFile } from "./read-resource-file";
import { RESOURCE_FILE } from "./resource-files";
import { uploadResource } from "./upload-resource";

/** Partners read the public library; partner administrators (manage_partners) see drafts and change it. */
const readers = () => partnerOrPermissionProcedure("manage_partners");
const editors = () => permissionProcedure("manage_partners");

const RESOURCES_TAG = {
  name: "Resources",
  description: "Files for partners (price lists, decks, guides): listed, downloaded, managed by staff.",
};

export const resourcesRouter = featureRouter(RESOURCES_TAG, {
  list: readers()
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/resources",
      summary: "The resource library, newest first, one page",
      description:
        "`search` matches the title only, ignoring case; `contentType` filters. Partners see public resources; administrators drafts too.",
    })
    .input(listResourcesInput)
    .output(listResourcesOutput)
    .handler(({ input, context }) => listResources(context.db, context.scope, input)),

  upload: editors()
    .meta({ upload: RESOURCE_FILE })
    .route({
      method: "POST",
      path: "/resources",
      summary: "Add a resource with its file",
      description:
        "multipart/form-data with resource[title], resource[description], resource[contentType] (deck, video, pdf) and resource[isPublic], and the file as file: PDF, PowerPoint, Word (50 MB) or video (mp4, mov, avi; 500 MB). The file's content must match its name.",
      successStatus: 201,
    })
    .input(uploadResourceInput)
    .output(resourceItem)
    .handler(({ input, context }) => uploadResource(context, context.caller, input)),

  delete: editors()
    .route({
      method: "DELETE",
      path: "/resources/{id}",
      summary: "Remove a resource and its file",
    })
    .input(resourceIdInput)
    .output(z.object({ deleted: z.literal(true) }))
    .handler(async ({ input, context }) => {
      await deleteResource(context, context.caller, input.id);
      return { deleted: true as const };
    }),

  download: readers()
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/resources/{id}/file",
      summary:
        "A resource's file, streamed; honours Range (206, or 416 outside the file) for seeking in videos",
      description:
        "PDFs and videos are served inline, office files as attachments. A partner's download is audited (resource_downloaded).",
      outputStructure: "detailed",
    })
    .input(downloadResourceInput)
    .output(fileResponse)
    .handler(({ input, context }) =>
      readResourceFile(context, context.caller, context.scope, {
        id: input.id,
        range: context.headers.get("range"),
        headOnly: context.headOnly,
      }),
    ),
});
