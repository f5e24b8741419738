import type { YuvFrame } from "./h264";

type Rgb = readonly [number, number, number];

/** BT.601 studio-range YCbCr of an sRGB colour. */
function ycbcr([r, g, b]: Rgb): [number, number, number] {
  return [
    Math.round(16 + (65.738 * r + 129.057 * g + 25.064 * b) / 256),
    Math.round(128 + (-37.945 * r - 74.494 * g + 112.439 * b) / 256),
    Math.round(128 + (112.439 * r - 94.154 * g - 18.285 * b) / 256),
  ];
}

const BACKGROUND: Rgb = [30, 58, 138];
const CARD: Rgb = [248, 250, 252];
const TEXT: Rgb = [148, 163, 184];
const PROGRESS: Rgb = [37, 99, 235];

/**
 * Frames of a title card: a light card with grey bars for lines of text on a dark blue background, and a
 * progress bar beneath it that fills from one frame to the next.
 */
export function progressFrames(width: number, height: number, count: number): YuvFrame[] {
  const colourAt = (x: number, y: number, frame: number): Rgb => {
    const margin = width / 8;
    const barTop = height - height / 6;
    if (y >= barTop && y < barTop + 4 && x >= margin && x < width - margin) {
      const filled = margin + ((width - 2 * margin) * (frame + 1)) / count;
      return x < filled ? PROGRESS : TEXT;
    }
    const inCard = x >= margin && x < width - margin && y >= height / 8 && y < barTop - height / 12;
    if (!inCard) return BACKGROUND;
    const line = Math.floor((y - height / 8) / 8);
    const lineEnd = width - margin - 8 - ((line * 37) % (width / 3));
    return y % 8 >= 5 && line > 0 && x >= margin + 8 && x < lineEnd ? TEXT : CARD;
  };

  return Array.from({ length: count }, (_, frame) => {
    const y = new Uint8Array(width * height);
    const cb = new Uint8Array((width / 2) * (height / 2));
    const cr = new Uint8Array((width / 2) * (height / 2));
    for (let row = 0; row < height; row++) {
      for (let column = 0; column < width; column++) {
        const [luma, blue, red] = ycbcr(colourAt(column, row, frame));
        y[row * width + column] = luma;
        if (row % 2 === 0 && column % 2 === 0) {
          const chroma = (row / 2) * (width / 2) + column / 2;
          cb[chroma] = blue;
          cr[chroma] = red;
        }
      }
    }
    return { y, cb, cr };
  });
}
