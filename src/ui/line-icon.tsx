/**
 * The frame of the few hand-drawn icons lucide has no picture for (the status pages, the language
 * globe, the iframe page's full-screen toggle, the mini game's handle): a 24-unit line drawing in the
 * text colour. Each icon is data, one path: a circle is two arcs (the 9-unit circle around the
 * centre: `M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0z`), a new stroke starts at each `M`. Decorative, like
 * every icon here: the control around it carries the name.
 */

export interface LineIconProps {
  /** Width and height in CSS pixels. */
  size: number;
  strokeWidth: number;
  /** The drawing, one path in a 24 × 24 box. */
  d: string;
}

export function LineIcon({ size, strokeWidth, d }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      <path d={d} />
    </svg>
  );
}
