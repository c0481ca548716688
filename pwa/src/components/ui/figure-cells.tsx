/**
 * A week's figures as table cells, in the order every comparison table lists
 * them (revenue, occupancy, ADR, RevPAR, then the share of the best week when
 * the table has that column): a team's row and a house policy's row are built
 * alike wherever they stand side by side.
 */
import { useFormat } from '../../i18n/format.js';
import { useT } from '../../i18n/use-t.js';

export interface WeekFigures {
  revenue: number;
  occupancy: number;
  adr: number;
  revPar: number;
}

/** `share` is a percentage of the best week, null while it is not known; leave it out for a table without that column. */
export function FigureCells({ figures, share, shareLabel }: { figures: WeekFigures; share?: number | null; shareLabel?: string }) {
  const t = useT();
  const { money, percent } = useFormat();
  return (
    <>
      <td data-label={t('figures.revenue')} className="num">
        {money(figures.revenue)}
      </td>
      <td data-label={t('figures.occupancy')} className="num">
        {percent(figures.occupancy)}
      </td>
      <td data-label={t('figures.adr')} className="num">
        {money(figures.adr)}
      </td>
      <td data-label={t('figures.revPar')} className="num">
        {money(figures.revPar)}
      </td>
      {share !== undefined && (
        <td data-label={shareLabel ?? t('figures.ofBestWeek')} className="num">
          {share === null ? '—' : percent(share)}
        </td>
      )}
    </>
  );
}

/** The column heads of `FigureCells`, in the same order. */
export function FigureHeaders({ share }: { share?: string }) {
  const t = useT();
  return (
    <>
      {[t('figures.revenue'), t('figures.occupancy'), t('figures.adr'), t('figures.revPar'), ...(share ? [share] : [])].map((label) => (
        <th key={label} scope="col" className="num">
          {label}
        </th>
      ))}
    </>
  );
}
