/**
 * The host screens' tables: a numbered first column, a row header, the
 * columns, and an actions column, with a caption for screen readers. Under
 * 600 px each row is a card of labelled figures (`data-label`), never a table
 * to scroll sideways. Each screen says only what its columns hold.
 */
import type { HTMLAttributes, ReactNode } from 'react';

export interface DataColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row (read out with each cell of it). */
  rowHeader?: boolean;
  className?: string;
}

export interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly DataColumn<T>[];
  /** The row's buttons, under the header given. */
  actions?: { header: string; cell: (row: T) => ReactNode };
  className?: string;
  /** Attributes of a row's `<tr>`: a drop target while the host drags a row, say. */
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
}

export function DataTable<T>({ caption, rows, rowKey, columns, actions, className, rowProps }: DataTableProps<T>) {
  return (
    <div className="table-scroll">
      <table className={`data-table${className ? ` ${className}` : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="actions-col">
                {actions.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row)} {...rowProps?.(row, i)}>
              <td data-label="#">{i + 1}</td>
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.header} scope="row" className={c.className}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={c.className} data-label={c.header}>
                    {c.cell(row)}
                  </td>
                ),
              )}
              {actions && (
                <td className="actions-col" data-label={actions.header}>
                  {actions.cell(row)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
