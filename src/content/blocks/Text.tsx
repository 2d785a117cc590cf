import { TextProps } from "../../../domain/content/blocks";
import { type BlockProps, useBlockProps } from "../kit";

/** Plain text: blank lines separate paragraphs, single line breaks stay line breaks (CSS pre-line). */
const Text = ({ block }: BlockProps) => {
  const props = useBlockProps(TextProps, block);
  if (props === null) return null;
  const paragraphs = props.text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return (
    <div className="cms-text">
      {paragraphs.map((p, i) => (
        // Paragraphs have no identity but their position.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text
        <p key={i}>{p}</p>
      ))}
    </div>
  );
};
export default Text;
