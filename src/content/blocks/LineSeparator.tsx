import { LineSeparatorProps } from "../../../domain/content/blocks";
import { type BlockProps, useBlockProps } from "../kit";

const LineSeparator = ({ block }: BlockProps) => {
  const props = useBlockProps(LineSeparatorProps, block);
  if (props === null) return null;
  return <hr className="cms-separator" />;
};
export default LineSeparator;
