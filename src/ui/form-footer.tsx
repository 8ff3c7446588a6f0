import { Link } from '@tanstack/react-router';

/** The line under a form that leads to its other side: "No account yet? Register now" (login ⇄ register). */
export function FormFooter({ prompt, to, action }: { prompt: string; to: string; action: string }) {
  return (
    <p className="form-footer">
      {prompt} <Link to={to}>{action}</Link>
    </p>
  );
}
