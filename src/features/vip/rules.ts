/** Spec §3 clubLabel, §4 VIP progress, §5 VIP benefits. Pure. */
import { VIP_AUTO_LABEL_TYPE } from '../../config/constants';

export interface ClubLabelLike {
  labelName?: string;
  type?: string;
  rankLevel?: number;
  labelId?: string;
}

/** §3: the VIP label shown is the clubLabel's name (none without one). */
export function vipLabel(label: ClubLabelLike | null | undefined): string | null {
  const name = label?.labelName?.trim();
  return name ? name : null;
}

/**
 * §4: 1 when there is no label id; otherwise completed conditions divided by total expected,
 * kept within 0..1 (nothing expected counts as done; hostile numbers never give NaN).
 */
export function vipProgress(
  progress: { labelId?: string | null; completed: number; expected: number } | null | undefined,
): number {
  if (!progress || !progress.labelId) return 1;
  const { completed, expected } = progress;
  if (!Number.isFinite(completed) || !Number.isFinite(expected) || expected <= 0) return 1;
  return Math.min(1, Math.max(0, completed / expected));
}

/** §3 / §5: VIP benefits are shown only for an AUTO label. */
export function vipBenefitsShown(label: ClubLabelLike | null | undefined): boolean {
  return label?.type === VIP_AUTO_LABEL_TYPE;
}

/** Whole percent for the progress bar. */
export const progressPercent = (progress: number): number => Math.round(Math.min(1, Math.max(0, progress)) * 100);

/**
 * §4 with issue 32: the progress bar is shown only toward a label. Without a label id §4 puts progress
 * at 1, which beside "No VIP level" reads as a full bar toward nothing; the card then shows no bar.
 */
export function vipProgressShown(labelId: string | null | undefined): boolean {
  return Boolean(labelId?.trim());
}
