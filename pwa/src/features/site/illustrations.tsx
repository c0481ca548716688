/**
 * Drawings of the product's own screens for the site's heroes and product
 * sections: the training game's week of rooms by night, a review and its
 * drafted reply, and the game's leaderboard. Inline SVG in the site's palette
 * (src/styles.css), no images to download; each scales to its box's width.
 * They repeat what the text beside them says, so they are hidden from
 * assistive technology. Their words are drawn at 16 units or more, so they
 * stay 12 px high or more on screen down to a 350 px wide drawing (a phone).
 */
import type { ReactNode } from 'react';

const C = {
  brand: '#8b5cf6',
  brandStrong: '#6d28d9',
  brandInk: '#5b21b6',
  brandSoft: '#f3efff',
  brandLine: '#ddd6fe',
  pink: '#db2777',
  pinkSoft: '#fde4f1',
  ink: '#111827',
  ink2: '#374151',
  muted: '#4b5563',
  line: '#e5e7eb',
  bg: '#f7f7fb',
  green: '#15803d',
  greenBg: '#dcfce7',
  amber: '#b45309',
  amberBg: '#fef3c7',
  red: '#b91c1c',
  redBg: '#fee2e2',
  blue: '#1d4ed8',
  star: '#f59e0b',
} as const;

function Frame({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  return (
    <svg className="illustration" viewBox={`0 0 ${width} ${height}`} width="100%" aria-hidden="true" focusable="false" fontFamily="inherit" fontSize={16}>
      {children}
    </svg>
  );
}

/** A rounded label: a soft fill and its text. */
function Chip({
  x,
  y,
  w,
  text,
  fill,
  color,
  anchor = 'start',
}: {
  x: number;
  y: number;
  w: number;
  text: string;
  fill: string;
  color: string;
  anchor?: 'start' | 'end';
}) {
  const left = anchor === 'end' ? x - w : x;
  return (
    <g>
      <rect x={left} y={y} width={w} height={28} rx={14} fill={fill} />
      <text x={left + w / 2} y={y + 19} fontWeight={700} fill={color} textAnchor="middle">
        {text}
      </text>
    </g>
  );
}

/** A drawn button: filled, or white with a border. */
function Pill({ x, y, w, text, fill, color, stroke }: { x: number; y: number; w: number; text: string; fill: string; color: string; stroke?: string }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={36} rx={10} fill={fill} stroke={stroke} />
      <text x={x + w / 2} y={y + 23} fontWeight={700} fill={color} textAnchor="middle">
        {text}
      </text>
    </g>
  );
}

const NIGHTS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const ROOMS = ['101', '102', '103', '104', '105', '106'];
/** Bookings on the grid: room row, first night, nights, colour, name (a one-night stay shows its initial). */
const BOOKINGS = [
  { row: 0, from: 0, nights: 3, fill: C.brandStrong, name: 'Iyer family' },
  { row: 0, from: 4, nights: 3, fill: C.pink, name: 'Sharma wedding' },
  { row: 1, from: 1, nights: 2, fill: C.blue, name: 'Infosys' },
  { row: 1, from: 4, nights: 3, fill: C.pink, name: 'Sharma wedding' },
  { row: 2, from: 0, nights: 1, fill: C.green, name: 'Walk-in' },
  { row: 2, from: 2, nights: 4, fill: C.amber, name: 'Tour group' },
  { row: 3, from: 1, nights: 2, fill: C.blue, name: 'Infosys' },
  { row: 3, from: 5, nights: 2, fill: C.pink, name: 'Sharma' },
  { row: 4, from: 3, nights: 2, fill: C.brandStrong, name: 'Mehta' },
  { row: 5, from: 0, nights: 2, fill: C.green, name: 'Rao' },
  { row: 5, from: 4, nights: 1, fill: C.amber, name: 'Tour' },
];

/** The training game's room grid: six rooms by seven nights, coloured bookings, and the next request waiting for a decision. */
export function WeekGridIllustration() {
  const left = 62;
  const col = 56;
  const top = 88;
  const row = 38;
  return (
    <Frame width={480} height={400}>
      <rect x={0.5} y={0.5} width={479} height={399} rx={18} fill="#fff" stroke={C.line} />
      <text x={20} y={40} fontSize={18} fontWeight={800} fill={C.ink}>
        Heritage Suites · Week 1
      </text>
      <Chip x={460} y={20} w={92} text="78% full" fill={C.brandSoft} color={C.brandInk} anchor="end" />
      {NIGHTS.map((n, i) => (
        <text key={n} x={left + i * col + col / 2} y={78} fontWeight={700} fill={C.muted} textAnchor="middle">
          {n}
        </text>
      ))}
      {ROOMS.map((r, ri) => (
        <g key={r}>
          <text x={20} y={top + ri * row + 25} fontWeight={600} fill={C.muted}>
            {r}
          </text>
          {NIGHTS.map((n, ni) => (
            <rect key={n} x={left + ni * col + 2} y={top + ri * row + 2} width={col - 4} height={row - 4} rx={7} fill={C.bg} stroke={C.line} />
          ))}
        </g>
      ))}
      {BOOKINGS.map((b) => (
        <g key={`${b.row}-${b.from}`}>
          <rect x={left + b.from * col + 3} y={top + b.row * row + 4} width={b.nights * col - 6} height={row - 8} rx={8} fill={b.fill} />
          <text
            x={left + b.from * col + (b.nights > 1 ? 12 : col / 2)}
            y={top + b.row * row + 25}
            fontWeight={700}
            fill="#fff"
            textAnchor={b.nights > 1 ? 'start' : 'middle'}
          >
            {b.nights > 1 ? b.name : b.name.slice(0, 1)}
          </text>
        </g>
      ))}
      <g>
        <rect x={20} y={320} width={440} height={64} rx={14} fill={C.brandSoft} stroke={C.brandLine} />
        <text x={36} y={345} fontWeight={800} fill={C.ink}>
          Kapoor family · 2 rooms
        </text>
        <text x={36} y={369} fill={C.brandInk} fontWeight={600}>
          Fri–Sat · 0:42 left
        </text>
        <Pill x={262} y={334} w={88} text="Accept" fill={C.green} color="#fff" />
        <Pill x={358} y={334} w={88} text="Decline" fill="#fff" color={C.ink2} stroke={C.line} />
      </g>
    </Frame>
  );
}

