import { useId } from "react";
import { Progress } from "../ui/progress";

/**
 * How much of a form's upload has reached the server, as a bar and in words: `uploading` (e.g. "Uploading your
 * deal") until all of it is sent, then that the server is saving it. Nothing while no upload runs (null).
 */
export function UploadProgress({ percent, uploading }: { percent: number | null; uploading: string }) {
  const labelId = useId();
  if (percent === null) return null;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span id={labelId} className="font-medium">
          {percent < 100 ? uploading : "Upload complete, saving"}
        </span>
        <span aria-hidden="true" className="tabular-nums text-muted-foreground">
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-labelledby={labelId} />
    </div>
  );
}
