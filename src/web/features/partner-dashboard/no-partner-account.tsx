import { ShieldXIcon } from "lucide-react";
import { PublicPage } from "../../components/public-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { SignOutButton } from "./sign-out-button";

/** Shown to a signed-in user without an active partner account, e.g. staff or a suspended partner. */
export function NoPartnerAccount() {
  return (
    <PublicPage className="items-center justify-center">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span
            aria-hidden="true"
            className="mb-2 flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive"
          >
            <ShieldXIcon className="size-5" />
          </span>
          <CardTitle asChild>
            <h1 className="text-2xl">Access Denied</h1>
          </CardTitle>
          <CardDescription>No partner account found for this email address.</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <SignOutButton />
        </CardContent>
      </Card>
    </PublicPage>
  );
}
