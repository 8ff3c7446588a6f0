import type { ReactNode } from 'react';

/** A card's first row (cards.css): its title in the writer's direction, and a badge at the end. */
export function CardHead({ title, badge }: { title: string; badge: ReactNode }) {
  return (
    <div className="card-row">
      <p className="card-title" dir="auto">
        {title}
      </p>
      <span className="badge brand">{badge}</span>
    </div>
  );
}
