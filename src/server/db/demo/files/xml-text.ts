/** Text escaped for an XML element's content. */
export const xmlText = (text: string) =>
  text.replace(/[<>&]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[char] ?? char);
