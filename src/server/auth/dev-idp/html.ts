import { escapeHtml } from "#server/platform/escape-html";

// Inline styles are allowed by the portal's Content-Security-Policy (style-src 'unsafe-inline'); scripts are not.
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2937;background:#f3f4f6}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:2rem 1rem}
main{width:100%;max-width:28rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
@media (min-width:640px){body{padding-top:4rem}main{padding:2rem}}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
h2{font-size:1rem;margin:0 0 .25rem}
p{margin:0 0 1rem}
.badge{display:inline-block;font-size:.75rem;font-weight:600;letter-spacing:.03em;text-transform:uppercase;color:#92400e;background:#fef3c7;border-radius:999px;padding:.125rem .625rem;margin-bottom:.75rem}
.lead{color:#4b5563}
.error{border:1px solid #fca5a5;background:#fef2f2;color:#991b1b;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem;font-weight:500}
form{display:grid;gap:.375rem;margin-bottom:1.5rem}
label{font-weight:600;font-size:.875rem}
input{font:inherit;width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #6b7280;border-radius:.5rem;margin-bottom:.75rem;background:#fff;color:inherit}
input[aria-invalid="true"]{border-color:#dc2626}
button,.button{font:inherit;font-weight:600;display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.5rem 1rem;border-radius:.5rem;border:1px solid transparent;cursor:pointer;text-decoration:none}
.primary{background:#1d4ed8;color:#fff;width:100%}
.primary:hover{background:#1e40af}
.secondary{background:#fff;color:#1f2937;border-color:#6b7280;width:100%}
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.actions{display:grid;gap:.5rem}
section{border-top:1px solid #e5e7eb;padding-top:1.25rem}
.hint{font-size:.875rem;color:#4b5563}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;background:#f3f4f6;border-radius:.25rem;padding:0 .25rem}
.accounts{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.account{width:100%;justify-content:space-between;gap:.125rem .75rem;flex-wrap:wrap;background:#f9fafb;border-color:#e5e7eb;color:#1f2937;font-weight:500;text-align:left}
.account:hover{background:#eff6ff;border-color:#93c5fd}
.account-email{overflow-wrap:anywhere}
.account-role{font-size:.8125rem;color:#4b5563;font-weight:400}
`;

/**
 * A complete HTML document in the identity provider's look; `body` must already be escaped markup. `script` is
 * the path of an external script: the Content-Security-Policy forbids inline ones.
 */
export function renderDocument({
  title,
  body,
  script,
}: {
  title: string;
  body: string;
  script?: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
${script ? `<script src="${escapeHtml(script)}" defer></script>` : ""}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
