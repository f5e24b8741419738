import { LogOutIcon, MonitorSmartphoneIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { UserListItem } from "#shared/contracts/users";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { SessionList } from "#web/components/sessions/session-list";
import { Button } from "#web/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { failureText } from "#web/lib/transport/failure-text";
import { useEndUserSessions, useUserSessions } from "../api/user-sessions";
import type { UserActionProps } from "./user-action-props";
import { userName } from "./user-name";

/** A user's Sessions button and its dialog: their signed-in devices, each to end, or all at once (audited). */
export function UserSessionsDialog({ user }: Pick<UserActionProps, "user">) {
  return (
    <ActionDialog
      label="Sessions"
      accessibleName={`Sessions of ${userName(user)}`}
      icon={<MonitorSmartphoneIcon aria-hidden="true" />}
    >
      {() => <UserSessions user={user} />}
    </ActionDialog>
  );
}

function UserSessions({ user }: { user: UserListItem }) {
  const name = userName(user);
  const sessions = useUserSessions(user.id);
  const [ending, setEnding] = useState<string | null>(null);
  const end = useEndUserSessions({
    mutationConfig: {
      onSuccess: ({ ended }, input) =>
        toast.success(input.sessionId ? "Session ended" : "Sessions ended", {
          description: input.sessionId
            ? `${name} is signed out on that device.`
            : `${name} is signed out everywhere (${ended}).`,
        }),
      onError: (error) => toast.error("Sessions not ended", { description: failureText(error) }),
      onSettled: () => setEnding(null),
    },
  });
  const list = sessions.data ?? [];
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">Sessions of {name}</DialogTitle>
        <DialogDescription>
          Where they are signed in. Ending a session signs them out there at their next click.
        </DialogDescription>
      </DialogHeader>
      {sessions.isError ? (
        <ListLoadFailed message="Failed to load sessions" onRetry={() => sessions.refetch()} />
      ) : sessions.isPending ? (
        <ListLoading label="Loading sessions" rows={2} />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{name} is not signed in anywhere.</p>
      ) : (
        <>
          <div className="max-h-96 overflow-y-auto">
            <SessionList
              sessions={list}
              label={`Sessions of ${name}`}
              endLabel="End session"
              ending={ending}
              onEnd={(session) => {
                setEnding(session.id);
                end.mutate({ userId: user.id, sessionId: session.id });
              }}
            />
          </div>
          <div>
            <Button
              type="button"
              variant="destructive"
              disabled={end.isPending}
              onClick={() => {
                setEnding("all");
                end.mutate({ userId: user.id });
              }}
            >
              <LogOutIcon aria-hidden="true" />
              {ending === "all" ? "Ending sessions" : "End all sessions"}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
