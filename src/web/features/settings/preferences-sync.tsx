import { useEffect } from "react";
import { useAuth } from "#web/app/auth/auth-context";
import { setDisplayPreferences } from "#web/lib/format/display-preferences";
import { applyTheme } from "#web/lib/style/theme";
import { usePreferences } from "./api/preferences";

/**
 * Applies the signed-in person's saved preferences wherever they sign in: the theme on <html> (remembered for
 * the next load's first paint) and the zone and date format every date and time is shown in.
 */
export function PreferencesSync() {
  const { user } = useAuth();
  const { data } = usePreferences(user?.id);
  useEffect(() => {
    if (!data) return;
    applyTheme(data.theme);
    setDisplayPreferences({ timeZone: data.timeZone, dateLocale: data.dateLocale });
  }, [data]);
  return null;
}
