/**
 * Which side of the portal a person is on: a partner's contact on their dashboard, or staff in the shell. What
 * they open (a search result, a notification) goes to that side's addresses.
 */
export type Audience = "partner" | "staff";
