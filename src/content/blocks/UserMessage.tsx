import "../../styles/layout-blocks.css";
import { UserMessageProps } from "../../../domain/content/layoutBlocks";
import { useT } from "../../state/context";
import { type BlockProps, useBlockProps } from "../kit";

const marks = { info: "i", success: "✓", warning: "!", error: "✕" } as const;

/**
 * A note from the editor. An error is an alert; the others are a status, read out politely. The
 * kind is said in words, not only by colour and mark.
 */
const UserMessage = ({ block }: BlockProps) => {
  const props = useBlockProps(UserMessageProps, block);
  const t = useT();
  if (props === null) return null;
  return (
    <div
      className={`cms-user-message cms-user-message--${props.severity}`}
      role={props.severity === "error" ? "alert" : "status"}
      data-testid="user-message"
    >
      <span className="cms-user-message__mark" aria-hidden="true">
        {marks[props.severity]}
      </span>
      <div>
        <p className="cms-user-message__title">
          <span className="visually-hidden">{t(`content.userMessage.${props.severity}`)}: </span>
          {props.title ?? t(`content.userMessage.${props.severity}`)}
        </p>
        <p className="cms-user-message__text">{props.text}</p>
      </div>
    </div>
  );
};
export default UserMessage;
