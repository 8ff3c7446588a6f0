import { ComingPage } from '../ui/page-frame';

/** Routes of §2 whose content later issues fill: a real frame (header, title, back). */
export default function ComingRoute() {
  return <ComingPage />;
}
