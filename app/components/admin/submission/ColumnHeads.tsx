import type { ReactNode } from "react";

/** The header row of a staff table: one column head per entry, `right` for numbers. */
export function ColumnHeads({ columns }: { columns: readonly (ReactNode | { label: ReactNode; right: true })[] }) {
  return (
    <tr>
      {columns.map((column, i) => {
        const right = typeof column === "object" && column !== null && "right" in column;
        return (
          <th key={i} scope="col" className={`px-3 py-2.5 ${right ? "text-right " : ""}font-semibold`}>
            {right ? column.label : column}
          </th>
        );
      })}
    </tr>
  );
}
