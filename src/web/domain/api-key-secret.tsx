import { SecretShownOnce } from "#web/components/dialogs/secret-shown-once";

/**
 * A key just created, shown whole this once with a Copy button: the portal keeps only its hash
 * (docs/product/api-and-integrations.md#who-manages-keys).
 */
export function ApiKeySecret({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  return (
    <SecretShownOnce
      title={`${name} is ready`}
      description="Copy the key now: this is the only time it is shown. Send it as Authorization: Bearer on /api/v1."
      label="Your new API key"
      copyLabel="Copy Key"
      secret={secret}
      onDone={onDone}
    />
  );
}
