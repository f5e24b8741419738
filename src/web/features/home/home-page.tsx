import { LogOutIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { useAuth } from "../../app/auth/auth-context";
import { Button } from "../../components/ui/button";

export function HomePage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  // As in the layout shell: a failed sign-out is logged by useAuth and the user is not told.
  const leave = () =>
    signOut().then(
      () => navigate("/login", { replace: true }),
      () => {},
    );

  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Portal Dashboard</h1>
          <p className="mt-2 text-slate-600">
            Welcome to your internal portal. Monitor all modules from one place.
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted-foreground">{user?.email.split("@")[0] || "User"}</span>
          <Button variant="outline" onClick={leave}>
            <LogOutIcon aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </div>
    </main>
  );
}