function Stars({ x, y, score }: { x: number; y: number; score: number }) {
  const star = 'M8 0l2.4 4.9 5.4.8-3.9 3.8.9 5.4L8 12.3l-4.8 2.6.9-5.4L.2 5.7l5.4-.8z';
  return (
    <g>
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={star} transform={`translate(${x + i * 19} ${y})`} fill={i < score ? C.star : C.line} />
      ))}
    </g>
  );
}

/** The review response assistant: a guest's review with what they liked and what to fix, and the drafted reply ready to copy. */
export function ReviewReplyIllustration() {
  return (
    <Frame width={480} height={410}>
      <rect x={0.5} y={0.5} width={420} height={176} rx={16} fill="#fff" stroke={C.line} />
      <circle cx={38} cy={40} r={20} fill={C.pinkSoft} />
      <text x={38} y={46} fontSize={18} fontWeight={800} fill={C.pink} textAnchor="middle">
        P
      </text>
      <text x={70} y={36} fontWeight={700} fill={C.ink}>
        Priya M.
      </text>
      <text x={70} y={58} fill={C.muted}>
        2 nights · Udaipur
      </text>
      <Stars x={306} y={24} score={4} />
      <text x={20} y={100} fill={C.ink2}>
        “Lovely rooftop breakfast, but
      </text>
      <text x={20} y={122} fill={C.ink2}>
        the AC rattled all night.”
      </text>
      <Chip x={20} y={136} w={148} text="Liked: breakfast" fill={C.greenBg} color={C.green} />
      <Chip x={176} y={136} w={126} text="Fix: AC noise" fill={C.redBg} color={C.red} />

      <rect x={40.5} y={196.5} width={439} height={212} rx={16} fill={C.brandSoft} stroke={C.brandLine} />
      <Chip x={58} y={214} w={188} text="Draft reply · English" fill="#fff" color={C.brandInk} />
      <text x={58} y={272} fill={C.ink}>
        Dear Priya, thank you! We are sorry
      </text>
      <text x={58} y={296} fill={C.ink}>
        the AC kept you up: room 204 has
      </text>
      <text x={58} y={320} fill={C.ink}>
        been serviced since your stay.
      </text>
      <Pill x={58} y={350} w={100} text="Copy" fill={C.brandStrong} color="#fff" />
      <Pill x={168} y={350} w={128} text="Regenerate" fill="#fff" color={C.brandInk} stroke={C.brandLine} />
    </Frame>
  );
}

const TEAMS = [
  { name: 'Monsoon', revenue: 6.8, occupancy: 91 },
  { name: 'Saffron', revenue: 6.1, occupancy: 86 },
  { name: 'Indigo', revenue: 5.4, occupancy: 79 },
  { name: 'Marigold', revenue: 4.7, occupancy: 72 },
];

/** The training game's leaderboard: teams ranked by the week's revenue (in lakh rupees), with their occupancy. */
export function LeaderboardIllustration() {
  const best = TEAMS[0]!.revenue;
  const barLeft = 160;
  const barMax = 170;
  return (
    <Frame width={480} height={300}>
      <rect x={0.5} y={0.5} width={479} height={299} rx={18} fill="#fff" stroke={C.line} />
      <text x={20} y={40} fontSize={18} fontWeight={800} fill={C.ink}>
        Leaderboard
      </text>
      <Chip x={460} y={20} w={112} text="Day 5 of 7" fill={C.brandSoft} color={C.brandInk} anchor="end" />
      <text x={barLeft} y={80} fontWeight={600} fill={C.muted}>
        Revenue, ₹ lakh
      </text>
      <text x={460} y={80} fontWeight={600} fill={C.muted} textAnchor="end">
        Occ.
      </text>
      {TEAMS.map((t, i) => {
        const y = 92 + i * 50;
        const first = i === 0;
        return (
          <g key={t.name}>
            <rect x={12} y={y} width={456} height={44} rx={10} fill={first ? C.amberBg : i % 2 ? C.bg : '#fff'} />
            <circle cx={36} cy={y + 22} r={14} fill={first ? C.amber : C.brandSoft} />
            <text x={36} y={y + 28} fontWeight={800} fill={first ? '#fff' : C.brandInk} textAnchor="middle">
              {i + 1}
            </text>
            <text x={60} y={y + 28} fontWeight={700} fill={C.ink}>
              {t.name}
            </text>
            <rect x={barLeft} y={y + 14} width={barMax} height={16} rx={8} fill={C.line} />
            <rect x={barLeft} y={y + 14} width={(barMax * t.revenue) / best} height={16} rx={8} fill={first ? C.amber : C.brand} />
            <text x={barLeft + barMax + 12} y={y + 28} fontWeight={700} fill={C.ink}>
              {t.revenue.toFixed(1)}
            </text>
            <text x={460} y={y + 28} fontWeight={600} fill={C.ink2} textAnchor="end">
              {t.occupancy}%
            </text>
          </g>
        );
      })}
    </Frame>
  );
}
