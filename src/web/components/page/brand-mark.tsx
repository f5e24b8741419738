import { HandshakeIcon } from "lucide-react";

export function BrandMark() {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground"
    >
      <HandshakeIcon className="size-4" />
    </span>
  );
}
