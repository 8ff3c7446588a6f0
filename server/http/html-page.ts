/**
 * The pieces of the few HTML pages the reference server writes by hand: the chat page and the game
 * stand-ins that the storefront shows in its iframe page (§2).
 */

/** Text made safe inside HTML text and inside a quoted attribute value. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's start up to its own head entries: English, a phone's viewport, and no Referer sent onwards. */
export const HAND_WRITTEN_PAGE_START = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">`;
