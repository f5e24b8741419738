import { rgb } from "pdf-lib";

/** The colours the server's PDFs share: headings, body text and what is said quietly. */
export const NAVY = rgb(0.12, 0.2, 0.33);
export const INK = rgb(0.16, 0.17, 0.2);
export const MUTED = rgb(0.42, 0.45, 0.5);
