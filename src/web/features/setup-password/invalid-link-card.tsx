import { ArrowLeftIcon, LinkIcon } from "lucide-react";
import { Link } from "react-router";
import { partnerPaths } from "../../app/partner-paths";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

export function InvalidLinkCard() {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <span
          aria-hidden="true"
          className="mb-2 flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive"
        >
          <LinkIcon className="size-5" />
        </span>
        <CardTitle asChild>
          <h1 className="text-2xl">Invalid or Expired Link</h1>
        </CardTitle>
        <CardDescription>
          This password setup link is invalid, has already been used or has expired. Request a new one from
          the partner login.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link to={partnerPaths.login}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Login
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
