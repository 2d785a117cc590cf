import { VideoProps } from "../../../domain/content/embeddedBlocks";
import { type BlockProps, useBlockProps } from "../kit";
import { ConsentGate } from "./ConsentGate";
import "./embedded.css";

/**
 * The video block: the platform's embed player after its consent. The player needs its own
 * origin's storage and full screen; nothing else (no forms, no popups, no top navigation).
 */
const Video = ({ block }: BlockProps) => {
  const props = useBlockProps(VideoProps, block);
  if (props === null) return null;
  return (
    <figure className="cms-embed cms-embed--video" style={{ maxWidth: `${props.width}px` }}>
      <ConsentGate
        consent={props.consent}
        src={props.embedUrl}
        label={props.title}
        width={props.width}
        height={props.height}
      >
        <iframe
          className="cms-embed__frame"
          src={props.embedUrl}
          title={props.title}
          width={props.width}
          height={props.height}
          style={{ aspectRatio: `${props.width} / ${props.height}` }}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </ConsentGate>
    </figure>
  );
};
export default Video;
