// The head of the tables that show a value beside the text it was read from.
import { IMPORT_MSG } from "./import-texts";

export function SourceTableHead({ value }: { value: string }) {
  return (
    <thead>
      <tr className="border-b border-slate-200 text-left text-slate-600">
        {["Campo", value, IMPORT_MSG.sourceLabel].map((label) => (
          <th key={label} scope="col" className="p-2">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
