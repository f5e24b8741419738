import { ArrowLeftIcon, MailCheckIcon, UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { requestToJoinInput } from "#shared/contracts/join-requests";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { TextField } from "#web/components/forms/text-field";
import { MessageCard } from "#web/components/page/message-card";
import { PublicPage } from "#web/components/page/public-page";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useRequestToJoin } from "../api/join-requests";

/** What the page says once a request is sent, whatever the server did with it (it answers alike). */
export const REQUEST_SENT =
  "If your company's partner admins accept requests from your e-mail domain, they now have yours. Once one of them approves it, you get an e-mail with a link to choose your password.";

/**
 * Where someone at a partner's e-mail domain asks to join its team (docs/product/partner-teams.md#join-requests):
 * their e-mail and name; then the same sentence whatever happened, so the page tells nobody which domains are
 * whose.
 */
export function JoinTeamPage() {
  const request = useRequestToJoin();
  const [sent, setSent] = useState(false);
  const form = useContractForm(requestToJoinInput, { defaultValues: { email: "", name: "" } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  useDocumentTitle(sent ? "Request Sent" : "Join Your Company's Team");

  const submit = form.submit(async (fields) => {
    try {
      await request.mutateAsync(fields);
      setSent(true);
    } catch (error) {
      form.refuseCall(error, "Could not send your request");
    }
  });

  return (
    <PublicPage className="items-center justify-center">
      {sent ? (
        <MessageCard icon={<MailCheckIcon />} tone="neutral" title="Request Sent" description={REQUEST_SENT}>
          <Button asChild className="w-full">
            <Link to={paths.partner.login}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Login
            </Link>
          </Button>
        </MessageCard>
      ) : (
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-2xl">Join Your Company's Team</h1>
            </CardTitle>
            <CardDescription>
              Is your company a partner already? Ask its partner admins to let you in with your work e-mail.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} noValidate className="grid gap-5">
              <TextField
                id="join-email"
                label="Work Email"
                type="email"
                autoComplete="email"
                aria-required="true"
                error={errors.email?.message}
                {...register("email")}
              />
              <TextField
                id="join-name"
                label="Full Name"
                autoComplete="name"
                aria-required="true"
                error={errors.name?.message}
                {...register("name")}
              />
              <BusyButton
                type="submit"
                size="lg"
                busy={isSubmitting}
                busyLabel="Sending request"
                icon={<UserPlusIcon aria-hidden="true" />}
              >
                Ask to Join
              </BusyButton>
              <p className="text-center text-sm text-muted-foreground">
                Already a member?{" "}
                <Link
                  to={paths.partner.login}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  Sign in
                </Link>
              </p>
            </form>
          </CardContent>
        </Card>
      )}
    </PublicPage>
  );
}
