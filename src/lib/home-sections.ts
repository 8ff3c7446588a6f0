/**
 * Issue 32, "an empty section takes no space": how many items each of home's late sections holds
 * (the §9 banner groups and the marquee), as far as the page knows. The server renders home with the
 * banners and announcements in hand and sends the counts in its data block (contract/ssr.ts), so the
 * first paint reserves a box only for a section that will be filled (CLS ≤ 0.02) and none for an
 * empty one; the sections' own code reports what it loaded. Unknown (a page the browser paints with
 * nothing known yet): the box is reserved in the shape of what replaces it.
 */
import { createStore, sameJson } from './store';
import type { HomeSection } from '../../contract/ssr';

export const homeSections = createStore<Partial<Record<HomeSection, number>>>({}, sameJson);

/** Records what a section holds (the render, the data block at start, the section's own answer). */
export function setSectionCount(section: HomeSection, count: number): void {
  homeSections.set({ ...homeSections.get(), [section]: count });
}
