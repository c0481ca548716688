/**
 * A week's figures as table cells, in the order every comparison table lists
 * them (revenue, occupancy, ADR, RevPAR, then the share of the best week when
 * the table has that column): a team's row and a house policy's row are built
 * alike wherever they stand side by side.
 */
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';

export interface WeekFigures {
  revenue: number;
  occupancy: number;
  adr: number;
  revPar: number;
}

/** `share` is a percentage of the best week, null while it is not known; leave it out for a table without that column. */
export function FigureCells({ figures, share, shareLabel = 'Of the best week' }: { figures: WeekFigures; share?: number | null; shareLabel?: string }) {
  return (
    <>
      <td data-label="Revenue" className="num">
        {formatINR(figures.revenue)}
      </td>
      <td data-label="Occupancy" className="num">
        {formatPercent(figures.occupancy)}
      </td>
      <td data-label="ADR" className="num">
        {formatINR(figures.adr)}
      </td>
      <td data-label="RevPAR" className="num">
        {formatINR(figures.revPar)}
      </td>
      {share !== undefined && (
        <td data-label={shareLabel} className="num">
          {share === null ? '—' : formatPercent(share)}
        </td>
      )}
    </>
  );
}

/** The column heads of `FigureCells`, in the same order. */
export function FigureHeaders({ share }: { share?: string }) {
  return (
    <>
      {['Revenue', 'Occupancy', 'ADR', 'RevPAR', ...(share ? [share] : [])].map((label) => (
        <th key={label} scope="col" className="num">
          {label}
        </th>
      ))}
    </>
  );
}
