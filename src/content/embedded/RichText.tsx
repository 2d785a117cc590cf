import { SafeHtml } from "./SafeHtml";
import "./embedded.css";

/** The text block's rich variant: its own chunk, so plain text never loads the sanitiser. */
const RichText = ({ html }: { readonly html: string }) => (
  <SafeHtml className="cms-text cms-rich-text" html={html} />
);
export default RichText;
