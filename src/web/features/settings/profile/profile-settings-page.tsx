import { useAuth } from "#web/app/auth/auth-context";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { PageHeader } from "#web/layout/page-header";
import { useProfileSettings } from "../api/profile-settings";
import { PartnerSettingsFrame } from "../settings-frame";
import { ChangePasswordForm } from "./change-password-form";
import { ProfileForm } from "./profile-form";
import { SignedInDevices } from "./signed-in-devices";

/** The signed-in person's own profile (docs/product/profile-and-preferences.md#profile-settings). */
export function ProfileSettingsPage() {
  useDocumentTitle("Profile Settings");
  const { user } = useAuth();
  const profile = useProfileSettings(user?.id);
  const saved = profile.data;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Profile Settings"
        description="Your name, how you sign in and where you are signed in."
      />
      {profile.isError ? (
        <ListLoadFailed message="Your profile could not be loaded." onRetry={() => profile.refetch()} />
      ) : !saved || !user ? (
        <ListLoading label="Loading your profile" rows={2} />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Profile</h2>
              </CardTitle>
              <CardDescription>{saved.email}</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm userId={user.id} saved={saved} />
            </CardContent>
          </Card>
          {saved.signInAccount ? (
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2>Sign-in</h2>
                </CardTitle>
                <CardDescription>You sign in with single sign-on, with your work account.</CardDescription>
              </CardHeader>
              <CardContent>
                <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
                  <dt className="text-muted-foreground">Work account</dt>
                  <dd className="break-all">{saved.email}</dd>
                  <dt className="text-muted-foreground">Account id</dt>
                  <dd className="break-all">{saved.signInAccount.accountId}</dd>
                </dl>
              </CardContent>
            </Card>
          ) : null}
          {saved.isPartner ? (
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2>Change Password</h2>
                </CardTitle>
                <CardDescription>Your other sessions are signed out when it changes.</CardDescription>
              </CardHeader>
              <CardContent>
                <ChangePasswordForm />
              </CardContent>
            </Card>
          ) : null}
          <SignedInDevices userId={user.id} hasPassword={saved.isPartner} />
        </>
      )}
    </div>
  );
}

export function PartnerProfileSettingsPage() {
  return (
    <PartnerSettingsFrame>
      <ProfileSettingsPage />
    </PartnerSettingsFrame>
  );
}
