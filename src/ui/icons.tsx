/**
 * The icons the first paint of /m/home draws (tab bar, quick links): lucide's, as symbols of the
 * sprite index.html carries (src/ui/icon-sprite.svg, written by scripts/make-icon-sprite.ts), tinted
 * by the text colour, so they cost the first chunk no JavaScript. Every other icon is a lucide-react
 * component in the lazily loaded page that uses it. Decorative: the control around an icon carries
 * the name.
 */
/** The symbols of the sprite (scripts/make-icon-sprite.ts writes one for each). */
export const SPRITE_ICON_NAMES = ['home', 'games', 'gift', 'wallet', 'account', 'withdraw', 'invite', 'crown'] as const;
export type SpriteIconName = (typeof SPRITE_ICON_NAMES)[number];

export function SpriteIcon({ name }: { name: SpriteIconName }) {
  return (
    <svg className="icon" aria-hidden="true" focusable="false">
      <use href={`#i-${name}`} />
    </svg>
  );
}
