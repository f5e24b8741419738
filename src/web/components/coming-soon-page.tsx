import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { partnerPaths } from "../app/partner-paths";
import { PublicPage } from "./public-page";
import { Button } from "./ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./ui/card";

/** A public page whose form is not open yet: its title, a line saying so and the way back. */
export function ComingSoonPage({ title, text }: { title: string; text: string }) {
  return (
    <PublicPage className="items-center justify-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline" className="w-full">
            <Link to={partnerPaths.login}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Partner Login
            </Link>
          </Button>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
