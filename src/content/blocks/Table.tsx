import "../../styles/layout-blocks.css";
import { useId } from "react";
import { TableProps } from "../../../domain/content/layoutBlocks";
import { type BlockProps, useBlockProps } from "../kit";

/**
 * A data table with its caption and header cells (scope col, and row when the first cell heads its
 * row). Wider than a phone it scrolls inside a labelled region the keyboard can reach.
 */
const Table = ({ block }: BlockProps) => {
  const props = useBlockProps(TableProps, block);
  const caption = useId();
  if (props === null) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="cms-table" aria-labelledby={caption} tabIndex={0} data-testid="cms-table">
      <table className="cms-table__table">
        <caption id={caption} className="cms-table__caption">
          {props.caption}
        </caption>
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, r) => (
            // Rows have no identity but their position in the editor's table.
            // biome-ignore lint/suspicious/noArrayIndexKey: static rows from the CMS
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 && props.rowHeaders ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static cells from the CMS
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static cells from the CMS
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
export default Table;
