import { writeFileSync } from "node:fs";
import { PORTAL_API_TYPES_FILE, renderPortalApiTypes } from "#tests/api-client/portal-api-types";

// npm run api:types: regenerates the committed REST API types after the API changed.
writeFileSync(PORTAL_API_TYPES_FILE, await renderPortalApiTypes());
console.log(`wrote ${PORTAL_API_TYPES_FILE}`);
