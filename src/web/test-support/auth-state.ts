import { vi } from "vitest";
import type { AuthState } from "../app/auth/auth-context";

export const PARTNER_USER = { id: "user-1", email: "partner@acme.example", name: "Alex Partner" };

/** An auth state for components under test; signed out and loaded unless told otherwise. */
export function authState(overrides: Partial<AuthState> = {}): AuthState {
  return {
    user: null,
    loading: false,
    signInWithWorkAccount: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    refresh: vi.fn(async () => {}),
    ...overrides,
  };
}
