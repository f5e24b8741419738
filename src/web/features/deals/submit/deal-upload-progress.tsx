import { Progress } from "../../../components/ui/progress";

/** How much of the deal and its proposal has reached the server, as a bar and in words. */
export function DealUploadProgress({ percent }: { percent: number }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span id="deal-upload-progress-label" className="font-medium">
          {percent < 100 ? "Uploading your deal" : "Upload complete, saving"}
        </span>
        <span aria-hidden="true" className="tabular-nums text-muted-foreground">
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-labelledby="deal-upload-progress-label" />
    </div>
  );
}
