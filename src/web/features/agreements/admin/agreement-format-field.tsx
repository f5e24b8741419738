import { useId } from "react";
import { AGREEMENT_FORMATS } from "#shared/contracts/agreements";
import { Label } from "#web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "#web/components/ui/radio-group";

type Format = (typeof AGREEMENT_FORMATS)[number];

const LABELS: Record<Format, string> = {
  markdown: "Write the text",
  pdf: "Upload a PDF",
};

/** How the new version's text is given: written here in Markdown, or a PDF file whose pages are signed. */
export function AgreementFormatField({
  value,
  onChange,
  disabled,
}: {
  value: Format;
  onChange(format: Format): void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">How the text is given</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as Format)}
        disabled={disabled}
        className="flex flex-wrap gap-x-6 gap-y-2"
      >
        {AGREEMENT_FORMATS.map((format) => (
          <div key={format} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${format}`} value={format} />
            <Label htmlFor={`${id}-${format}`} className="font-normal">
              {LABELS[format]}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
