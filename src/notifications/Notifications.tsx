import { useEffect } from "react";
import type { Notification } from "../../domain/notifications/model";
import { CloseIcon } from "../components/CloseIcon";
import { ProblemReportButton } from "../problem-report/ProblemReportButton";
import { useDispatch, useSelector, useT } from "../state/context";
import { selectNotifications } from "../state/selectors";

const Item = ({ notification }: { readonly notification: Notification }) => {
  const t = useT();
  const dispatch = useDispatch();
  const { id, duration, type } = notification;
  useEffect(() => {
    if (duration === null) return;
    const timer = setTimeout(() => dispatch({ _tag: "DismissNotification", id }), duration);
    return () => clearTimeout(timer);
  }, [id, duration, dispatch]);
  const urgent = type === "warning" || type === "error";
  return (
    <div
      className={`notification notification--${type}`}
      role={urgent ? "alert" : "status"}
      data-testid="notification"
      data-type={type}
      data-key={notification.key}
    >
      <span className="notification__icon" aria-hidden="true">
        {type === "success" ? "✓" : type === "info" ? "i" : "!"}
      </span>
      <p className="notification__message">{notification.message}</p>
      {/* A cart operation that failed: the shopper can report it at once (issue 19 #1). */}
      {type === "error" && notification.key.startsWith("cart.") && (
        <ProblemReportButton origin="cart-notice" />
      )}
      <button
        type="button"
        className="notification__close"
        aria-label={t("notification.close")}
        onClick={() => dispatch({ _tag: "DismissNotification", id })}
      >
        <CloseIcon />
      </button>
    </div>
  );
};

/** Always in the DOM so screen readers pick up new notices; each notice is a status or an alert. */
export const Notifications = () => {
  const t = useT();
  const items = useSelector(selectNotifications);
  return (
    <section className="notifications" aria-label={t("notification.region")}>
      {/* Divs, not a list: each notice is its own live region (status or alert), which a list item cannot be. */}
      <div className="notifications__list">
        {items.map((n) => (
          <Item key={n.id} notification={n} />
        ))}
      </div>
    </section>
  );
};
