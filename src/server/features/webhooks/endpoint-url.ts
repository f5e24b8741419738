import type { Config } from "#server/config";
import { AppError } from "#server/platform/app-error";
import { checkEndpointUrl, WebhookAddressError } from "#server/platform/webhooks/endpoint-address";

/** Refuses, on the URL field, an endpoint address webhooks may not go to (decision 0030). */
export async function checkNewEndpointUrl(
  config: Pick<Config, "webhooksAllowInsecure">,
  url: string,
): Promise<void> {
  try {
    await checkEndpointUrl(url, { allowInsecure: config.webhooksAllowInsecure });
  } catch (error) {
    if (error instanceof WebhookAddressError) {
      throw new AppError("bad_request", error.message, { field: "url", refusal: error.refusal });
    }
    throw error;
  }
}
