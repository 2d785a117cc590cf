import "../styles/cart.css";
import { useId } from "react";
import { useDispatch, useSelector, useT } from "../state/context";
import { Modal } from "./Modal";

/**
 * The cart merge on login (document 2 §4): the dialog asking whether to merge the anonymous cart
 * into the customer's saved one (rule 3), and after a merge the notice of the lines capped at their
 * maximum. Escape (and the backdrop) merge: the one answer that loses nothing; dropping the current
 * cart takes its explicit button.
 */
const MergeDialog = () => {
  const t = useT();
  const dispatch = useDispatch();
  const merge = useSelector((s) => s.cart.merge);
  const titleId = useId();
  const textId = useId();
  if (merge === null) return null;
  const lines = (count: number) =>
    t(count === 1 ? "cart.count.line" : "cart.count.lines", { count: String(count) });
  if (merge.status === "asking") {
    const answer = (choice: "merge" | "discard") => dispatch({ _tag: "ResolveMerge", choice });
    return (
      <Modal
        labelledBy={titleId}
        describedBy={textId}
        className="modal merge"
        onDismiss={() => answer("merge")}
        testId="merge-dialog"
      >
        <div className="modal__inner">
          <h2 id={titleId} className="modal__title">
            {t("cart.merge.title")}
          </h2>
          <p id={textId} className="merge__text">
            {t("cart.merge.text", {
              saved: lines(merge.customerItems),
              current: lines(merge.anonymousItems),
            })}
          </p>
          <div className="merge__actions">
            <button type="button" className="btn btn--primary" onClick={() => answer("merge")}>
              {t("cart.merge.merge")}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => answer("discard")}>
              {t("cart.merge.keep")}
            </button>
          </div>
          <p className="merge__hint">{t("cart.merge.keepHint")}</p>
        </div>
      </Modal>
    );
  }
  const close = () => dispatch({ _tag: "DismissMergeNotice" });
  return (
    <Modal
      labelledBy={titleId}
      describedBy={textId}
      className="modal merge"
      onDismiss={close}
      testId="merge-capped"
    >
      <div className="modal__inner">
        <h2 id={titleId} className="modal__title">
          {t("cart.merge.cappedTitle")}
        </h2>
        <p id={textId} className="merge__text">
          {t("cart.merge.cappedText")}
        </p>
        <ul className="merge__capped">
          {merge.capped.map((l) => (
            <li key={l.sku}>
              {t("cart.merge.cappedLine", {
                name: l.name,
                requested: String(l.requested),
                quantity: String(l.quantity),
              })}
            </li>
          ))}
        </ul>
        <div className="modal__foot">
          <button type="button" className="btn btn--primary" onClick={close}>
            {t("cart.merge.ok")}
          </button>
        </div>
      </div>
    </Modal>
  );
};
export default MergeDialog;
