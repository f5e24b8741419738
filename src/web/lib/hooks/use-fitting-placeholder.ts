import { useCallback, useEffect, useState } from "react";

let canvas: HTMLCanvasElement | undefined;

/** The width the text takes in the field's font, or undefined where text cannot be measured (no canvas). */
function textWidth(text: string, field: HTMLInputElement): number | undefined {
  canvas ??= document.createElement("canvas");
  const context = canvas.getContext("2d");
  if (!context) return undefined;
  const style = getComputedStyle(field);
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return context.measureText(text).width;
}

/**
 * A search field's placeholder that is never cut off: the full text where it fits the field, otherwise the
 * short one (docs/product/shell-and-navigation.md#tabs-and-narrow-screens), measured again as the field's width changes.
 */
export function useFittingPlaceholder(full: string, short: string) {
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [fits, setFits] = useState(true);
  const measure = useCallback(() => {
    if (!field) return;
    const style = getComputedStyle(field);
    const room =
      field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const width = textWidth(full, field);
    setFits(width === undefined || room <= 0 || width <= room);
  }, [field, full]);
  useEffect(() => {
    if (!field) return;
    measure();
    // Browsers without it (and jsdom) keep the first measure.
    if (typeof ResizeObserver === "undefined") return;
    const resized = new ResizeObserver(measure);
    resized.observe(field);
    return () => resized.disconnect();
  }, [field, measure]);
  return { ref: setField, placeholder: fits ? full : short };
}
