import { Effect, type Layer } from "effect";
import { PORT_NAMES, type PortImpls, type Ports } from "../../domain/ports/all";
import { portLabel, portOf, portsLayer } from "../../domain/ports/ops";

/**
 * The frame's ports: every operation dies, naming itself. The frame only shows recorded states (its
 * bus is paused, so no handler runs); should one run anyway, it fails loudly instead of reaching
 * the network, cookies or storage of the viewer's origin.
 */
export const unreachablePorts = (): Layer.Layer<Ports> =>
  portsLayer(
    Object.fromEntries(
      PORT_NAMES.map((name) => [
        name,
        portOf(
          name,
          (op) => () =>
            Effect.die(
              new Error(
                `${portLabel(name)}.${op}: the replay frame shows a recorded state and calls no port`,
              ),
            ),
        ),
      ]),
    ) as unknown as PortImpls,
  );
