/** Current against potential annual revenue as two bars: a small inline SVG, no chart library. */
export function RevenueChart({ current, potential, format }: { current: number; potential: number; format: (n: number) => string }) {
  const max = Math.max(potential, current, 1);
  const bars = [
    { label: 'Current revenue', value: current, colour: '#6d28d9' },
    { label: 'Potential revenue', value: potential, colour: '#db2777' },
  ];
  const height = 220;
  const base = 190;
  const scale = (v: number) => Math.max(2, (v / max) * 160);
  return (
    <figure className="chart" style={{ margin: 0 }}>
      <figcaption className="eyebrow">Current against potential revenue, a year</figcaption>
      <svg viewBox={`0 0 320 ${height}`} role="img" aria-label={`Current revenue ${format(current)}; potential revenue ${format(potential)}`}>
        <line x1="20" y1={base} x2="300" y2={base} stroke="#d1d5db" />
        {bars.map((b, i) => {
          const h = scale(b.value);
          const x = 50 + i * 130;
          return (
            <g key={b.label}>
              <rect x={x} y={base - h} width="90" height={h} rx="8" fill={b.colour} />
              <text x={x + 45} y={base - h - 8} textAnchor="middle" fontSize="13" fontWeight="700" fill="#111827">
                {format(b.value)}
              </text>
              <text x={x + 45} y={base + 20} textAnchor="middle" fontSize="12" fill="#374151">
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="chart-legend" aria-hidden="true">
        <span style={{ ['--c' as string]: '#6d28d9' }}>Current</span>
        <span style={{ ['--c' as string]: '#db2777' }}>Potential (current + the loss recovered)</span>
      </div>
    </figure>
  );
}
