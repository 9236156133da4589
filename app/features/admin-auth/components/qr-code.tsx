import { useMemo } from "react";
import { encode } from "uqr";

/**
 * A QR code drawn as one SVG path (no inline style, no script, so the admin CSP holds), from
 * uqr's module matrix. Error correction M; a 4-module quiet zone for phone cameras.
 */
export function QrCode({
  value,
  label,
  size = 208,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { d, dim } = useMemo(() => {
    const qr = encode(value, { ecc: "M", border: 4 });
    let path = "";
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { d: path, dim: qr.data.length };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${dim} ${dim}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
    >
      <rect width={dim} height={dim} fill="#ffffff" />
      <path d={d} fill="#0b1f3a" />
    </svg>
  );
}
