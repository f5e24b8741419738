/**
 * How long toasts about an e-mail (sent, queued, failed) stay up: 5 s
 * (docs/product/errors-and-messages.md#toast-durations).
 */
export const EMAIL_TOAST_MS = 5000;
