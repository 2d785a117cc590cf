import { TextProps } from "../../../domain/content/blocks";
import { lazyChunk } from "../../app/chunks";
import { type BlockProps, useBlockProps } from "../kit";

const RichText = lazyChunk("RichText", () => import("../embedded/RichText"));

/**
 * Plain text: blank lines separate paragraphs, single line breaks stay line breaks (CSS pre-line).
 * Rich text (an html prop) is sanitised in its own chunk.
 */
const Text = ({ block }: BlockProps) => {
  const props = useBlockProps(TextProps, block);
  if (props === null) return null;
  if ("html" in props) return <RichText html={props.html} />;
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
