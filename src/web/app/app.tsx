import { type DataRouter, RouterProvider } from "react-router";
import { AppFrame, createAppQueryClient, knownSignedOut } from "./app-frame";
import { readSessionWhenRefused } from "./auth/session-expiry";
import { pagePrerendered } from "./router";

const queryClient = createAppQueryClient();
readSessionWhenRefused(queryClient);
if (pagePrerendered) knownSignedOut(queryClient);

export function App({ router }: { router: DataRouter }) {
  return (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
