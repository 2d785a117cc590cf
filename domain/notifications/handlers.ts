import { Effect } from "effect";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { notifications } from "./access";
import type { NotificationCommand } from "./commands";
import { notify } from "./notify";
import type { NotificationOutcomes } from "./outcomes";
import { forgetOwed } from "./owed";

export const notificationHandlers: HandlersOf<NotificationCommand, typeof NotificationOutcomes, Ports> = {
  Notify: (c) => Effect.as(notify(c.key, c.type ?? "info", c.duration, c.params), "shown" as const),
  DismissNotification: (c) =>
    Effect.gen(function* () {
      const state = yield* notifications.state;
      if (!state.items.some((n) => n.id === c.id)) return "unknown" as const;
      yield* notifications.emit({ _tag: "NotificationDismissed", id: c.id });
      yield* forgetOwed(c.id);
      return "dismissed" as const;
    }),
};
