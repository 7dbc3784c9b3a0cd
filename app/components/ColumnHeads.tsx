/** A table's row of column headings, each a th for its column; `cellClassName` gives a heading its classes by its name. */
export function ColumnHeads({
  names,
  className,
  cellClassName,
}: {
  names: readonly string[];
  className?: string;
  cellClassName: (name: string, index: number) => string;
}) {
  return (
    <tr className={className}>
      {names.map((name, index) => (
        <th key={name} scope="col" className={cellClassName(name, index)}>
          {name}
        </th>
      ))}
    </tr>
  );
}
