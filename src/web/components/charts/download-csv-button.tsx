import { DownloadIcon } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { saveFile } from "#web/lib/transport/save-file";
import type { Figures } from "./figures";
import { figuresCsv } from "./figures-csv";

/**
 * `Download CSV`: saves a chart's figures, the rows its table shows as a spreadsheet reads them, as
 * `<name>-<day>.csv`, made in the browser from what is on screen.
 */
export function DownloadCsvButton({
  figures,
  name,
  label,
}: {
  figures: Figures;
  name: string;
  label: string;
}) {
  const download = () => {
    const day = new Date().toISOString().slice(0, 10);
    const csv = figuresCsv(figures.columns, figures.rows);
    saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), `${name}-${day}.csv`);
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={download}
      aria-label={`Download CSV of ${label}`}
    >
      <DownloadIcon aria-hidden="true" />
      Download CSV
    </Button>
  );
}
