/** A labelled progress bar (0..1), announced as a progressbar with its value in percent. */
import './cards.css';

export function ProgressBar({ value, label, text }: { value: number; label: string; text?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <div className="progress">
      <div
        className="progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text ?? `${percent}%`}
      >
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="progress-text" aria-hidden="true">
        {text ?? `${percent}%`}
      </span>
    </div>
  );
}
