import type { ReactNode } from "react";
import { useAuth } from "#web/app/auth/auth-context";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Card, CardContent } from "#web/components/ui/card";
import { PageHeader } from "#web/layout/page-header";
import { usePreferences } from "../api/preferences";
import { PreferencesForm } from "./preferences-form";

/**
 * The signed-in person's own preferences (docs/product/profile-and-preferences.md#preferences); `more` holds
 * the sections other features add below them (the app passes the e-mail notification choices).
 */
export function PreferencesPage({ more }: { more?: ReactNode }) {
  useDocumentTitle("Preferences");
  const { user } = useAuth();
  const preferences = usePreferences(user?.id);
  const saved = preferences.data;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Preferences"
        description="How the portal looks and shows dates and times for you, on every device."
      />
      {preferences.isError ? (
        <ListLoadFailed
          message="Your preferences could not be loaded."
          onRetry={() => preferences.refetch()}
        />
      ) : !saved || !user ? (
        <ListLoading label="Loading your preferences" rows={2} />
      ) : (
        <Card>
          <CardContent>
            <PreferencesForm userId={user.id} saved={saved} />
          </CardContent>
        </Card>
      )}
      {more}
    </div>
  );
}
