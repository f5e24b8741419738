import { SecretShownOnce } from "#web/components/dialogs/secret-shown-once";

/**
 * An endpoint's signing secret, just made or just replaced, shown whole this once with a Copy button
 * (docs/product/api-and-integrations.md#webhooks).
 */
export function WebhookSecret({ title, secret, onDone }: { title: string; secret: string; onDone(): void }) {
  return (
    <SecretShownOnce
      title={title}
      description="Copy the signing secret now: this is the only time it is shown. Your receiver checks each delivery's signature with it."
      label="Signing secret"
      copyLabel="Copy Secret"
      secret={secret}
      onDone={onDone}
    />
  );
}
