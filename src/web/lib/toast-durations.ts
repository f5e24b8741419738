/** How long toasts about an e-mail (sent, queued, failed) stay up: 5 s (SPEC.md 9). */
export const EMAIL_TOAST_MS = 5000;
