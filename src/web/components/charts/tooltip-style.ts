/**
 * A recharts tooltip in the theme's card colours: its default is white with each figure in its series' colour,
 * unreadable in the dark theme. The figures are in the text colour, as the legends' words are.
 */
export const TOOLTIP_STYLE = {
  contentStyle: {
    background: "var(--card)",
    borderColor: "var(--border)",
    borderRadius: "var(--radius)",
    color: "var(--card-foreground)",
  },
  labelStyle: { color: "var(--card-foreground)", fontWeight: 600 },
  itemStyle: { color: "var(--card-foreground)" },
} as const;
