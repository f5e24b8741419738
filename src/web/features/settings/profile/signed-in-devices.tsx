import { LogOutIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { SessionList } from "#web/components/sessions/session-list";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { failureText } from "#web/lib/transport/failure-text";
import { useEndOtherOwnSessions, useEndOwnSession, useOwnSessions } from "../api/sessions";

/**
 * The person's signed-in devices, with Sign out for each other one and for all of them. `hasPassword`: the advice
 * after an unknown device includes changing the password.
 */
export function SignedInDevices({ userId, hasPassword }: { userId: string; hasPassword: boolean }) {
  const sessions = useOwnSessions(userId);
  const [ending, setEnding] = useState<string | null>(null);
  const endOne = useEndOwnSession({
    mutationConfig: {
      onSuccess: () => toast.success("Device signed out"),
      onError: (error) => toast.error("Device not signed out", { description: failureText(error) }),
      onSettled: () => setEnding(null),
    },
  });
  const endOthers = useEndOtherOwnSessions({
    mutationConfig: {
      onSuccess: ({ ended }) =>
        toast.success(ended === 1 ? "1 other device signed out" : `${ended} other devices signed out`),
      onError: (error) => toast.error("Devices not signed out", { description: failureText(error) }),
    },
  });
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Signed-in devices</h2>
        </CardTitle>
        <CardDescription>
          Where you are signed in now. Sign out a device you do not know
          {hasPassword ? ", then change your password." : "."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isError ? (
          <ListLoadFailed message="Your devices could not be loaded." onRetry={() => sessions.refetch()} />
        ) : !sessions.data ? (
          <ListLoading label="Loading your devices" rows={2} />
        ) : (
          <>
            <SessionList
              sessions={sessions.data}
              label="Signed-in devices"
              endLabel="Sign out"
              ending={ending}
              onEnd={(session) => {
                setEnding(session.id);
                endOne.mutate({ id: session.id });
              }}
            />
            {others > 0 ? (
              <div>
                <Button
                  type="button"
                  variant="outline"
                  disabled={endOthers.isPending || ending !== null}
                  onClick={() => endOthers.mutate()}
                >
                  <LogOutIcon aria-hidden="true" />
                  {endOthers.isPending ? "Signing out" : "Sign out all other devices"}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
