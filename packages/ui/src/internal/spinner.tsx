import { spinner } from './spinner.css.js';

/** A decorative spinner; the busy state itself is announced by the owner (aria-busy or a label). */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" className={className ? `${spinner} ${className}` : spinner} />;
}
