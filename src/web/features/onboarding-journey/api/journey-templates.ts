import { useQuery } from "@tanstack/react-query";
import type { SaveJourneyTemplateInput } from "#shared/contracts/onboarding-journey";
import { useWriteThroughMutation } from "#web/lib/queries/use-write-through-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/** The journey templates (the default, then each business type's own) and the courses a course step can name. */
export function useJourneyTemplates() {
  return useQuery(orpc.journey.templates.queryOptions());
}

export const saveJourneyTemplate = (input: SaveJourneyTemplateInput) => client.journey.saveTemplate(input);

/**
 * Replaces one template's steps, in order. The answer is every template, which replaces the cached ones; every
 * partner's journey is brought up to date on the server, so the journey's other answers are read again.
 */
export function useSaveJourneyTemplate() {
  return useWriteThroughMutation(saveJourneyTemplate, {
    writes: orpc.journey.templates.queryKey(),
    invalidates: () => [orpc.journey.key()],
  });
}
