import type { ReactNode } from "react";
import { formatMoney } from "#shared/format";
import { APPLICATION_SECTIONS, type ApplicationField } from "../application-fields";
import { ApplicationDocumentList } from "./application-document-list";

const NOT_PROVIDED = <span className="text-muted-foreground">Not provided</span>;

/** One answer as the reviewer reads it: labels for choices, money as dollars, addresses as links. */
function answer(field: ApplicationField, value: unknown): ReactNode {
  if (value === null || value === undefined || value === "") return NOT_PROVIDED;
  const text = String(value);
  switch (field.kind) {
    case "select":
      return field.options[text] ?? text;
    case "number":
      return field.money && typeof value === "number" ? formatMoney(value) : text;
    case "url":
      return /^https?:\/\//i.test(text) ? (
        <a
          href={text}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-primary hover:underline"
        >
          {text}
        </a>
      ) : (
        text
      );
    case "email":
      return (
        <a href={`mailto:${text}`} className="break-all text-primary hover:underline">
          {text}
        </a>
      );
    case "textarea":
      return <span className="whitespace-pre-line">{text}</span>;
    default:
      return text;
  }
}

/** Every answer of an application, in the sections of the form the applicant filled in. */
export function ApplicationDataView({
  applicationId,
  data,
  documents,
}: {
  applicationId: string;
  data: Record<string, unknown>;
  documents: { name: string; type: string; size: number }[];
}) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      {APPLICATION_SECTIONS.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`detail-${section.id}`}
          className="grid min-w-0 grid-cols-1 gap-3"
        >
          <h3 id={`detail-${section.id}`} className="border-b pb-2 font-semibold">
            {section.title}
          </h3>
          {section.id === "documents" ? (
            <ApplicationDocumentList applicationId={applicationId} documents={documents} />
          ) : (
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {section.fields.map((field) => (
                <div
                  key={field.name}
                  className={
                    field.kind === "textarea"
                      ? "grid content-start gap-1 sm:col-span-2"
                      : "grid content-start gap-1"
                  }
                >
                  <dt className="text-muted-foreground">{field.label}</dt>
                  <dd className="break-words font-medium">{answer(field, data[field.name])}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}
