/**
 * The frame of the few hand-drawn icons lucide has no picture for (the status pages, the language
 * globe, the iframe page's full-screen toggle, the mini game's handle): a 24-unit line drawing in the
 * text colour. Decorative, like every icon here: the control around it carries the name.
 */
import type { ReactNode } from 'react';

export interface LineIconProps {
  /** Width and height in CSS pixels. */
  size: number;
  strokeWidth: number;
  /** The drawing, in a 24 × 24 box. */
  children: ReactNode;
}

export function LineIcon({ size, strokeWidth, children }: LineIconProps) {
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
      {children}
    </svg>
  );
}
