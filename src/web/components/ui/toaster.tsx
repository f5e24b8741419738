import { Toaster as Sonner } from "sonner";

/** The one place toasts appear; mounted once at the app root. */
export function Toaster() {
  return <Sonner richColors closeButton />;
}
