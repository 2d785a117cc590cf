import { CustomHtmlProps } from "../../../domain/content/embeddedBlocks";
import { type BlockProps, useBlockProps } from "../kit";
import { SafeHtml } from "./SafeHtml";
import "./embedded.css";

/** The custom html block: the editor's HTML, sanitised (scripts and handlers never run). */
const CustomHtml = ({ block }: BlockProps) => {
  const props = useBlockProps(CustomHtmlProps, block);
  if (props === null) return null;
  return <SafeHtml className="cms-custom-html" html={props.html} />;
};
export default CustomHtml;
