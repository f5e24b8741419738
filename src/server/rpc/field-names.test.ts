import { getEventIteratorSchemaDetails } from "@orpc/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { router } from "../router";
import { listProcedures } from "./list-procedures";

// Every field of every procedure's input and output is camelCase, over /rpc and /api/v1 alike (both read these
// schemas; multipart forms name the same fields in brackets). Values, and keys of maps keyed by values such as
// the deal statuses, are not field names: JSON Schema gives those as propertyNames, not properties.

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

/** The names under every `properties` of a JSON Schema, with where they are. */
function fieldNames(node: unknown, path: string): string[] {
  if (node === null || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, child]) => {
    if (key !== "properties" || child === null || typeof child !== "object") {
      return fieldNames(child, path);
    }
    return Object.entries(child).flatMap(([name, schema]) => [
      `${path}.${name}`,
      ...fieldNames(schema, `${path}.${name}`),
    ]);
  });
}

const PROCEDURES = listProcedures(router).map(({ path, procedure }) => {
  const { inputSchema, outputSchema } = procedure["~orpc"];
  // A live stream's output is its events: their schema is the one to read.
  const schemaOf = (schema: unknown, io: "input" | "output") => {
    const events = getEventIteratorSchemaDetails(
      schema as Parameters<typeof getEventIteratorSchemaDetails>[0],
    );
    const read = events?.yields ?? schema;
    return read ? z.toJSONSchema(read as z.ZodType, { io, unrepresentable: "any" }) : {};
  };
  return {
    name: path.join("."),
    fields: [
      ...fieldNames(schemaOf(inputSchema, "input"), "input"),
      ...fieldNames(schemaOf(outputSchema, "output"), "output"),
    ],
  };
});

describe("API field names", () => {
  it("finds the fields of the procedures' schemas", () => {
    const fieldsOf = (name: string) => PROCEDURES.find((procedure) => procedure.name === name)?.fields;
    expect(fieldsOf("partners.update")).toContain("input.partner.commissionRate");
    expect(fieldsOf("applications.get")).toContain("output.applicationData");
    expect(fieldsOf("notifications.stream")).toEqual(["output.unreadCount"]);
    const planted = z.object({ deal: z.object({ deal_value: z.string() }).array() });
    expect(fieldNames(z.toJSONSchema(planted), "input")).toEqual(["input.deal", "input.deal.deal_value"]);
  });

  it.each(PROCEDURES.map((procedure) => [procedure.name, procedure.fields] as const))(
    "%s names every field in camelCase",
    (_name, fields) => {
      const leaf = (field: string) => field.slice(field.lastIndexOf(".") + 1);
      expect(fields.filter((field) => !CAMEL_CASE.test(leaf(field)))).toEqual([]);
    },
  );
});
