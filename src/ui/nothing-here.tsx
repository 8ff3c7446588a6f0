import { Link } from '@tanstack/react-router';

/** A page with nothing to show this player (not found, not for them): the reason, and a way on. */
export function NothingHere({
  message,
  to,
  label,
}: {
  message: string;
  to: '/m/home' | '/m/member/home';
  label: string;
}) {
  return (
    <div className="stack">
      <p className="empty-state" role="status">
        {message}
      </p>
      <Link to={to} className="button secondary block">
        {label}
      </Link>
    </div>
  );
}
