import { useEffect, useState } from "react";
import { injectScript } from "../../../adapters/consent/inject";
import { ScriptProps } from "../../../domain/content/embeddedBlocks";
import { useT } from "../../state/context";
import { type BlockProps, useBlockProps } from "../kit";
import { ConsentGate } from "./ConsentGate";
import "./embedded.css";

/** Loads the widget's script once its consent is there; the widget draws into its container. */
const Widget = ({ props }: { readonly props: ScriptProps }) => {
  const [failed, setFailed] = useState(false);
  const t = useT();
  useEffect(() => {
    let live = true;
    injectScript(document, props.src).catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [props.src]);
  return (
    <div className="cms-script" id={props.containerId} data-testid="script-block">
      {failed ? <p className="cms-script__failed">{t("embed.failed", { label: props.label })}</p> : null}
    </div>
  );
};

/** The script block: a third-party widget held back until its consent category is allowed. */
const Script = ({ block }: BlockProps) => {
  const props = useBlockProps(ScriptProps, block);
  if (props === null) return null;
  return (
    <ConsentGate consent={props.consent} src={props.src} label={props.label}>
      <Widget props={props} />
    </ConsentGate>
  );
};
export default Script;
