import { IframeProps } from "../../../domain/content/embeddedBlocks";
import { type BlockProps, useBlockProps } from "../kit";
import { ConsentGate } from "./ConsentGate";
import "./embedded.css";

/**
 * The iframe block: after its consent, a sandboxed frame (scripts only, plus what the editor
 * named of forms, popups, same origin), lazy, sized by width and height so nothing shifts.
 */
const Iframe = ({ block }: BlockProps) => {
  const props = useBlockProps(IframeProps, block);
  if (props === null) return null;
  const sandbox = ["allow-scripts", ...(props.allow ?? [])].join(" ");
  return (
    <figure className="cms-embed" style={{ maxWidth: `${props.width}px` }}>
      <ConsentGate
        consent={props.consent}
        src={props.src}
        label={props.title}
        width={props.width}
        height={props.height}
      >
        <iframe
          className="cms-embed__frame"
          src={props.src}
          title={props.title}
          width={props.width}
          height={props.height}
          style={{ aspectRatio: `${props.width} / ${props.height}` }}
          loading="lazy"
          sandbox={sandbox}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </ConsentGate>
    </figure>
  );
};
export default Iframe;
