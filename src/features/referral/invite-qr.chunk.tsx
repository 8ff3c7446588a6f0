/**
 * The QR code of the invite link (issue 32), drawn as an SVG path from qrcode-generator's modules:
 * no raw markup, crisp at any size, dark on white with the quiet zone scanners need. Loaded lazily
 * with the library, so the invite page's first paint does not pay for it.
 */
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { useT } from '../../i18n';

const QUIET_ZONE = 4;

export default function InviteQr({ link }: { link: string }) {
  const t = useT();
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(link);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < count; r++)
      for (let c = 0; c < count; c++) if (qr.isDark(r, c)) d += `M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`;
    return { size: count + QUIET_ZONE * 2, path: d };
  }, [link]);
  return (
    <figure className="invite-qr">
      <svg
        role="img"
        aria-label={t('referral.qrLabel')}
        viewBox={`0 0 ${size} ${size}`}
        width={192}
        height={192}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#111" />
      </svg>
      <figcaption>{t('referral.qrHint')}</figcaption>
    </figure>
  );
}
