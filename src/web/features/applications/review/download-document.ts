/** The REST address of an application's stored document; the session cookie authorises the reviewer. */
const documentUrl = (applicationId: string, index: number) =>
  `/api/v1/applications/${encodeURIComponent(applicationId)}/documents/${index}`;

/** Fetches a document and saves it under its original name; rejects when the server refuses. */
export async function downloadDocument(applicationId: string, index: number, name: string): Promise<void> {
  const response = await fetch(documentUrl(applicationId, index), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`document download answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
